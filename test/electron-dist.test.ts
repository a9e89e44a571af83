import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import picomatch from 'picomatch';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Packaging checks that run without the Electron binary (which can't be downloaded on these
 * machines): electron-builder.yml itself, the fuse hook against @electron/fuses, and — when a build
 * exists (`.ci/electron-dist.sh`, around a stand-in for Electron's folder where it can't be
 * downloaded) — what it packed.
 */
const repo = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
// js-yaml comes with electron-builder, which reads the same file with it.
const yaml = require('js-yaml') as { load(text: string): unknown };
/** The parts of electron-builder.yml the tests read (its own Configuration type makes every field optional). */
interface PlatformConfig {
  target: string | string[];
  icon: string;
}
interface BuilderConfig {
  appId: string;
  linux: PlatformConfig & { files: string[] };
  mac: PlatformConfig;
  win: PlatformConfig;
  directories: { buildResources: string };
  extraResources: Array<{ from: string; to: string; filter?: string[] }>;
  publish: unknown;
  npmRebuild: boolean;
  afterPack: string;
  asarUnpack: string[];
  files: string[];
}
const config = yaml.load(readFileSync(path.join(repo, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
const temp: string[] = [];

/** Folders of the packages `npm ls` counts as production ones — what electron-builder packs. Its exit code is ignored: a stray extraneous package elsewhere must not fail this. */
function productionPackageDirs(): string[] {
  const out = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: repo, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return out.stdout.split('\n').filter((dir) => dir.includes(`${path.sep}node_modules${path.sep}`));
}
afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('electron-builder.yml', () => {
  it('builds AppImage and deb on Linux, dmg on macOS, NSIS on Windows, with the app id and icons', () => {
    expect(config.appId).toBe('app.mnemo.desktop');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toBe('dmg');
    expect(config.win.target).toBe('nsis');
    for (const platform of ['linux', 'mac', 'win'] as const) expect(existsSync(path.join(repo, config[platform].icon)), platform).toBe(true);
    expect(config.directories.buildResources).toBe('resources');
  });

  it('ships the model manifest and the tray icon as extra resources, and no update feed', () => {
    const extras = config.extraResources;
    expect(extras).toContainEqual({ from: 'models', to: 'models', filter: ['manifest.json'] });
    expect(extras).toContainEqual({ from: 'resources/icon.png', to: 'icon.png' });
    expect(existsSync(path.join(repo, 'models', 'manifest.json'))).toBe(true);
    expect(config.publish).toBeNull();
  });

  it('rebuilds nothing (all native modules are N-API prebuilds) and flips the fuses in an afterPack hook', () => {
    expect(config.npmRebuild).toBe(false);
    expect(config.afterPack).toBe('.ci/electron-after-pack.mjs');
    expect(existsSync(path.join(repo, config.afterPack))).toBe(true);
  });

  it('unpacks every native binary and executable of the production dependencies from the asar', () => {
    const packages = productionPackageDirs();
    const unpack = picomatch(config.asarUnpack, { dot: true });
    const excluded = picomatch(
      [...config.files, ...config.linux.files].filter((p) => p.startsWith('!')).map((p) => p.slice(1)),
      { dot: true },
    );
    const native: string[] = [];
    const walk = (dir: string, depth: number): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory() && entry.name !== 'node_modules' && depth < 8) walk(file, depth + 1);
        else if (entry.isFile() && (entry.name.endsWith('.node') || (entry.name === 'ffmpeg' && (statSync(file).mode & 0o111) !== 0))) native.push(file);
      }
    };
    for (const dir of new Set(packages)) if (existsSync(dir)) walk(dir, 0);
    expect(native.length).toBeGreaterThan(3);
    const relative = native.map((file) => path.relative(repo, file).split(path.sep).join('/'));
    const missing = relative.filter((file) => !excluded(file) && !unpack(file));
    expect(missing).toEqual([]);
  });
});

