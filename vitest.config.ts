import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest gets its own config: vite.config.ts has electron-vite's shape (main/preload/renderer).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, which on a 2-core CI machine runs the
    // files one at a time. Most files spend their time waiting on child processes, Chromium, disk
    // or a loopback socket, so two workers on two cores keep both busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
