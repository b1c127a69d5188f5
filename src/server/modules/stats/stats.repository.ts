import { count, sql } from 'drizzle-orm';
import type { Stats } from '../../../shared/schemas/stats';
import type { Executor } from '../../db/client';
import { countryWindowPoints, creatives, festivals } from '../../db/schema';
import { countRanked } from '../../ranking/ranking.repository';
import { rowsOf } from '../../lib/sql';

export async function getStats(db: Executor): Promise<Stats> {
  const [creativeCount, awardCount, countryCount, festivalCount] = await Promise.all([
    countRanked(db),
    // The all-time country ranking's kept sums, and the awards of creatives without a country:
    // summing every creative's total read the whole table (150 ms at 1M creatives).
    db.execute(sql`select (
        coalesce((select sum(w.awards) from ${countryWindowPoints} w where w.year = 0 and w.festival_id = 0), 0)
        + coalesce((select sum(${creatives.totalAwards}) from ${creatives} where ${creatives.countryCode} is null), 0)
      )::int as value`),
    // Distinct countries by skipping through the country index (a loose index scan).
    db.execute(sql`
      with recursive c(code) as (
        (select country_code from creatives where country_code is not null order by country_code limit 1)
        union all
        select (select country_code from creatives where country_code > c.code order by country_code limit 1)
        from c where c.code is not null
      )
      select count(code)::int as value from c`),
    db.select({ value: count() }).from(festivals),
  ]);
  return {
    totalCreatives: creativeCount,
    totalAwards: Number(rowsOf<{ value: number }>(awardCount)[0]?.value ?? 0),
    totalCountries: Number(rowsOf<{ value: number }>(countryCount)[0]?.value ?? 0),
    totalFestivals: festivalCount[0]?.value ?? 0,
  };
}
