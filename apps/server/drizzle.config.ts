import { defineConfig } from 'drizzle-kit';

/** Every `*.table.ts` is part of the schema: a module's tables need no central line for drizzle-kit. */
export const schemaGlob = './src/**/*.table.ts';

export default defineConfig({
  dialect: 'postgresql',
  schema: schemaGlob,
  out: './drizzle',
});
