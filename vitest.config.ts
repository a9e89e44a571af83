import { defineConfig } from 'vitest/config';

// Vitest gets its own config: vite.config.ts has electron-vite's shape (main/preload/renderer).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
