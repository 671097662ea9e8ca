import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Migrates each kind of test database once per run; test files open copies of it.
    globalSetup: ['packages/server/src/testing/test-run.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
