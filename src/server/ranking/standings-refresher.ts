import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { isRetryableConflict, loggableError, unreachableFromDatabase } from '../errors';
import { splitOversizedSegments } from './ranking.repository';
import { refreshRankingStandings } from './standings.repository';

/** Windows per transaction: the largest (all time, a year) take some 10-30 ms each at 1M creatives. */
const WINDOWS_PER_BATCH = 20;
/** How long one round may keep refreshing before it yields to the next tick. */
const ROUND_BUDGET_MS = 250;
/** Lists whose oversized segments one round splits (each a few milliseconds at 1M creatives). */
const LISTS_SPLIT_PER_ROUND = 5;
/** How often to look for oversized segments: the look reads every segment (8 ms at 1M creatives). */
const SPLIT_CHECK_EVERY_MS = 60_000;

/** A lost race is nothing to report; the database out of reach, a warning (the next round tries again). */
function logFailure(log: FastifyBaseLogger, error: unknown, message: string) {
  if (isRetryableConflict(error)) return;
  const unreachable = unreachableFromDatabase(error);
  if (unreachable) log.warn({ reason: unreachable.reason }, `${message}: database unreachable`);
  else log.error({ err: loggableError(error) }, message);
}

/**
 * Keeps the agencies' and countries' standings in the background: every `intervalMs`, refreshes
 * changed windows for up to ROUND_BUDGET_MS. A changed window is read live until then (the
 * rankings are never stale: rankings.repository.ts), so this only decides how soon its pages are
 * one index range again. A refresh that loses a race to another process's changes nothing and is
 * tried again on the next tick. Once a minute a round then splits the segments that writes have
 * grown past twice their size (sign-ups all enter the same end of their lists), a few lists at a
 * time.
 */
export function startStandingsRefresher(db: Database, log: FastifyBaseLogger, intervalMs: number): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let splitCheckedAt = 0;

  async function round() {
    const started = Date.now();
    try {
      while (!stopped && Date.now() - started < ROUND_BUDGET_MS) {
        if ((await refreshRankingStandings(db, WINDOWS_PER_BATCH)) < WINDOWS_PER_BATCH) break;
      }
    } catch (error) {
      logFailure(log, error, 'refreshing the ranking standings failed');
    }
    try {
      if (!stopped && Date.now() - splitCheckedAt >= SPLIT_CHECK_EVERY_MS) {
        splitCheckedAt = Date.now();
        // Lists left over (more than a round's) are split on the next round.
        if ((await splitOversizedSegments(db, LISTS_SPLIT_PER_ROUND)) === LISTS_SPLIT_PER_ROUND) splitCheckedAt = 0;
      }
    } catch (error) {
      logFailure(log, error, 'splitting the ranking segments failed');
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(schedule);
    }, intervalMs);
    timer.unref();
  }

  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
