import { defineConfig } from 'vitest/config';

/** The web's unit tests: the logic that has no screen (numbers, the loader's addresses, picks). */
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
