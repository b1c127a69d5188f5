/**
 * Renders the site's drawings (scripts/drawings/**.svg) into the raster files it serves from
 * public/: the favicon as favicon.png, the demo data's images as images/demo/**.webp (the paths
 * the seed stores). `npm run render-images` after changing a drawing.
 *
 * Raster, not SVG: a browser builds a whole document for every SVG image on its main thread
 * (10-35 ms each on a slow phone, docs/decisions/0020), while a PNG or WebP decodes off it. The
 * files are committed so that a build does not depend on the fonts of the machine it runs on
 * (the logos' initials are text).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const SOURCE = path.resolve('scripts/drawings');
const TARGET = path.resolve('public');
const WEBP_QUALITY = 75;

/**
 * Where each drawing goes and how wide: portraits and logos twice the widest box they are shown
 * in, sharp up to a density of 2; banners as wide as the page's content (a soft gradient loses
 * little, and a banner is the festival page's largest paint: its bytes count); the favicon at the
 * largest size browsers ask for, 192 px.
 */
function targetOf(relative: string): { file: string; width: number; format: 'png' | 'webp' } {
  if (relative === 'favicon.svg') return { file: 'favicon.png', width: 192, format: 'png' };
  const name = path.basename(relative);
  const width = name.endsWith('-banner.svg') ? 1200 : name.startsWith('creative-') ? 512 : 320;
  return { file: path.join('images', relative.replace(/\.svg$/, '.webp')), width, format: 'webp' };
}

function drawings(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? drawings(path.join(folder, entry.name)) : entry.name.endsWith('.svg') ? [path.join(folder, entry.name)] : [],
    );
}

for (const source of drawings(SOURCE).sort()) {
  const relative = path.relative(SOURCE, source);
  const { file, width, format } = targetOf(relative);
  const svg = fs.readFileSync(source);
  const { width: drawn = width } = await sharp(svg).metadata();
  const target = path.join(TARGET, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Drawn at the final size (density), not scaled up from the drawing's own size.
  const image = sharp(svg, { density: (72 * width) / drawn }).resize({ width });
  await (format === 'png' ? image.png({ palette: true }) : image.webp({ quality: WEBP_QUALITY })).toFile(target);
  console.log(`${relative} → public/${file} (${width} px, ${fs.statSync(target).size} bytes)`);
}
