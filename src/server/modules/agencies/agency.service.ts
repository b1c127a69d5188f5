import { countryName } from '../../../shared/countries';
import type { Agency, AgencyListQuery, AgencySummary } from '../../../shared/schemas/agency';
import type { Executor } from '../../db/client';
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
    specialties: row.specialties,
    verified: row.verified,
  };
}

export async function listAgencies(db: Executor, query: AgencyListQuery) {
  const { rows, total } = await repo.listAgencies(db, query);
  return { items: rows.map(toSummary), total };
}

/** `/agency/{slug or id}`: the spec's cards link by slug, or by id when a slug is missing. */
export async function getAgency(db: Executor, slugOrId: string): Promise<Agency> {
  const row =
    (await repo.findAgency(db, { slug: slugOrId })) ??
    (/^\d{1,9}$/.test(slugOrId) ? await repo.findAgency(db, { id: Number(slugOrId) }) : undefined);
  if (!row) throw new NotFoundError(`Agency "${slugOrId}" not found`);
  const portfolio = await repo.portfolioOfAgency(db, row.id);
  return {
    ...toSummary(row),
    description: row.description,
    website: row.website,
    email: row.email,
    phone: row.phone,
    clients: row.clients,
    claimed: row.userId !== null,
    portfolio: portfolio.map(({ id, title, year, client, description, image, awards }) => ({
      id,
      title,
      year,
      client,
      description,
      image,
      awards,
    })),
  };
}
