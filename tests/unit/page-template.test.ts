import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileTemplate } from '../../src/server/modules/seo/html';
import { readPageTemplate } from '../../src/server/modules/seo/page-template';

function clientDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-template-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const index = (script: string) =>
  `<html><head><script type="module" crossorigin src="/assets/${script}"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body></body></html>`;

describe('the page template', () => {
  it('takes the stylesheet out and writes in a script that imports nothing, allowed by its hash', () => {
    const page = readPageTemplate(
      clientDir({ 'index.html': index('boot-1.js'), 'assets/boot-1.js': 'var a=1;\n', 'assets/index-1.css': '.a{color:red}' }),
    );
    expect(page.html).toBe('<html><head><script type="module">var a=1;</script></head><body></body></html>');
    expect(page.css).toBe('.a{color:red}');
    expect(page.scriptSources).toEqual([`'sha256-${crypto.createHash('sha256').update('var a=1;').digest('base64')}'`]);
  });

  it('keeps a script that imports (its imports resolve against its own address) or that could end the tag', () => {
    for (const code of ['import{a}from"./chunk-1.js";a();', 'var a="</script>";']) {
      const page = readPageTemplate(clientDir({ 'index.html': index('boot-1.js'), 'assets/boot-1.js': code, 'assets/index-1.css': '' }));
      expect(page.html).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
      expect(page.scriptSources).toEqual([]);
    }
  });

  it('keeps the tags whose files are missing', () => {
    const page = readPageTemplate(clientDir({ 'index.html': index('boot-1.js') }));
    expect(page.html).toBe(index('boot-1.js'));
    expect(page.css).toBeNull();
  });

  it('fills index.html with a page encoded as UTF-8, however large, each page its own bytes', () => {
    const template = compileTemplate('<html><head><title>Vite</title></head><body><div id="root"></div></body></html>');
    const page = (app: string) =>
      template('es', { head: '<title>Núñez</title>', styles: Buffer.from('<style>.a{}</style>'), app, state: '<script>"€"</script>' });
    const small = page('<p>Zoë 王 😀</p>');
    const expected =
      '<html lang="es"><head><title>Núñez</title><style>.a{}</style></head><body><div id="root"><p>Zoë 王 😀</p></div><script>"€"</script></body></html>';
    expect(small.toString('utf8')).toBe(expected);
    expect(small.length).toBe(Buffer.byteLength(expected));
    // Past the buffer it is written in (256 KB at first), in three-byte letters.
    const big = page(`<p>${'王'.repeat(200_000)}</p>`);
    expect(big.toString('utf8')).toBe(expected.replace('Zoë 王 😀', '王'.repeat(200_000)));
    expect(small.toString('utf8')).toBe(expected);
    const other = page('<p>another page</p>');
    expect(page('<p>Zoë 王 😀</p>').toString('utf8')).toBe(expected);
    expect(other.toString('utf8')).toBe(expected.replace('Zoë 王 😀', 'another page'));
  });
});
