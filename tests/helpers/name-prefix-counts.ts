import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { NAME_PREFIX_COUNTED, rowsOf } from '../../src/server/lib/sql';

interface PrefixFigures {
  starts: number;
  creatives: number;
}

/**
 * The prefixes whose figures in name_prefix_counts (migration 0046) differ from the word starts
 * counted again here, with both: empty when the kept figures are right. Counted in JavaScript, by
 * code points as PostgreSQL's left() counts, apart from the migration's SQL.
 */
export async function prefixCountDrift(db: Database): Promise<{ prefix: string; kept?: PrefixFigures; counted?: PrefixFigures }[]> {
  const counted = new Map<string, { starts: number; creatives: Set<number> }>();
  const starts = rowsOf<{ creativeId: number; start: string }>(
    await db.execute(sql`select creative_id as "creativeId", start from creative_name_starts`),
  );
  for (const { creativeId, start } of starts) {
    const word = [...(start.slice(1).split(' ')[0] ?? '')];
    for (let length = 2; length <= Math.min(NAME_PREFIX_COUNTED, word.length); length++) {
      const prefix = ` ${word.slice(0, length).join('')}`;
      const figures = counted.get(prefix) ?? { starts: 0, creatives: new Set<number>() };
      figures.starts++;
      figures.creatives.add(creativeId);
      counted.set(prefix, figures);
    }
  }
  const kept = new Map(
    rowsOf<PrefixFigures & { prefix: string }>(
      await db.execute(sql`select prefix, starts, creatives from name_prefix_counts where starts <> 0 or creatives <> 0`),
    ).map(({ prefix, ...figures }) => [prefix, figures]),
  );
  const drift = [];
  for (const prefix of new Set([...counted.keys(), ...kept.keys()])) {
    const mine = counted.get(prefix);
    const expected = mine && { starts: mine.starts, creatives: mine.creatives.size };
    const theirs = kept.get(prefix);
    if (expected?.starts !== theirs?.starts || expected?.creatives !== theirs?.creatives)
      drift.push({ prefix, kept: theirs, counted: expected });
  }
  return drift;
}
