import { describe, expect, it } from 'vitest';
import { translator } from '../../src/client/i18n/i18n';
import { commonMessages } from '../../src/client/i18n/messages/common';
import { formatters } from '../../src/client/lib/format';
import { knowFormats, recordFormats } from '../../src/client/lib/server-formats';
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

  it('orders countries by their names in the viewer language', () => {
    expect(formatters('en').countriesByName(['ES', 'DE', 'AT'])).toEqual([
      ['AT', 'Austria'],
      ['DE', 'Germany'],
      ['ES', 'Spain'],
    ]);
    expect(
      formatters('es')
        .countriesByName(['ES', 'DE', 'AT'])
        .map(([code]) => code),
    ).toEqual(['DE', 'AT', 'ES']);
    expect(formatters('en').countriesByName([])).toEqual([]);
  });

  it('reuses one set of formatters per language', () => {
    expect(formatters('en')).toBe(formatters('en'));
  });
});

describe("the server render's formatted values", () => {
  it("are recorded while a render formats, plural texts' counts included", () => {
    const { result, formats } = recordFormats(() => {
      const t = translator(commonMessages, 'es');
      return [
        formatters('es').number(12345),
        formatters('es').days(1),
        t.plural('awards', 2500),
        formatters('es').countriesByName(['SE', 'ES']),
      ];
    });
    expect(result).toEqual([
      '12.345',
      'mañana',
      expect.stringContaining('2500'),
      [
        ['ES', 'España'],
        ['SE', 'Suecia'],
      ],
    ]);
    expect(formats).toMatchObject({
      'es|number': { '12345': '12.345', '2500': '2500' },
      'es|days': { '1': 'mañana' },
      'es|plural': { '2500': 'other' },
      'es|countries': { ES: 'España', SE: 'Suecia' },
    });
    expect(recordFormats(() => formatters('es').number(7)).formats).toEqual({ 'es|number': { '7': '7' } });
  });

  it('are read back instead of formatting again, in their own language only', () => {
    knowFormats({ 'en|number': { '424242': 'as the server wrote it' }, 'en|date': { '["2031-02-03","long"]': "the server's date" } });
    expect(formatters('en').number(424242)).toBe('as the server wrote it');
    expect(formatters('en').date('2031-02-03', 'long')).toBe("the server's date");
    expect(formatters('es').number(424242)).toBe('424.242');
  });

  it('give a sorted list back in its order, when it has the codes asked for', () => {
    knowFormats({ 'en|countries': { ZA: 'as sorted by the server', AR: 'Argentina' } });
    expect(formatters('en').countriesByName(['AR', 'ZA'])).toEqual([
      ['ZA', 'as sorted by the server'],
      ['AR', 'Argentina'],
    ]);
    expect(formatters('en').countriesByName(['AR', 'DE'])).toEqual([
      ['AR', 'Argentina'],
      ['DE', 'Germany'],
    ]);
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
