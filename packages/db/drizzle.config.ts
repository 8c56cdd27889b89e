import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema, reviewed and committed; never pushed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  strict: true,
  verbose: true,
});
