import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The read-only fixtures beside the checkout (`../shared/fixtures`), or MNEMO_FIXTURES. */
export const fixturesDir = process.env.MNEMO_FIXTURES ?? path.resolve(repoRoot, '..', 'shared', 'fixtures');

/**
 * Whether a fixture folder is present. In an outside contributor's clone the fixtures are absent and
 * those suites skip with a message; under CI=true absence is a failure, so a missing copy can't
 * silently turn suites green.
 */
export function haveFixtures(sub: string): boolean {
  const dir = path.join(fixturesDir, sub);
  if (existsSync(dir)) return true;
  if (process.env.CI === 'true') throw new Error(`fixtures missing under CI: ${dir}`);
  console.warn(`[skip] fixtures not found at ${dir}; suites that need them are skipped`);
  return false;
}

export function fixture(...parts: string[]): string {
  return path.join(fixturesDir, ...parts);
}
