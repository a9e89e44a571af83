// Checks a packaged app's resources folder (e.g. dist/linux-unpacked/resources): what app.asar
// holds, what was unpacked beside it, and the extra resources. Used by .ci/electron-dist.sh and
// test/electron-dist.test.ts. Usage: node .ci/check-asar.mjs <resources-dir>
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import asar from '@electron/asar';

/** Problems found, as readable lines; empty when the layout is right. */
export function checkResources(resources) {
  const problems = [];
  const archive = path.join(resources, 'app.asar');
  if (!existsSync(archive)) return [`${archive} is missing`];
  const entries = asar.listPackage(archive, { isPack: false }).map((f) => f.replaceAll('\\', '/').replace(/^\//, ''));
  const files = new Set(entries);
  // Folders are listed too; a package named like a binary (node_modules/@fugood/whisper.node) is one.
  const isFolder = (entry) => 'files' in asar.statFile(archive, entry, false);
  for (const entry of ['package.json', 'out/main/index.js', 'out/main/engine-process.js', 'out/main/vision.worker.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
    if (!files.has(entry)) problems.push(`app.asar lacks ${entry}`);
  }
  for (const file of files) {
    if (file.endsWith('.map') && file.startsWith('out/')) problems.push(`app.asar carries a source map: ${file}`);
    if (/^node_modules\/(electron|electron-builder|vitest|typescript|@doyensec)\//.test(file)) problems.push(`app.asar carries a dev dependency: ${file}`);
    if (/^node_modules\/@fugood\/node-whisper-[^/]*-(cuda|vulkan)\//.test(file)) problems.push(`app.asar carries a GPU whisper build: ${file}`);
  }
  // Native modules and executables must be real files beside the archive.
  const unpacked = path.join(resources, 'app.asar.unpacked');
  const nativeFiles = entries.filter((f) => (f.endsWith('.node') || /@ffmpeg-installer\/[^/]+\/ffmpeg(\.exe)?$/.test(f)) && !isFolder(f));
  if (nativeFiles.length === 0) problems.push('no native module (.node) in the app at all');
  for (const file of nativeFiles) {
    const real = path.join(unpacked, file);
    if (!existsSync(real) || !statSync(real).isFile()) problems.push(`native file not unpacked: ${file}`);
  }
  for (const pkg of ['@lancedb', 'sharp', '@img', 'onnxruntime-node', '@fugood', '@ffmpeg-installer']) {
    if (!existsSync(path.join(unpacked, 'node_modules', pkg))) problems.push(`node_modules/${pkg} is not unpacked`);
  }
  if (!existsSync(path.join(resources, 'models', 'manifest.json'))) problems.push('resources/models/manifest.json is missing');
  if (!existsSync(path.join(resources, 'icon.png'))) problems.push('resources/icon.png is missing');
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const resources = process.argv[2];
  if (!resources) {
    console.error('usage: node .ci/check-asar.mjs <resources-dir>');
    process.exit(2);
  }
  const problems = checkResources(resources);
  for (const line of problems) console.error(`✗ ${line}`);
  if (problems.length === 0) console.log(`✓ ${resources}: app.asar, unpacked native modules and extra resources look right (${readdirSync(resources).join(', ')})`);
  process.exit(problems.length === 0 ? 0 : 1);
}
