import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptAssets, restoreAssets, setAsideAssets } from '../../scripts/lib/previous-assets';

/** A client build as vite leaves it: the folder emptied, then its files written. */
function build(client: string, files: Record<string, string>): void {
  fs.rmSync(client, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(client, 'assets', file)), { recursive: true });
    fs.writeFileSync(path.join(client, 'assets', file), text);
  }
}

function buildInPlace(root: string, files: Record<string, string>, { fails = false } = {}): string[] {
  const client = path.join(root, 'client');
  const aside = path.join(root, '.previous-assets');
  const previous = setAsideAssets(client, aside);
  try {
    build(client, files);
    if (fails) throw new Error('build failed');
  } finally {
    restoreAssets(client, aside, previous);
  }
  return fs
    .readdirSync(path.join(client, 'assets'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(client, 'assets'), path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('the previous build’s assets', () => {
  it('are kept beside the new build’s, one build back', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    expect(buildInPlace(root, { 'page-aaa.js': '1', 'shell-sss.js': 's', 'flags-f1/es.png': 'es1' })).toEqual([
      'flags-f1/es.png',
      'page-aaa.js',
      'shell-sss.js',
    ]);

    // The second build changed the page and the flags; the shell's file is the same.
    expect(buildInPlace(root, { 'page-bbb.js': '2', 'shell-sss.js': 's', 'flags-f2/es.png': 'es2' })).toEqual([
      'flags-f1/es.png',
      'flags-f2/es.png',
      'page-aaa.js',
      'page-bbb.js',
      'shell-sss.js',
    ]);
    expect([...keptAssets(path.join(root, 'client'))].sort()).toEqual(['flags-f1/es.png', 'page-aaa.js']);

    // The third keeps the second's files, not what the second had kept of the first.
    expect(buildInPlace(root, { 'page-ccc.js': '3', 'shell-sss.js': 's', 'flags-f2/es.png': 'es2' })).toEqual([
      'flags-f2/es.png',
      'page-bbb.js',
      'page-ccc.js',
      'shell-sss.js',
    ]);
    expect(fs.readFileSync(path.join(root, 'client/assets/page-bbb.js'), 'utf8')).toBe('2');
    expect(fs.existsSync(path.join(root, '.previous-assets'))).toBe(false);
  });

  it('come back when the build fails', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    buildInPlace(root, { 'page-aaa.js': '1' });
    expect(() => buildInPlace(root, {}, { fails: true })).toThrow('build failed');
    expect(fs.readFileSync(path.join(root, 'client/assets/page-aaa.js'), 'utf8')).toBe('1');
  });
});
