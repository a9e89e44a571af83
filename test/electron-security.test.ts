import dns from 'node:dns';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The Electron security scan (.ci/security-scan.mjs, Electronegativity) is part of `npm test`:
 * no high or medium finding may be left unexplained by .ci/electronegativity-allowlist.json.
 */
type Finding = { id: string; file: string; severity: string; reason?: string };
type Report = { findings: Finding[]; accepted: Finding[]; unexplained: Finding[]; parseErrors: Array<{ file: string; message: string }>; checks: number };
const modulePath = path.resolve(import.meta.dirname, '../.ci/security-scan.mjs');
const { scan } = (await import(modulePath)) as { scan: (options?: { input?: string }) => Promise<Report> };

const temp: string[] = [];
afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('Electronegativity scan', () => {
  it('finds no unexplained high or medium issue in electron/main, electron/preload and the page, and opens no connection', async () => {
    const attempts: string[] = [];
    const connect = net.Socket.prototype.connect;
    const lookup = dns.lookup;
    net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
      attempts.push(JSON.stringify(args[0]));
      return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
    } as typeof connect;
    (dns as { lookup: unknown }).lookup = (host: string, ...rest: unknown[]) => {
      attempts.push(`dns ${host}`);
      return (lookup as (...a: unknown[]) => unknown)(host, ...rest);
    };
    let report: Report;
    try {
      report = await scan();
    } finally {
      net.Socket.prototype.connect = connect;
      (dns as { lookup: unknown }).lookup = lookup;
    }
    expect(attempts).toEqual([]);
    expect(report.parseErrors).toEqual([]);
    expect(report.checks).toBeGreaterThan(30);
    expect(report.unexplained).toEqual([]);
    // Every accepted finding carries its reason.
    for (const accepted of report.accepted) expect(accepted.reason?.length, accepted.id).toBeGreaterThan(40);
    // The secure settings it checks are there: no finding about them at all.
    const ids = new Set(report.findings.map((f) => f.id));
    for (const id of ['CONTEXT_ISOLATION_JS_CHECK', 'NODE_INTEGRATION_JS_CHECK', 'SANDBOX_JS_CHECK', 'WEB_SECURITY_JS_CHECK', 'AUXCLICK_JS_CHECK', 'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK', 'LIMIT_NAVIGATION_GLOBAL_CHECK']) {
      expect(ids.has(id), id).toBe(false);
    }
  }, 120_000);

  it('does flag an insecure window (the scan is live, not a rubber stamp)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mnemo-eneg-bad-'));
    temp.push(dir);
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bad', devDependencies: { electron: '40.9.3' } }));
    writeFileSync(
      path.join(dir, 'src', 'main.js'),
      "const { BrowserWindow } = require('electron');\n" +
        "const w = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false, webSecurity: false } });\n" +
        "w.loadURL('http://example.com/');\n",
    );
    const report = await scan({ input: dir });
    const ids = report.unexplained.map((f) => f.id);
    expect(ids).toEqual(
      expect.arrayContaining(['CONTEXT_ISOLATION_JS_CHECK', 'SANDBOX_JS_CHECK', 'WEB_SECURITY_JS_CHECK', 'LIMIT_NAVIGATION_GLOBAL_CHECK', 'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK']),
    );
  }, 120_000);
});
