import { describe, expect, it } from 'vitest';
import { titleHue } from '../../src/client/components/ui/work-cover';

describe('titleHue', () => {
  it('gives a title the same hue every time, whatever its case and spacing', () => {
    expect(titleHue('The Longest Receipt')).toBe(titleHue(' the longest receipt '));
  });

  it('spreads different titles over the colour wheel', () => {
    const titles = ['The Longest Receipt', 'Quiet Signal', 'Drip Feed', 'Kaffeepause', 'The Overdraft Opera', 'Feed the Feed'];
    const hues = titles.map(titleHue);
    for (const hue of hues) expect(hue).toBeGreaterThanOrEqual(0);
    for (const hue of hues) expect(hue).toBeLessThan(360);
    expect(new Set(hues).size).toBe(titles.length);
  });
});
