// The icons' drawings in one SVG file instead of in every page's JavaScript: a Vite plugin that
// builds a sprite of lucide's drawings for the icons src/client/components/ui/icons.tsx names
// (its `IconName`) and of the brand marks (brand-marks.ts), and gives the client its address
// (`import spriteUrl from 'virtual:icon-sprite'`).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BRAND_MARKS } from '../../src/client/components/ui/brand-marks';

const MODULE_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${MODULE_ID}`;
const ICONS_SOURCE = path.resolve(import.meta.dirname, '../../src/client/components/ui/icons.tsx');
const BRANDS_SOURCE = path.resolve(import.meta.dirname, '../../src/client/components/ui/brand-marks.ts');
/** `| 'map-pin'` in icons.tsx's `IconName`: the lucide names the site draws. */
const ICON_NAME = /^\s*\| '([a-z0-9-]+)'/gm;

type IconNode = (readonly [tag: string, attributes: Record<string, string | number>])[];
interface LucideIconModule {
  __iconData: { name: string; size?: number; node: IconNode };
}

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// lucide's drawing attributes, on each symbol rather than on every icon of every page (about 90
// bytes an icon: a creative's page draws three per award). A shape that sets its own (a brand
// mark's fill) keeps it; an icon's <svg> cannot override them. Not the fill: "none" comes from the
// stylesheet (svg, in the base layer), so that a class on an icon (fill-gold) fills its shapes.
const LUCIDE_DRAWING = ' stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function symbol(id: string, node: IconNode, size: number): string {
  const shapes = node.map(([tag, attributes]) => {
    const list = Object.entries(attributes)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${list}/>`;
  });
  return `<symbol id="${id}" viewBox="0 0 ${size} ${size}"${LUCIDE_DRAWING}>${shapes.join('')}</symbol>`;
}

export async function buildIconSprite(iconsSource = ICONS_SOURCE): Promise<{ names: string[]; svg: string }> {
  const names = [...new Set([...fs.readFileSync(iconsSource, 'utf8').matchAll(ICON_NAME)].map((match) => match[1]!))].sort();
  const symbols = await Promise.all(
    names.map(async (name) => {
      const { __iconData: data } = (await import(`lucide-react/icons/${name}`)) as LucideIconModule;
      return symbol(name, data.node, data.size ?? 24);
    }),
  );
  const brands = Object.entries(BRAND_MARKS).map(([name, shapes]) => symbol(name, shapes, 24));
  return { names, svg: `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, ...brands].join('')}</svg>` };
}

/** Fills the virtual module with the sprite's hashed address; the client build writes the file there. */
export function iconSprite(): Plugin {
  let sprite: { url: string; svg: string } | undefined;
  return {
    name: 'palmares:icon-sprite',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(ICONS_SOURCE);
      this.addWatchFile(BRANDS_SOURCE);
      const { svg } = await buildIconSprite();
      const hash = crypto.createHash('sha256').update(svg).digest('base64url').slice(0, 10);
      sprite = { url: `/assets/icons-${hash}.svg`, svg };
      if (this.environment.mode === 'build' && this.environment.config.consumer === 'client') {
        this.emitFile({ type: 'asset', fileName: sprite.url.slice(1), source: svg });
      }
      return `export default ${JSON.stringify(sprite.url)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!sprite || request.url !== sprite.url) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(sprite.svg);
      });
    },
  };
}
