import { afterAll, afterEach, vi } from 'vitest';

// An error logged during a test is a failure, even when the response looked fine.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
// Files share a worker (vitest.config.ts: isolate false): each file's spy goes with it.
afterAll(() => spy.mockRestore());
