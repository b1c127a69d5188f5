import { parseArgs } from 'node:util';
import { clientBuild, projectRoot, serverBuild, ssrBuild, staleness } from './lib/builds';

// `npm run build`: the client (vite), its server renderer (vite --ssr, dist/ssr) and the server
// (esbuild, dist/server/main.js). With // `--if-stale` (`npm start`), only what is missing or older than its sources.
const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean', default: false } } });

for (const build of [clientBuild, ssrBuild, serverBuild]) {
  const reason = values['if-stale'] ? staleness(build) : 'npm run build';
  if (reason === null) continue;
  console.log(`Building the ${build.name} (${reason})...`);
  await build.build(projectRoot);
}
