/**
 * Hands out page renders one per turn of the event loop. A render holds the main thread for
 * milliseconds (React's renderToString cannot yield), so several pages whose data came in the
 * same turn used to render back to back while API requests and database answers waited behind
 * them; all classes at once at 1M, that queue was the worst tail (docs/performance-log.md, 29
 * November 13:00). Now whatever arrived meanwhile runs between two renders.
 */
export function renderTurns(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const grantNext = () => {
    waiting.shift()?.();
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
