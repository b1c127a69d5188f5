import { sql } from 'drizzle-orm';
import { countryCodes, countryName } from '../../../shared/countries';
import type { Executor } from '../../db/client';
import { countryNames } from '../../db/schema';

/**
 * Writes the English name of every country code as this process names it (countryName), so
 * that SQL returning a whole response names countries exactly as the rest of the API does.
 */
export async function writeCountryNames(db: Executor): Promise<void> {
  const rows = countryCodes().map((code) => ({ code, name: countryName(code) }));
  await db
    .insert(countryNames)
    .values(rows)
    .onConflictDoUpdate({
      target: countryNames.code,
      set: { name: sql`excluded.name` },
      setWhere: sql`${countryNames.name} <> excluded.name`,
    });
}
