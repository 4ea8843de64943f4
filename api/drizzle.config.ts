// drizzle-kit: `npx drizzle-kit generate` (from api/) writes SQL migrations into ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
