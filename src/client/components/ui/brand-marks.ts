// Brand marks (lucide has none), drawn like lucide's icons (24×24, a 2 px round stroke unless a
// shape says otherwise): scripts/lib/icon-sprite.ts adds them to the sprite, `<Icon name="linkedin" />`
// draws one. Data only: the build reads it without React.

type Shape = [tag: 'path' | 'rect' | 'circle', attributes: Record<string, string>];

/** A shape in its brand's own colour. */
const painted = (fill: string, d: string): Shape => ['path', { d, fill, stroke: 'none' }];

const filled = { fill: 'currentColor', stroke: 'none' };

export const BRAND_MARKS = {
  'x-twitter': [
    [
      'path',
      {
        d: 'M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z',
        ...filled,
      },
    ],
  ],
  linkedin: [
    [
      'path',
      {
        d: 'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
        ...filled,
      },
    ],
  ],
  instagram: [
    ['rect', { x: '2', y: '2', width: '20', height: '20', rx: '5' }],
    ['circle', { cx: '12', cy: '12', r: '4' }],
    ['circle', { cx: '17.5', cy: '6.5', r: '0.75', fill: 'currentColor' }],
  ],
  google: [
    painted('#4285F4', 'M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.39 3.62v3h3.86c2.26-2.08 3.58-5.15 3.58-8.81z'),
    painted(
      '#34A853',
      'M12 24c3.24 0 5.95-1.07 7.93-2.91l-3.86-3c-1.08.72-2.45 1.15-4.07 1.15-3.13 0-5.78-2.11-6.73-4.96H1.28v3.1A11.99 11.99 0 0 0 12 24z',
    ),
    painted('#FBBC05', 'M5.27 14.28a7.2 7.2 0 0 1 0-4.56v-3.1H1.28a12 12 0 0 0 0 10.76l3.99-3.1z'),
    painted(
      '#EA4335',
      'M12 4.76c1.76 0 3.34.6 4.59 1.8l3.43-3.43C17.94 1.19 15.24 0 12 0 7.31 0 3.26 2.69 1.28 6.62l3.99 3.1C6.22 6.87 8.87 4.76 12 4.76z',
    ),
  ],
  microsoft: [
    painted('#F25022', 'M1 1h10.5v10.5H1z'),
    painted('#7FBA00', 'M12.5 1H23v10.5H12.5z'),
    painted('#00A4EF', 'M1 12.5h10.5V23H1z'),
    painted('#FFB900', 'M12.5 12.5H23V23H12.5z'),
  ],
} satisfies Record<string, Shape[]>;

export type BrandName = keyof typeof BRAND_MARKS;
