import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied in code (src/server/db/migrate.ts), because
// drizzle-kit's own migrate cannot load PGlite's pg_trgm and unaccent extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
