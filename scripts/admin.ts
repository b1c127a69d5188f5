import { parseEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { setRoleByEmail } from '../src/server/modules/accounts/account.repository';

// npm run admin -- grant EMAIL | revoke EMAIL: gives or takes the moderator role.
const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email?.includes('@')) {
  console.error('usage: npm run admin -- grant EMAIL | revoke EMAIL');
  process.exit(2);
}
const env = parseEnv();
const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await runMigrations(handle);
const changed = await setRoleByEmail(handle.db, [email], command === 'grant' ? 'moderator' : 'user');
await handle.close();
if (changed === 0) {
  console.error(`No account with the email ${email}: sign up first, then run this again.`);
  process.exit(1);
}
console.log(command === 'grant' ? `${email} is now a moderator.` : `${email} is no longer a moderator.`);
