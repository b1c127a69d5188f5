import { countryName } from '../../../shared/countries';
import type { Agency, AgencyListQuery, AgencySummary } from '../../../shared/schemas/agency';
import type { Database, Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import * as repo from './agency.repository';

function toSummary(row: repo.AgencyRow): AgencySummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    headquarters: row.headquarters,
    headquartersCountryCode: row.headquartersCountryCode,
    countryCodes: row.countries,
    countries: row.countries.map(countryName),
    employees: row.employees,
    founded: row.founded,
    totalAwards: row.totalAwards,
    grandPrixAwards: row.grandPrixAwards,
    goldAwards: row.goldAwards,
    silverAwards: row.silverAwards,
    bronzeAwards: row.bronzeAwards,
    // Shortlists are not kept apart: they are what the other four types leave of the total.
    shortlistAwards: row.totalAwards - row.grandPrixAwards - row.goldAwards - row.silverAwards - row.bronzeAwards,
    specialties: row.specialties,
    verified: row.verified,
  };
}

export async function listAgencies(db: Executor, query: AgencyListQuery) {
  const { rows, total } = await repo.listAgencies(db, query);
  return { items: rows.map(toSummary), total };
}

/** `/agency/{slug or id}` as JSON text: the spec's cards link by slug, or by id when a slug is missing. */
export async function getAgencyJson(db: Database, slugOrId: string): Promise<string> {
  const document =
    (await repo.agencyDocument(db, { slug: slugOrId })) ??
    (/^\d{1,9}$/.test(slugOrId) ? await repo.agencyDocument(db, { id: Number(slugOrId) }) : undefined);
  if (document === undefined) throw new NotFoundError(`Agency "${slugOrId}" not found`);
  return document;
}

export async function getAgency(db: Database, slugOrId: string): Promise<Agency> {
  return JSON.parse(await getAgencyJson(db, slugOrId)) as Agency;
}
