import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const testFiles = ['packages/*/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'];
/** React components, each file in a simulated DOM of its own with globals it stubs. */
const componentFiles = ['packages/web/src/**/*.test.tsx'];

export default defineConfig({
  test: {
    // Migrates each kind of test database once per run; test files open copies of it.
    globalSetup: ['packages/server/src/testing/test-run.ts'],
    // A worker per core, at least two: database test files spend much of their time waiting on
    // PostgreSQL, another process, so two files overlap even on two cores (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    // The first file to open a database builds the run's template while others wait on it, beside
    // the browser suite: give set-up room on a busy machine.
    hookTimeout: 120_000,
    projects: [
      {
        test: {
          name: 'node',
          include: testFiles,
          exclude: [...configDefaults.exclude, ...componentFiles],
          // A worker keeps the modules it loaded from one file to the next instead of starting
          // afresh for each (about 2 s per server test file, 0.5 s per domain one). Each file
          // already opens its own databases and apps and closes them, and none stubs a global.
          isolate: false,
        },
      },
      {
        test: {
          name: 'components',
          include: componentFiles,
          // A simulated DOM renders a whole detail page in a second or two on an idle machine, and
          // ten times that beside the browser suite on a busy one.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
