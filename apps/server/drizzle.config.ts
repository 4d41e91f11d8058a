import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations only (`npm run db:generate`); they are applied by runMigrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
