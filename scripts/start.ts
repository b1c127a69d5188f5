import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// `npm start` on a fresh clone: build the client once, then serve (main migrates and seeds).
if (!fs.existsSync('dist/client/index.html')) {
  console.log('Building the client (first start)...');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
}
await import('../src/server/main');
