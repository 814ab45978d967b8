import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['contract/test/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          // antd forms render slowly in jsdom; a busy 2-core machine needs more than the 5 s default.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page waits on the real server and the browser; on a busy 2-core machine a second is short.
          expect: { poll: { timeout: 10_000 } },
          // One browser at a time: the CI machine has 2 cores.
          fileParallelism: false,
          // A browser test on a 2-core machine that also runs the server and web suites can miss a wait
          // now and then (a different one each run, never the same one twice). A case that fails once is
          // run again once and reported as retried; a real defect fails both times.
          retry: 1,
        },
      },
    ],
  },
});
