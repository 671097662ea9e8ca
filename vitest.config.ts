import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Migrates each kind of test database once per run; test files open copies of it.
    globalSetup: ['packages/server/src/testing/test-run.ts'],
    // A worker per core, at least two: database test files spend much of their time waiting on
    // PostgreSQL, another process, so two files overlap even on two cores (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    // The first file to open a database builds the run's template while others wait on it, beside
    // the browser suite: give set-up room on a busy machine.
    hookTimeout: 120_000,
  },
});
