import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { openEngine, type Engine } from '../../electron/engine/index';
import { startServer, type RunningServer } from '../../electron/engine/serve/server';
import { fixture } from '../support/fixtures';

/**
 * What the browser tests share: Debian's Chromium driven by playwright-core, the renderer built
 * fresh, and serve mode started in this process on a library made from the shared fixtures.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const CHROMIUM = process.env.MNEMO_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Whether a Chromium is installed. Without one the suite skips with a message; under CI=true a
 * missing browser is a failure, so the UI tests can't silently stop running.
 */
export function haveChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const hint = `Chromium not found at ${CHROMIUM} (install it with \`apt-get install -y chromium\`, or set MNEMO_CHROMIUM)`;
  if (process.env.CI === 'true') throw new Error(`${hint}; the browser tests need it under CI`);
  console.warn(`[skip] ${hint}; the browser tests are skipped`);
  return false;
}

/** Flags for a headless Chromium on a small CI machine with no GPU and no network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * Builds the app of the checkout at `repo` (this one by default) into `outDir` (a few seconds), so
 * the tests never run a stale out/renderer; bench:ui builds an older commit's for its baseline.
 */
export async function buildRenderer(outDir: string, repo = repoRoot): Promise<string> {
  const cli = path.join(repo, 'node_modules/electron-vite/bin/electron-vite.js');
  // `-c ./vite.config.ts`, not `-c vite.config.ts`: electron-vite refuses the bare name.
  await promisify(execFile)(process.execPath, [cli, 'build', '-c', './vite.config.ts', '--outDir', outDir], {
    cwd: repo,
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const rendererDir = path.join(outDir, 'renderer');
  if (!existsSync(path.join(rendererDir, 'index.html'))) throw new Error(`the build left no ${rendererDir}/index.html`);
  return rendererDir;
}

/** A few real photos: one in Rome, three from one afternoon in Arezzo, one without GPS, three with faces. */
export const FIXTURE_PHOTOS: Array<[folder: string, name: string]> = [
  ['photos/exif', 'drew_Apple_iPhone_4.jpg'],
  ['photos/exif', 'ianare_gps_DSCN0010.jpg'],
  ['photos/exif', 'ianare_gps_DSCN0012.jpg'],
  ['photos/exif', 'ianare_gps_DSCN0021.jpg'],
  ['photos/exif', 'drew_Nikon_D5000.jpg'],
  ['faces', 'fr_obama.jpg'],
  ['faces', 'fr_obama2.jpg'],
  ['faces', 'fr_biden.jpg'],
];

export interface Served {
  engine: Engine;
  server: RunningServer;
  photos: string;
  libraryDir: string;
  close(): Promise<void>;
}

/** Indexes the fixture photos into a fresh library (no LLM: its URL points at a closed port) and serves it. */
export async function serveFixtureLibrary(base: string, rendererDir: string): Promise<Served> {
  const photos = path.join(base, 'photos');
  const libraryDir = path.join(base, 'library');
  await mkdir(photos, { recursive: true });
  for (const [folder, name] of FIXTURE_PHOTOS) await copyFile(fixture(folder, name), path.join(photos, name));
  const engine = await openEngine({ libraryDir, modelsDir: path.join(base, 'models') });
  await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
  await engine.indexOnce([photos]);
  const server = await startServer({ engine, rendererDir, libraryDir });
  return {
    engine,
    server,
    photos,
    libraryDir,
    async close() {
      await server.close();
      await engine.close();
    },
  };
}
