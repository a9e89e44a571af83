import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A fresh temp folder, removed after the file's tests. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `mnemo-${prefix}-`));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Poll until `check` holds or the time runs out (for the watcher's asynchronous events). */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
