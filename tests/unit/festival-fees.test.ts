import { describe, expect, it } from 'vitest';
import { currentFee, earlyBirdEnded } from '../../src/shared/festival-fees';

const fees = { earlyBirdDeadline: '2026-11-02', earlyBirdFee: 790, entryFee: 990 };

describe('currentFee', () => {
  it('is the early-bird fee through the end of its deadline', () => {
    expect(currentFee(fees, '2026-10-01')).toEqual({ kind: 'earlyBird', amount: 790 });
    expect(currentFee(fees, '2026-11-02')).toEqual({ kind: 'earlyBird', amount: 790 });
  });

  it('is the regular fee the day after the early-bird deadline', () => {
    expect(currentFee(fees, '2026-11-03')).toEqual({ kind: 'regular', amount: 990 });
    expect(currentFee(fees, '2026-11-24')).toEqual({ kind: 'regular', amount: 990 });
  });

  it('is the regular fee when the early-bird deadline is not announced', () => {
    expect(currentFee({ ...fees, earlyBirdDeadline: null }, '2026-11-24')).toEqual({ kind: 'regular', amount: 990 });
  });

  it('is the early-bird fee without a deadline when it is the only fee known', () => {
    expect(currentFee({ earlyBirdDeadline: null, earlyBirdFee: 300, entryFee: null }, '2026-11-24')).toEqual({
      kind: 'earlyBird',
      amount: 300,
    });
  });

  it('is null when only an ended early-bird fee is known, or no fee at all', () => {
    expect(currentFee({ ...fees, entryFee: null }, '2026-11-24')).toBeNull();
    expect(currentFee({ earlyBirdDeadline: null, earlyBirdFee: null, entryFee: null }, '2026-11-24')).toBeNull();
  });
});

describe('earlyBirdEnded', () => {
  it('ends after the deadline day, never without a deadline', () => {
    expect(earlyBirdEnded(fees, '2026-11-02')).toBe(false);
    expect(earlyBirdEnded(fees, '2026-11-03')).toBe(true);
    expect(earlyBirdEnded({ earlyBirdDeadline: null }, '2030-01-01')).toBe(false);
  });
});
