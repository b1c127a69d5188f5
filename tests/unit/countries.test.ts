import { describe, expect, it } from 'vitest';
import { countryName, isCountryCode, toCountryCode } from '../../src/shared/countries';

describe('toCountryCode', () => {
  it.each([
    ['Spain', 'ES'],
    ['España', 'ES'],
    ['espana', 'ES'],
    ['United Kingdom', 'GB'],
    ['Reino Unido', 'GB'],
    ['UK', 'GB'],
    ['United States', 'US'],
    ['Estados Unidos', 'US'],
    ['USA', 'US'],
    ['France', 'FR'],
    ['Francia', 'FR'],
    ['Germany', 'DE'],
    ['Alemania', 'DE'],
    ['Italia', 'IT'],
    ['Australia', 'AU'],
    ['México', 'MX'],
    ['Mexico', 'MX'],
    ['Brasil', 'BR'],
    ['Brazil', 'BR'],
    ['Argentina', 'AR'],
    ['Colombia', 'CO'],
    ['Chile', 'CL'],
    ['Japón', 'JP'],
  ])('reads %s as %s', (input, code) => {
    expect(toCountryCode(input)).toBe(code);
  });

  it('accepts codes in any case and trims', () => {
    expect(toCountryCode('es')).toBe('ES');
    expect(toCountryCode(' GB ')).toBe('GB');
  });

  it('returns null for unknown names and codes', () => {
    expect(toCountryCode('Narnia')).toBeNull();
    expect(toCountryCode('XX')).toBeNull();
    expect(toCountryCode('')).toBeNull();
  });
});

describe('countryName', () => {
  it('gives the common English name', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('ES')).toBe('Spain');
  });
});

describe('isCountryCode', () => {
  it('accepts assigned upper-case codes only', () => {
    expect(isCountryCode('ES')).toBe(true);
    expect(isCountryCode('es')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
  });
});
