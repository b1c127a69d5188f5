// Shared by `npm run db:backup` and `npm run db:restore` (PGlite's folder; PostgreSQL has its own tools).
import type { PGlite } from '@electric-sql/pglite';

/** What to run instead on a PostgreSQL server: its own dump, which a running server allows. */
export const POSTGRES_INSTRUCTIONS = `DATABASE_URL is set: back up and restore the PostgreSQL server with its own tools (the app may keep running while pg_dump reads):
  pg_dump --format=custom --file=palmares-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --exit-on-error --dbname="$DATABASE_URL" FILE.dump
(pg_restore into a new, empty database: --dbname of that database, without --clean.)`;

/** `palmares-20261124T081500Z.tar.gz`: sorts by time, UTC. */
export function defaultBackupName(now: Date): string {
  return `palmares-${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z.tar.gz`;
}

/** Rows in every table of the database, by `schema.table`. */
export async function rowCounts(client: PGlite): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from ${name}`);
    counts[name] = rows[0]!.count;
  }
  return counts;
}
