import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per workspace; API suites get a fresh database each and so more time.
//
// Two things keep the run short on a small machine (docs/decisions/0045-test-run-time.md):
// - at least two test processes, whatever the machine: the API and database suites wait on
//   PostgreSQL about half their time, and Vitest's default of one process fewer than the cores
//   leaves a 2-core machine running one suite at a time;
// - the server-side projects share their modules between the files of one process
//   (`isolate: false`): importing the API afresh cost about 0.7 s per file, about a third of
//   the run. Those suites keep no state in modules between files (each opens its own app on its own
//   database). The web project keeps one module graph per file: its suites set the session
//   store, the language and the sanitiser, which are module state.
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], isolate: false } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], isolate: false } },
      { test: { name: 'db', root: 'packages/db', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, isolate: false } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
      { test: { name: 'tools', root: 'tools', include: ['**/*.test.js'], isolate: false } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
