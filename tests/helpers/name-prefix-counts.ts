import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { NAME_PREFIX_COUNTED, rowsOf } from '../../src/server/lib/sql';

interface PrefixFigures {
  starts: number;
  creatives: number;
}

/**
 * The prefixes whose figures in name_prefix_counts (migration 0046; `country` null) and
 * name_prefix_country_counts (migration 0048) differ from the word starts counted again here, with
 * both: empty when the kept figures are right. Counted in JavaScript, by code points as
 * PostgreSQL's left() counts, apart from the migrations' SQL.
 */
export async function prefixCountDrift(
  db: Database,
): Promise<{ country: string | null; prefix: string; kept?: PrefixFigures; counted?: PrefixFigures }[]> {
  const counted = new Map<string, { starts: number; creatives: Set<number> }>();
  const starts = rowsOf<{ creativeId: number; start: string; countryCode: string | null }>(
    await db.execute(sql`select creative_id as "creativeId", start, country_code as "countryCode" from creative_name_starts`),
  );
  for (const { creativeId, start, countryCode } of starts) {
    const word = [...(start.slice(1).split(' ')[0] ?? '')];
    for (let length = 2; length <= Math.min(NAME_PREFIX_COUNTED, word.length); length++) {
      const prefix = ` ${word.slice(0, length).join('')}`;
      for (const country of countryCode === null ? [''] : ['', countryCode]) {
        const key = `${country}|${prefix}`;
        const figures = counted.get(key) ?? { starts: 0, creatives: new Set<number>() };
        figures.starts++;
        figures.creatives.add(creativeId);
        counted.set(key, figures);
      }
    }
  }
  const kept = new Map(
    rowsOf<PrefixFigures & { country: string; prefix: string }>(
      await db.execute(sql`select '' as country, prefix, starts, creatives from name_prefix_counts where starts <> 0 or creatives <> 0
        union all
        select country_code, prefix, starts, creatives from name_prefix_country_counts where starts <> 0 or creatives <> 0`),
    ).map(({ country, prefix, ...figures }) => [`${country}|${prefix}`, figures]),
  );
  const drift = [];
  for (const key of new Set([...counted.keys(), ...kept.keys()])) {
    const mine = counted.get(key);
    const expected = mine && { starts: mine.starts, creatives: mine.creatives.size };
    const theirs = kept.get(key);
    if (expected?.starts !== theirs?.starts || expected?.creatives !== theirs?.creatives) {
      const [country = '', prefix = ''] = key.split('|');
      drift.push({ country: country || null, prefix, kept: theirs, counted: expected });
    }
  }
  return drift;
}
