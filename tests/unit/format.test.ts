import { describe, expect, it } from 'vitest';
import { formatters } from '../../src/client/lib/format';
import { parsePage } from '../../src/client/lib/use-url-filters';

describe('formatters', () => {
  it('formats numbers in the viewer language', () => {
    expect(formatters('en').number(1234567)).toBe('1,234,567');
    expect(formatters('es').number(1234567)).toBe('1.234.567');
  });

  it('formats calendar dates in UTC, never shifting a day', () => {
    expect(formatters('en').date('2026-06-15', 'long')).toBe('June 15, 2026');
    expect(formatters('es').date('2026-06-15', 'long')).toBe('15 de junio de 2026');
    expect(formatters('en').date('2026-01-01T00:00:00.000Z', 'long')).toBe('January 1, 2026');
  });

  it('names countries in the viewer language and keeps unknown codes', () => {
    expect(formatters('en').country('ES')).toBe('Spain');
    expect(formatters('es').country('es')).toBe('España');
    expect(formatters('en').country('')).toBe('');
    expect(formatters('en').country(null)).toBe('');
    expect(formatters('en').country('XX')).toBe('XX');
  });

  it('formats currency, falling back for an unknown code', () => {
    expect(formatters('en').currency(1500, 'USD')).toBe('$1,500');
    expect(formatters('en').currency(1500, 'NOPE')).toBe('1,500 NOPE');
  });

  it('joins lists with the language conjunction', () => {
    expect(formatters('en').list(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(formatters('es').list(['a', 'b', 'c'])).toBe('a, b y c');
  });

  it('reuses one set of formatters per language', () => {
    expect(formatters('en')).toBe(formatters('en'));
  });
});

describe('parsePage', () => {
  it('accepts positive whole numbers', () => {
    expect(parsePage('3')).toBe(3);
  });

  it('turns anything else into page 1', () => {
    for (const value of ['', '0', '-2', '1.5', 'abc', 'Infinity']) expect(parsePage(value)).toBe(1);
  });
});
