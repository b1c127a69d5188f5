import { describe, expect, it } from 'vitest';
import { festivalStatus } from '../../src/shared/festival-status';

const dates = { registrationOpenDate: '2026-03-01', registrationCloseDate: '2026-03-31' };

describe('festivalStatus', () => {
  it('is unknown when either registration date is missing', () => {
    expect(festivalStatus({ registrationOpenDate: null, registrationCloseDate: '2026-03-31' }, '2026-03-10')).toBe('unknown');
    expect(festivalStatus({ registrationOpenDate: '2026-03-01', registrationCloseDate: null }, '2026-03-10')).toBe('unknown');
    expect(festivalStatus({ registrationOpenDate: null, registrationCloseDate: null }, '2026-03-10')).toBe('unknown');
  });

  it('is upcoming the day before the open date', () => {
    expect(festivalStatus(dates, '2026-02-28')).toBe('upcoming');
  });

  it('is open on the open date', () => {
    expect(festivalStatus(dates, '2026-03-01')).toBe('open');
  });

  it('is open on the close date (inclusive)', () => {
    expect(festivalStatus(dates, '2026-03-31')).toBe('open');
  });

  it('is closed the day after the close date', () => {
    expect(festivalStatus(dates, '2026-04-01')).toBe('closed');
  });

  it('compares across months and years as dates', () => {
    expect(festivalStatus({ registrationOpenDate: '2025-12-15', registrationCloseDate: '2026-01-10' }, '2026-01-01')).toBe('open');
  });
});
