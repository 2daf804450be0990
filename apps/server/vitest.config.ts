import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A migrated PGlite database dumped once, that every test file's database starts from.
    globalSetup: ['src/test/globalSetup.ts'],
    // Each test file gets its own database, so files run in parallel on both cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
