import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // 2 cores: integration tests start an S3 server each; keep the pool small.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
  },
});
