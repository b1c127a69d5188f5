import { and, arrayContains, asc, count, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { AGENCY_SIZE_RANGES } from '../../../shared/constants';
import type { AgencyListQuery } from '../../../shared/schemas/agency';
import type { Executor } from '../../db/client';
import { agencies, agencyPortfolioItems } from '../../db/schema';
import { foldedMatch } from '../../lib/sql';

export type AgencyRow = typeof agencies.$inferSelect;

function sizeCondition(size: NonNullable<AgencyListQuery['size']>) {
  const [min, max] = AGENCY_SIZE_RANGES[size];
  return and(isNotNull(agencies.employees), gte(agencies.employees, min), max === null ? undefined : lte(agencies.employees, max));
}

export async function listAgencies(db: Executor, query: AgencyListQuery) {
  const where = and(
    query.q ? foldedMatch(agencies.searchName, query.q) : undefined,
    query.country ? arrayContains(agencies.countries, [query.country]) : undefined,
    query.size ? sizeCondition(query.size) : undefined,
  );
  const orderBy = {
    awards: [desc(agencies.totalAwards), asc(agencies.name), asc(agencies.id)],
    name: [asc(agencies.name), asc(agencies.id)],
    size: [sql`${agencies.employees} desc nulls last`, asc(agencies.name), asc(agencies.id)],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db.select().from(agencies).where(where).orderBy(...orderBy).limit(query.limit).offset(query.offset),
    db.select({ value: count() }).from(agencies).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findAgency(db: Executor, by: { slug: string } | { id: number }): Promise<AgencyRow | undefined> {
  const [row] = await db
    .select()
    .from(agencies)
    .where('slug' in by ? eq(agencies.slug, by.slug) : eq(agencies.id, by.id));
  return row;
}

export async function portfolioOfAgency(db: Executor, agencyId: number) {
  return db
    .select()
    .from(agencyPortfolioItems)
    .where(eq(agencyPortfolioItems.agencyId, agencyId))
    .orderBy(sql`${agencyPortfolioItems.year} desc nulls last`, asc(agencyPortfolioItems.id));
}
