/**
 * Renders a turn of the event loop lets through. One was tried first: all classes at once at 1M,
 * the API's requests then waited behind a render at most, but each page waited a turn for every
 * page ahead of it, and the pages' p99 (112-140 ms) was the run's worst. Two per turn, alternated
 * with one three times: the worst p99 of the run 81-109 ms against 114-140 (the pages' 79-102,
 * the API's a few milliseconds more); three per turn, 77-116 (docs/performance-log.md, 1 December).
 */
const RENDERS_PER_TURN = 2;

/**
 * Hands out page renders a few per turn of the event loop. A render holds the main thread for
 * milliseconds (React's renderToString cannot yield), so pages whose data came in the same turn
 * used to render back to back while API requests and database answers waited behind them; all
 * classes at once at 1M, that queue was the worst tail (docs/performance-log.md, 29 November
 * 13:00). Now whatever arrived meanwhile runs between two turns' renders.
 */
export function renderTurns(perTurn = RENDERS_PER_TURN): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const grantNext = () => {
    for (const grant of waiting.splice(0, perTurn)) grant();
    // Scheduled from a setImmediate callback, the next grant waits for the loop's next turn.
    if (waiting.length > 0) setImmediate(grantNext);
    else scheduled = false;
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(grantNext);
      }
    });
}
