// Electronegativity (Doyensec's Electron security linter) over the app's Electron-facing code —
// electron/main, electron/preload, the renderer's index.html and package.json (for the Electron
// version) — or over a packaged app.asar (--input). Fails on any high or medium finding that
// .ci/electronegativity-allowlist.json does not explain, and on files it could not parse.
//
// Offline: Electronegativity fetches translations and Electron's release list with `got`; that
// module is replaced by one that fails at once, so the scan opens no connection, and the check that
// needs the release list (AvailableSecurityFixesGlobalCheck) is excluded.
//
// Usage: node .ci/security-scan.mjs [--input <dir|.asar>] [--json]
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const ALLOWLIST = path.join(repo, '.ci', 'electronegativity-allowlist.json');
const NETWORK_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

function blockNetwork() {
  const pkgDir = path.dirname(require.resolve('@doyensec/electronegativity/package.json'));
  const fromPkg = createRequire(path.join(pkgDir, 'dist', 'runner.js'));
  const refuse = () => Promise.reject(new Error('network disabled for the Mnemo security scan'));
  const stub = Object.assign(refuse, { get: refuse, post: refuse, default: refuse });
  for (const from of ['dist/locales/i18n.js', 'dist/finder/checks/GlobalChecks/AvailableSecurityFixesGlobalCheck.js']) {
    const gotPath = createRequire(path.join(pkgDir, from)).resolve('got');
    fromPkg.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: stub, children: [], paths: [] };
  }
  return fromPkg;
}

/** The app's own Electron-facing sources, copied to a temp folder (Electronegativity takes one input). */
function stageSources() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mnemo-eneg-'));
  for (const part of ['electron/main', 'electron/preload']) cpSync(path.join(repo, part), path.join(dir, part), { recursive: true });
  mkdirSync(path.join(dir, 'renderer'), { recursive: true });
  cpSync(path.join(repo, 'renderer', 'index.html'), path.join(dir, 'renderer', 'index.html'));
  cpSync(path.join(repo, 'package.json'), path.join(dir, 'package.json'));
  return dir;
}

const normalise = (file) => file.replaceAll('\\', '/');

/** Runs the scan; returns every finding, which ones the allowlist explains, and which it does not. */
export async function scan({ input } = {}) {
  const fromPkg = blockNetwork();
  const run = fromPkg('./runner.js');
  const staged = input ? null : stageSources();
  const target = input ?? staged;
  // Electronegativity logs its banner and progress; keep the test output readable.
  const log = console.log;
  console.log = () => undefined;
  let result;
  try {
    result = await run({ input: target, isRelative: true, excludeFromScan: NETWORK_CHECKS, severitySet: 'informational', confidenceSet: 'tentative' }, false);
  } finally {
    console.log = log;
    if (staged) rmSync(staged, { recursive: true, force: true });
  }
  const allowlist = JSON.parse(readFileSync(ALLOWLIST, 'utf8')).accepted;
  const findings = result.issues.map((issue) => ({
    id: issue.id,
    file: normalise(issue.file),
    line: issue.location?.line ?? 0,
    severity: issue.severity.name,
    confidence: issue.confidence.name,
    reviewRequired: Boolean(issue.manualReview),
    description: issue.description,
  }));
  const explains = (finding) => allowlist.find((a) => a.id === finding.id && (!a.file || finding.file.endsWith(a.file)));
  const serious = findings.filter((f) => f.severity === 'HIGH' || f.severity === 'MEDIUM');
  return {
    findings,
    accepted: serious.filter(explains).map((f) => ({ ...f, reason: explains(f).reason })),
    unexplained: serious.filter((f) => !explains(f)),
    parseErrors: result.errors.filter((e) => !e.tolerable).map((e) => ({ file: normalise(e.file), message: e.message })),
    checks: result.globalChecks + result.atomicChecks,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const inputAt = args.indexOf('--input');
  const report = await scan(inputAt >= 0 ? { input: path.resolve(args[inputAt + 1]) } : {});
  if (args.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(`Electronegativity: ${report.checks} checks, ${report.findings.length} findings`);
    for (const f of report.findings) {
      const mark = f.severity === 'HIGH' || f.severity === 'MEDIUM' ? (report.unexplained.includes(f) ? '✗' : '✓ accepted') : '·';
      console.log(`  ${mark} ${f.severity}/${f.confidence}${f.reviewRequired ? ' (review)' : ''} ${f.id} ${f.file}:${f.line}`);
    }
    for (const a of report.accepted) console.log(`    ${a.id}: ${a.reason}`);
    for (const e of report.parseErrors) console.log(`  ✗ could not parse ${e.file}: ${e.message}`);
  }
  process.exit(report.unexplained.length === 0 && report.parseErrors.length === 0 ? 0 : 1);
}
