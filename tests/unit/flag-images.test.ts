import { describe, expect, it } from 'vitest';
import { readFlagImages } from '../../scripts/lib/flag-images';
import { countryCodes } from '../../src/shared/countries';

describe('the flag images', () => {
  const flags = readFlagImages();

  it('has a drawing for every country the site accepts, named by its lowercase code', () => {
    const codes = countryCodes();
    expect(codes.length).toBeGreaterThan(240);
    expect(codes.filter((code) => !flags.has(code.toLowerCase()))).toEqual([]);
    for (const name of flags.keys()) expect(name).toMatch(/^[a-z]{2}$/);
  });

  it('reads each file as the SVG Twemoji draws for the two regional indicators', () => {
    expect(flags.get('es')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 36 36">.*<\/svg>$/s);
    // Spain's red and yellow bands: the right file for the code, not a neighbour's.
    expect(flags.get('es')).toContain('#C60A1D');
    expect(flags.get('es')).toContain('#FFC400');
    expect(flags.get('es')).not.toEqual(flags.get('et'));
  });
});
