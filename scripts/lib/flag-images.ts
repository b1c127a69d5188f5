// Country flags as small images instead of an emoji font: a Vite plugin that renders Twemoji's
// flag drawings (@twemoji/svg) as `/assets/flags-<hash>/<code>.png`, one file per region code,
// and gives the client the folder's address (`import flagsUrl from 'virtual:flag-images'`).
// An image arriving fills its own fixed box; a web font arriving made the browser lay out every
// text of the page again (a 55 ms task of a slow phone on a creative page). PNG, not the SVG:
// the browser builds a document on its main thread for every SVG image, a PNG decodes off it
// (docs/decisions/0020).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:flag-images';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Regional indicator A, the first of the two letters a flag emoji is written with. */
const REGIONAL_A = 0x1f1e6;
/** A Twemoji file named for two regional indicators: `1f1ea-1f1f8.svg` is ES. */
const FLAG_FILE = /^(1f1[e-f][0-9a-f])-(1f1[e-f][0-9a-f])\.svg$/;
/** Twice Twemoji's 36-unit square: sharp at the size flags are shown (about 1.1em) up to a density of 3. */
const PNG_SIZE = 72;

const letter = (codePoint: string) => String.fromCharCode('a'.charCodeAt(0) + parseInt(codePoint, 16) - REGIONAL_A);

/** Every flag Twemoji draws, by its lowercase region code ("es"), as SVG text. */
export function readFlagImages(): Map<string, string> {
  const folder = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
  const flags = new Map<string, string>();
  for (const name of fs.readdirSync(folder).sort()) {
    const match = FLAG_FILE.exec(name);
    if (match) flags.set(letter(match[1]!) + letter(match[2]!), fs.readFileSync(path.join(folder, name), 'utf8'));
  }
  return flags;
}

/** A flag's drawing as the square PNG the site serves (its bands centred, clear above and below, as in the SVG). */
export function renderFlag(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * PNG_SIZE) / 36 })
    .resize(PNG_SIZE, PNG_SIZE)
    .png({ palette: true })
    .toBuffer();
}

/** Fills the virtual module with the flags' hashed folder; the client build writes the files there. */
export function flagImages(): Plugin {
  let folder: { url: string; flags: Map<string, string> } | undefined;
  return {
    name: 'palmares:flag-images',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const flags = readFlagImages();
      const hash = crypto.createHash('sha256').update(String(PNG_SIZE));
      for (const [code, svg] of flags) hash.update(code).update(svg);
      folder = { url: `/assets/flags-${hash.digest('base64url').slice(0, 10)}/`, flags };
      if (this.environment.mode === 'build' && this.environment.config.consumer === 'client') {
        const { url } = folder;
        await Promise.all(
          [...flags].map(async ([code, svg]) =>
            this.emitFile({ type: 'asset', fileName: `${url.slice(1)}${code}.png`, source: await renderFlag(svg) }),
          ),
        );
      }
      return `export default ${JSON.stringify(folder.url)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg =
          folder && request.url?.startsWith(folder.url)
            ? folder.flags.get(request.url.slice(folder.url.length, -'.png'.length))
            : undefined;
        if (!svg) return next();
        renderFlag(svg).then((png) => {
          response.setHeader('content-type', 'image/png');
          response.end(png);
        }, next);
      });
    },
  };
}
