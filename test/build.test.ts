import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const engineEntry = path.join(repoRoot, 'electron/engine/index.ts');
const haveEngine = existsSync(engineEntry);
if (!haveEngine) console.warn(`[skip] build test: ${engineEntry} does not exist yet, so the engine process can't be bundled`);

describe.skipIf(!haveEngine)('electron-vite build', () => {
  let outDir = '';
  const out = (...parts: string[]) => path.join(outDir, ...parts);
  const read = (...parts: string[]) => readFileSync(out(...parts), 'utf8');

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'mnemo-build-'));
    // `-c ./vite.config.ts`, not `-c vite.config.ts`: electron-vite refuses the bare name (STACK.md).
    const cli = path.join(repoRoot, 'node_modules/electron-vite/bin/electron-vite.js');
    await promisify(execFile)(process.execPath, [cli, 'build', '-c', './vite.config.ts', '--outDir', outDir], {
      cwd: repoRoot,
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  }, 130_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('emits main, the engine process, the CommonJS preload and the renderer', () => {
    for (const file of ['main/index.js', 'main/engine-process.js', 'preload/index.cjs', 'renderer/index.html']) {
      expect(existsSync(out(file)), file).toBe(true);
    }
  });

  it('keeps dependencies out of the main bundle (native modules load from node_modules)', () => {
    // Rolldown marks each bundled module with a path comment; none should point into node_modules.
    expect(read('main/index.js')).not.toMatch(/^\/\/ .*node_modules\//m);
    expect(read('main/engine-process.js')).not.toMatch(/^\/\/ .*node_modules\//m);
  });

  it('emits a preload a sandboxed renderer can run: CommonJS that requires only electron', () => {
    const preload = read('preload/index.cjs');
    expect(preload).not.toMatch(/^\s*(import|export)\s/m);
    const required = [...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((match) => match[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
  });

  it('keeps the strict content security policy and no inline script in the built page', () => {
    const html = read('renderer/index.html');
    expect(html).toContain(`default-src 'self'; img-src 'self' data: mnemo-media:;`);
    expect(html).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/https?:\/\//);
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/\ssrc=/);
  });

  it('refers to its scripts and styles relative to the page: file:// in the app, /<secret prefix>/ under serve', () => {
    const html = read('renderer/index.html');
    const refs = [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/^\.\/assets\//);
  });
});
