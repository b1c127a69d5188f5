import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverBuild, staleness } from '../../scripts/lib/builds';

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, at: number) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, '');
  fs.utimesSync(full, at / 1000, at / 1000);
}

describe('staleness of a build (npm start rebuilds, the bench picks its entry)', () => {
  it('names the missing output', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-build-'));
    write('src/server/main.ts', 1_000_000);
    expect(staleness(serverBuild, root)).toBe('no dist/server/main.js');
  });

  it('is fresh when the output is newer than every source', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-build-'));
    write('src/server/main.ts', 1_000_000);
    write('src/shared/paths.ts', 2_000_000);
    write('dist/server/main.js', 3_000_000);
    expect(staleness(serverBuild, root)).toBeNull();
  });

  it('names a source changed after the build, however deep', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-build-'));
    write('src/server/main.ts', 1_000_000);
    write('dist/server/main.js', 3_000_000);
    write('src/shared/schemas/creative.ts', 4_000_000);
    expect(staleness(serverBuild, root)).toBe('src/shared/schemas/creative.ts is newer than dist/server/main.js');
  });
});
