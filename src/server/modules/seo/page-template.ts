import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The client build's index.html as the page routes write it, with what it took in. */
export interface PageTemplate {
  /** index.html without its stylesheet link, its own script written in. */
  html: string;
  /** The whole stylesheet (null without a built one): a page writes the rules it uses into its head. */
  css: string | null;
  /** The CSP sources (`'sha256-…'`) of the scripts written into the HTML. */
  scriptSources: string[];
}

const asset = (clientDir: string, file: string): string | null => {
  const full = path.join(clientDir, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
};

/**
 * index.html with its stylesheet link taken out (page-styles.ts) and its script (boot.ts, a few
 * hundred bytes that import nothing) written in. A browser, and Lighthouse's model of a slow
 * phone, paints a page once its HTML has arrived, not one request later; and with nothing requested
 * before the first paint but the pictures, the largest paint waits on nothing either. The content
 * security policy allows the written-in script by its hash.
 */
export function readPageTemplate(clientDir: string): PageTemplate {
  let css: string | null = null;
  const scriptSources: string[] = [];
  const html = fs
    .readFileSync(path.join(clientDir, 'index.html'), 'utf8')
    .replace(/\s*<link rel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/, (tag, file: string) => {
      css = asset(clientDir, file);
      return css === null ? tag : '';
    })
    .replace(/<script type="module"[^>]*\bsrc="\/(assets\/[^"]+\.js)"[^>]*><\/script>/, (tag, file: string) => {
      const code = asset(clientDir, file)?.trim();
      // An import would resolve against the page's URL, not the file's.
      if (!code || /\bimport\b/.test(code) || /<\/script/i.test(code)) return tag;
      scriptSources.push(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
      return `<script type="module">${code}</script>`;
    });
  return { html, css, scriptSources };
}
