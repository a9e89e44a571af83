import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that keep a machine's cores busy on their own (OCR on two workers, Chromium over a fresh
 * library, the fault campaign's kill rounds and its 50-socket load, a killed ingest resumed) or
 * whose hooks wait on such work. They run one at a time after the rest, so nothing else competes
 * with them and their timeouts mean what they meant on a quiet machine.
 */
const alone = ['test/e2e/**/*.test.ts', 'test/faults.test.ts', 'test/crash-resume.test.ts', 'test/ocr.test.ts', 'test/ocr-languages.test.ts'];

// Vitest gets its own config: vite.config.ts has electron-vite's shape (main/preload/renderer).
export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, which on a 2-core CI machine runs the
    // files one at a time; most of them wait on disk, child processes or a loopback socket for much
    // of their time, so two workers keep two cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...alone],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: alone, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