describe('the afterPack fuse hook', () => {
  const FUSES = ['RunAsNode', 'EnableCookieEncryption', 'EnableNodeOptionsEnvironmentVariable', 'EnableNodeCliInspectArguments', 'EnableEmbeddedAsarIntegrityValidation', 'OnlyLoadAppFromAsar', 'LoadBrowserProcessSpecificV8Snapshot', 'GrantFileProtocolExtraPrivileges'];

  /** A file with Electron's fuse wire in it (sentinel, version 1, 8 fuses all enabled) — not an Electron binary. */
  const fakeWire = (file: string): void => {
    const sentinel = Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX');
    writeFileSync(file, Buffer.concat([Buffer.alloc(64, 7), sentinel, Buffer.from([1, 8]), Buffer.alloc(8, 0x31), Buffer.alloc(64, 7)]));
  };

  it('flips the fuses @electron/fuses finds in the executable electron-builder laid out', async () => {
    const hook = await import(path.join(repo, '.ci/electron-after-pack.mjs'));
    const fuses = require('@electron/fuses') as { getCurrentFuseWire(file: string): Promise<Record<string, number>> };
    const states = async (file: string) => {
      const wire = await fuses.getCurrentFuseWire(file);
      return Object.fromEntries(FUSES.map((name, i) => [name, wire[i] === 0x31 ? 'on' : wire[i] === 0x30 ? 'off' : 'other']));
    };
    for (const platform of ['linux', 'win32'] as const) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'mnemo-fuses-'));
      temp.push(dir);
      const packager = { executableName: 'mnemo', appInfo: { productFilename: 'Mnemo' } };
      const context = { appOutDir: dir, electronPlatformName: platform, arch: 1, packager };
      const binary = hook.electronBinary(context);
      expect(binary).toBe(path.join(dir, platform === 'win32' ? 'Mnemo.exe' : 'mnemo'));
      fakeWire(binary);
      await hook.default(context);
      expect(await states(binary)).toEqual({
        RunAsNode: 'off',
        EnableCookieEncryption: 'on',
        EnableNodeOptionsEnvironmentVariable: 'off',
        EnableNodeCliInspectArguments: 'off',
        // Electron checks ASAR integrity only on macOS and Windows (electron-builder embeds the hash there).
        EnableEmbeddedAsarIntegrityValidation: platform === 'win32' ? 'on' : 'off',
        OnlyLoadAppFromAsar: 'on',
        LoadBrowserProcessSpecificV8Snapshot: 'off',
        GrantFileProtocolExtraPrivileges: 'on',
      });
    }
    expect(hook.fuseConfig('linux', 'x64')['4']).toBe(false);
    expect(hook.fuseConfig('darwin', 'arm64')).toMatchObject({ '4': true, resetAdHocDarwinSignature: true });
  });
});

describe('the bundles need only what electron-builder packs', () => {
  it('every package out/main and out/preload load is a production dependency (devDependencies are not packed)', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'mnemo-dist-build-'));
    temp.push(outDir);
    const cli = path.join(repo, 'node_modules/electron-vite/bin/electron-vite.js');
    execFileSync(process.execPath, [cli, 'build', '-c', './vite.config.ts', '--outDir', outDir], { cwd: repo, stdio: 'ignore', timeout: 120_000 });
    const production = new Set(
      productionPackageDirs().map((dir) => dir.slice(dir.lastIndexOf(`node_modules${path.sep}`) + 'node_modules/'.length).split(path.sep).join('/')),
    );
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const specifiers = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(c|m)?js$/.test(entry.name)) {
          const code = readFileSync(file, 'utf8');
          for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|[\w$]*[rR]equire[\w$]*(?:\.resolve)?\s*\(\s*|\)\s*\(\s*|[\w$]*PackageFile\s*\(\s*|^import\s*)["']([^"'./][^"']*)["']/gm)) {
            // Only what can be a package name (the pattern also meets words in strings and comments).
            if (/^(?:node:)?(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]+)?$/.test(m[1]!)) specifiers.add(m[1]!);
          }
        }
      }
    };
    walk(path.join(outDir, 'main'));
    walk(path.join(outDir, 'preload'));
    const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    const missing = [...specifiers].filter((spec) => !builtins.has(spec) && spec !== 'electron' && !production.has(packageOf(spec)));
    // The native and data packages the engine loads through createRequire are among them.
    for (const spec of ['apache-arrow', '@lancedb/lancedb', 'sharp', '@fugood/whisper.node', '@ffmpeg-installer/ffmpeg', 'zod']) expect(specifiers, spec).toContain(spec);
    expect(missing).toEqual([]);
  }, 150_000);
});

describe('a packaged build, when there is one', () => {
  const resources = path.join(repo, 'dist', 'linux-unpacked', 'resources');
  const built = existsSync(path.join(resources, 'app.asar'));
  // .ci/run always builds one (around a stand-in for Electron where it can't be downloaded).
  if (!built && process.env.CI === 'true') throw new Error(`${resources}/app.asar does not exist: .ci/run builds it with .ci/electron-dist.sh --stand-in`);
  if (!built) console.warn(`[skip] ${resources}/app.asar does not exist: run .ci/electron-dist.sh (--stand-in without an Electron binary)`);

  it.skipIf(!built)('packed out/, the production modules, unpacked native binaries and the extra resources', async () => {
    const { checkResources } = await import(path.join(repo, '.ci/check-asar.mjs'));
    expect(checkResources(resources)).toEqual([]);
  });
});
