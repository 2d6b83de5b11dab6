import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @dis/server` writes the migration of a change to `src/db/schema.ts`
 * (docs/architecture.md "Database schema and migrations").
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  migrations: { prefix: 'timestamp' },
});
