import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportGate } from '../../src/server/lib/export-gate';

describe('exportGate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives out its slots, refuses past them, and takes each back once', () => {
    const gate = exportGate({ slots: 2, bytesPerSecond: 1000 });
    const first = gate.enter();
    const second = gate.enter();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(gate.enter()).toBeNull();
    first!();
    first!();
    const third = gate.enter();
    expect(third).not.toBeNull();
    expect(gate.enter()).toBeNull();
  });

  it('lets a second of bytes through at once, then paces them at the budget, shared by every caller', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const gate = exportGate({ slots: 4, bytesPerSecond: 1000, now: () => clock });
    const done: string[] = [];
    await gate.pace(1000);
    done.push('a second saved up');
    // Two downloads ask for 500 bytes each: the budget has nothing left, so they wait 0.5 s and 1 s.
    const first = gate.pace(500).then(() => done.push('first'));
    const second = gate.pace(500).then(() => done.push('second'));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toEqual(['a second saved up']);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['a second saved up', 'first']);
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all([first, second]);
    expect(done).toEqual(['a second saved up', 'first', 'second']);
    // Idle for 5 s: a second's worth is saved, no more.
    clock += 5000;
    const started = Date.now();
    await gate.pace(1000);
    expect(Date.now() - started).toBe(0);
    const late = gate.pace(100).then(() => done.push('late'));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).not.toContain('late');
    await vi.advanceTimersByTimeAsync(1);
    await late;
    expect(done).toContain('late');
  });
});
