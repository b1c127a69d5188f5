import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIconSprite } from '../../scripts/lib/icon-sprite';
import { BRAND_MARKS } from '../../src/client/components/ui/brand-marks';

const ICONS_SOURCE = path.resolve(import.meta.dirname, '../../src/client/components/ui/icons.tsx');

describe('the icon sprite', () => {
  it('draws every icon icons.tsx names, as a symbol with lucide’s shapes and no React keys', async () => {
    const named = [...fs.readFileSync(ICONS_SOURCE, 'utf8').matchAll(/^\s*\| '([a-z0-9-]+)'/gm)].map((match) => match[1]);
    const { names, svg } = await buildIconSprite();
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names)).toEqual(new Set(named));
    // No fill on the symbols: the stylesheet's `svg { fill: none }` draws them in strokes, and a
    // class on an icon (a prestige star's fill-gold) still reaches their shapes.
    const drawing = ' stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
    for (const name of names)
      expect(svg).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"${drawing}><(path|circle|rect|line|polyline|polygon|ellipse) `),
      );
    expect(svg).toContain(
      '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/>',
    );
    expect(svg).not.toContain('key=');
    expect(svg).not.toMatch(/<symbol [^>]*fill=/);
  });

  it('draws the brand marks, filled shapes without the icons’ stroke', async () => {
    const { svg } = await buildIconSprite();
    for (const name of Object.keys(BRAND_MARKS)) expect(svg).toContain(`<symbol id="${name}" viewBox="0 0 24 24" stroke="currentColor"`);
    expect(svg).toMatch(
      /<symbol id="linkedin" viewBox="0 0 24 24"[^>]*><path d="M20\.45 [^"]+" fill="currentColor" stroke="none"\/><\/symbol>/,
    );
    expect(svg).toContain('<path d="M1 1h10.5v10.5H1z" fill="#F25022" stroke="none"/>');
  });

  it('has no name the client does not draw', () => {
    const named = [...fs.readFileSync(ICONS_SOURCE, 'utf8').matchAll(/^\s*\| '([a-z0-9-]+)'/gm)].map((match) => match[1]!);
    const client = path.resolve(import.meta.dirname, '../../src/client');
    const code = fs
      .readdirSync(client, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && path.join(client, file) !== ICONS_SOURCE)
      .map((file) => fs.readFileSync(path.join(client, file), 'utf8'))
      .join('\n');
    expect(named.filter((name) => !code.includes(`'${name}'`) && !code.includes(`"${name}"`))).toEqual([]);
  });

  it('fails the build on a name lucide does not have', async () => {
    const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'icons-')), 'icons.tsx');
    fs.writeFileSync(source, "export type IconName =\n  | 'map-pin'\n  | 'no-such-icon';\n");
    await expect(buildIconSprite(source)).rejects.toThrow(/no-such-icon/);
  });
});
