// Lays out a stand-in for Electron's unpacked distribution, for machines that cannot download the
// real one (its binaries come only from GitHub releases). electron-builder copies it like the real
// folder and packs the app around it, so the app's own packaging — app.asar, what is unpacked
// beside it, the extra resources, the afterPack fuse hook — is built and checked for real. Only the
// executable is not Electron: a shell script that says so and fails, carrying Electron's fuse wire
// (sentinel, version 1, one byte per fuse) so @electron/fuses flips it as it would the real one.
//
// Usage: node .ci/stand-in-electron.mjs <dir>   (prints <dir>)
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node .ci/stand-in-electron.mjs <dir>');
  process.exit(2);
}
const { FuseV1Options } = require('@electron/fuses');
const fuseCount = Object.keys(FuseV1Options).filter((k) => Number.isNaN(Number(k))).length;
const version = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;

mkdirSync(path.join(dir, 'resources'), { recursive: true });
const script = Buffer.from(
  '#!/bin/sh\necho "This is a stand-in for Electron (a packaging-layout build): get the real app from npm run dist where Electron downloads." >&2\nexit 1\n',
);
// After `exit` the shell reads no further: the fuse wire rides along as data.
const wire = Buffer.concat([Buffer.from(`# ${SENTINEL}`), Buffer.from([1, fuseCount]), Buffer.alloc(fuseCount, 0x31), Buffer.from('\n')]);
const executable = path.join(dir, 'electron');
writeFileSync(executable, Buffer.concat([script, wire]));
chmodSync(executable, 0o755);
writeFileSync(path.join(dir, 'version'), version);
writeFileSync(path.join(dir, 'LICENSE'), 'Stand-in for the Electron distribution (not Electron).\n');
console.log(dir);
