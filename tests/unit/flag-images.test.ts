import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { readFlagImages, renderFlag } from '../../scripts/lib/flag-images';
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

describe('a flag rendered for the site', () => {
  it("is a 72 px square PNG of the drawing: Spain's yellow band across its middle, clear above the bands", async () => {
    const png = await renderFlag(readFlagImages().get('es')!);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([72, 72]);
    const pixel = (x: number, y: number) => [...data.subarray((y * 72 + x) * 4, (y * 72 + x) * 4 + 4)];
    const [red, green, blue, alpha] = pixel(60, 36); // right of the coat of arms
    expect(alpha).toBe(255);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeGreaterThan(150);
    expect(blue).toBeLessThan(80);
    expect(pixel(36, 2)[3]).toBe(0);
  });
});
