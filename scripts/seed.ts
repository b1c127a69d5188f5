// `npm run db:seed`: loads the demo data into the configured database when it is empty.
import { parseEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { awards, creatives, festivals } from '../src/server/db/schema';
import { seedDemoData } from '../src/server/db/seed/seed';

const env = parseEnv();
const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await runMigrations(handle);
  const started = Date.now();
  const { seeded } = await seedDemoData(handle.db, { today: new Date() });
  const summary = [
    `${await handle.db.$count(festivals)} festivals`,
    `${await handle.db.$count(creatives)} creatives`,
    `${await handle.db.$count(awards)} awards`,
  ].join(', ');
  console.log(
    seeded
      ? `Demo data loaded (${handle.kind}) in ${Date.now() - started} ms: ${summary}`
      : `Database not empty (${handle.kind}), nothing seeded: ${summary}`,
  );
} finally {
  await handle.close();
}
