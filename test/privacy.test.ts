import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply, startOllamaServer, type FakeOllama } from './support/ollama-server';
import { tempDir } from './support/temp';

/**
 * Privacy: a full index and a question — the real engine with tiny CLIP and MiniLM models, OCR,
 * faces, place names, events, captions and a streamed answer from an Ollama-API server on
 * 127.0.0.1 — in a child process whose network stack is intercepted before anything runs
 * (`node --import <guard>`; every worker thread it starts gets the guard too). The only
 * connection allowed is to that Ollama port on loopback; any other attempt — a socket to any host
 * or port, a DNS lookup of a non-local name, a fetch to anywhere, a UDP datagram — is refused and
 * recorded, and fails this test. Mnemo has no telemetry and no update checks, so there is nothing
 * else to allow. (Explicit model downloads are the other permitted peer; they are not run here.)
 *
 * Not covered here: the Electron window (nothing can launch Electron on these machines — its
 * request filter is tested in electron-main.test.ts), and processes the engine spawns (ffmpeg,
 * which reads local files only; videos are not part of this run).
 */

const repo = path.resolve(import.meta.dirname, '..');

/** Preloaded with `--import` into the child and into every worker it creates. Plain JS. */
const GUARD = String.raw`
import dgram from 'node:dgram';
import dns from 'node:dns';
import { appendFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import workerThreads from 'node:worker_threads';

if (!globalThis.__mnemoNetworkGuard) {
  globalThis.__mnemoNetworkGuard = true;
  const log = process.env.MNEMO_PRIVACY_LOG;
  const allowedPort = Number(process.env.MNEMO_PRIVACY_ALLOW_PORT);
  const thread = workerThreads.isMainThread ? 'main' : 'worker';
  const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1']);
  const record = (kind, target, allowed) => appendFileSync(log, JSON.stringify({ kind, target, allowed, thread }) + '\n');
  const refused = (what) => Object.assign(new Error('network refused by the privacy test: ' + what), { code: 'ECONNREFUSED' });

  // TCP (http, https, undici/fetch, ws, tls): every connection goes through Socket#connect.
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (...args) {
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    const options = typeof first === 'object' && first !== null ? first : { port: first, host: typeof args[1] === 'string' ? args[1] : undefined };
    if (options.path !== undefined || (typeof first === 'string' && Number.isNaN(Number(first)))) {
      record('ipc', String(options.path ?? first), true); // a local pipe or Unix socket, not the network
      return connect.apply(this, args);
    }
    const host = options.host ?? 'localhost';
    const port = Number(options.port);
    const allowed = LOOPBACK.has(host) && port === allowedPort;
    record('tcp', host + ':' + port, allowed);
    if (allowed) return connect.apply(this, args);
    process.nextTick(() => this.destroy(refused(host + ':' + port)));
    return this;
  };

  // Name resolution of anything but localhost.
  const wrapLookup = (original, promise) =>
    function (host, ...rest) {
      if (LOOPBACK.has(host)) return original.call(this, host, ...rest);
      record('dns', String(host), false);
      const error = refused('dns ' + host);
      if (promise) return Promise.reject(error);
      const callback = rest.find((r) => typeof r === 'function');
      if (callback) process.nextTick(() => callback(error));
      return undefined;
    };
  dns.lookup = wrapLookup(dns.lookup, false);
  dns.promises.lookup = wrapLookup(dns.promises.lookup, true);
  for (const name of ['resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveTxt', 'resolveSrv', 'reverse']) {
    dns[name] = wrapLookup(dns[name], false);
    dns.promises[name] = wrapLookup(dns.promises[name], true);
  }

  // UDP.
  const send = dgram.Socket.prototype.send;
  dgram.Socket.prototype.send = function (...args) {
    record('udp', 'datagram', false);
    const callback = args.find((a) => typeof a === 'function');
    if (callback) process.nextTick(() => callback(refused('udp')));
  };
  void send;

  // fetch: checked by URL before it reaches undici (which would also hit the socket guard).
  const fetch = globalThis.fetch;
  globalThis.fetch = async function (input, init) {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.protocol === 'file:' || url.protocol === 'data:' || url.protocol === 'blob:') return fetch.call(this, input, init);
    const allowed = LOOPBACK.has(url.hostname.replace(/^\[|\]$/g, '')) && Number(url.port) === allowedPort;
    record('fetch', url.protocol + '//' + url.host, allowed);
    if (!allowed) throw refused(url.href);
    return fetch.call(this, input, init);
  };

  // Worker threads don't run --import preloads of the parent: give each one the guard explicitly.
  const Worker = workerThreads.Worker;
  const guard = import.meta.url;
  // (Node runs --import in file workers only: an eval'd worker would go unguarded, so it is recorded as a failure.)
  workerThreads.Worker = class GuardedWorker extends Worker {
    constructor(file, options = {}) {
      if (options.eval) record('unguarded-eval-worker', String(file).slice(0, 80), false);
      super(file, { ...options, execArgv: [...(options.execArgv ?? process.execArgv), '--import', guard] });
    }
  };
  syncBuiltinESMExports();
  record('guard', thread, true);
}
`;

/** The child: index a few photos and ask, printing a JSON summary on its last line. Plain JS (run by tsx for the TS imports). */
const SCENARIO = String.raw`
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const repo = process.env.MNEMO_REPO;
const base = process.env.MNEMO_PRIVACY_BASE;
const { openEngine } = await import(path.join(repo, 'electron/engine/index.ts'));
const { makeJpeg } = await import(path.join(repo, 'test/support/media.ts'));
const { installTinyModels } = await import(path.join(repo, 'test/support/tiny-models.ts'));

// Self-check, on loopback only: a socket to a port that is not Ollama's, here and in a worker, must be refused.
const probe = (port) => new Promise((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('connect', () => { socket.destroy(); resolve('connected'); });
  socket.on('error', (error) => resolve(error.message));
});
const selfCheck = { main: await probe(1) };
const probeFile = path.join(base, 'probe-worker.cjs');
await writeFile(probeFile, "const net = require('node:net'); const { parentPort } = require('node:worker_threads'); const s = net.connect(1, '127.0.0.1'); s.on('error', (e) => parentPort.postMessage(e.message)); s.on('connect', () => parentPort.postMessage('connected'));");
selfCheck.worker = await new Promise((resolve, reject) => {
  const worker = new Worker(probeFile);
  worker.once('message', (m) => { void worker.terminate(); resolve(m); });
  worker.once('error', reject);
});

const modelsDir = path.join(base, 'models');
const manifest = await installTinyModels(modelsDir);
const photos = path.join(base, 'photos');
await mkdir(photos, { recursive: true });
const places = [[48.8584, 2.2945], [40.6892, -74.0445], [35.6586, 139.7454]];
for (let i = 0; i < 3; i++) {
  const [lat, lon] = places[i];
  await writeFile(path.join(photos, 'IMG_' + i + '.jpg'), await makeJpeg({ seed: 900 + i, width: 320, height: 240, dateTimeOriginal: '2024:05:1' + i + ' 10:00:00', lat, lon }));
}

const engine = await openEngine({ libraryDir: path.join(base, 'library'), modelsDir, manifest });
const deltas = [];
engine.onNotification('answerDelta', (d) => deltas.push(d.delta));
await engine.setPerceptionSettings({ clipModel: 'clip-tiny', textEmbeddingModel: 'minilm-tiny', speechModel: 'whisper-tiny' });
await engine.setLlmSettings({ url: process.env.MNEMO_OLLAMA_URL, visionModel: 'qwen2.5vl:3b', textModel: 'qwen2.5:3b' });
const indexed = await engine.indexOnce([photos]);
const llm = await engine.llmStatus({});
const answer = await engine.ask({ question: 'Where did I park last time?' });
// The map's places and the timeline's On this day strip come from the offline gazetteer and the library.
const mapPlaces = (await engine.places({})).places.map((p) => p.count);
const onThisDay = (await engine.onThisDay({ today: '2025-05-11' })).years.map((y) => y.year);
const status = await engine.status({});
await engine.close();
console.log(JSON.stringify({ selfCheck, indexed, llm: { loopback: llm.loopback }, answer: { text: answer.answer ?? null, deltas: deltas.length }, mapPlaces, onThisDay, stages: status.stages }));
`;

/** What SCENARIO prints on its last line. */
interface ScenarioSummary {
  selfCheck: { main: string; worker: string };
  indexed: { indexed: number };
  llm: { loopback: boolean };
  answer: { text: string | null; deltas: number };
  mapPlaces: number[];
  onThisDay: number[];
  stages: Record<string, { done: number }>;
}

describe('privacy: the only network peer is the configured loopback Ollama', () => {
  let ollama: FakeOllama;
  let base = '';
  let log = '';
  let summary: ScenarioSummary;
  let attempts: Array<{ kind: string; target: string; allowed: boolean; thread: string }> = [];

  beforeAll(async () => {
    base = await tempDir('privacy');
    log = path.join(base, 'network.log');
    writeFileSync(log, '');
    const guard = path.join(base, 'guard.mjs');
    const scenario = path.join(base, 'scenario.mjs');
    writeFileSync(guard, GUARD);
    writeFileSync(scenario, SCENARIO);

    const contexts = {
      caption: 'A car parked in a garage',
      recallQuestions: [{ question: 'Where was the parking?', answer: 'Level 3, spot 42' }],
      description: 'A car parked in a garage. A sign says Level 3, spot 42.',
      textOnImage: 'Level 3 spot 42',
      people: { count: 0, descriptions: [] },
      visualElements: ['car', 'sign'],
      environment: 'parking garage',
      activities: ['parking'],
      namedEvents: [],
    };
    // Enough answers for captions, event and knowledge windows, and the question (shapes the
    // engine does not expect are its problem, not the network's).
    ollama = await startOllamaServer({
      models: [{ name: 'qwen2.5vl:3b' }, { name: 'qwen2.5:3b' }],
      replies: Array.from({ length: 60 }, () => reply.json(contexts, { chunks: ['ANSWER: Level 3, ', 'spot 42.'] })),
    });

    const output = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', pathToFileURL(guard).href, '--import', 'tsx', scenario], {
        cwd: repo,
        env: {
          ...process.env,
          HOME: base,
          XDG_CACHE_HOME: path.join(base, 'cache'),
          MNEMO_REPO: repo,
          MNEMO_PRIVACY_BASE: base,
          MNEMO_PRIVACY_LOG: log,
          MNEMO_PRIVACY_ALLOW_PORT: String(ollama.port),
          MNEMO_OLLAMA_URL: ollama.url,
          MNEMO_MODELS: path.join(base, 'models'),
          NODE_OPTIONS: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
    attempts = readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
    if (output.code !== 0) throw new Error(`the scenario failed (exit ${output.code}):\n${output.stderr.slice(-4000)}`);
    summary = JSON.parse(output.stdout.trim().split('\n').at(-1)!);
  }, 300_000);

  afterAll(async () => {
    await ollama?.stop();
  });

  it('installed the guard before anything ran, in the process and in its worker threads, and it refuses', () => {
    expect(existsSync(log)).toBe(true);
    expect(attempts[0]).toMatchObject({ kind: 'guard', thread: 'main' });
    expect(attempts.some((a) => a.kind === 'guard' && a.thread === 'worker')).toBe(true);
    // The self-check's loopback probes to a port that is not Ollama's were refused in both.
    expect(summary.selfCheck.main).toMatch(/network refused by the privacy test/);
    expect(summary.selfCheck.worker).toMatch(/network refused by the privacy test/);
  });

  it('indexed and answered for real, through the loopback Ollama', () => {
    expect(summary.indexed.indexed).toBe(3);
    expect(summary.stages.clip).toMatchObject({ done: 3 });
    expect(summary.stages.caption).toMatchObject({ done: 3 });
    expect(summary.llm.loopback).toBe(true);
    expect(summary.answer.text).toContain('Level 3');
    expect(summary.answer.deltas).toBeGreaterThan(0); // streamed as answerDelta notifications
    expect(ollama.calls('/api/chat').length).toBeGreaterThan(0);
    expect(attempts.some((a) => a.allowed && (a.kind === 'tcp' || a.kind === 'fetch') && a.target.endsWith(`:${ollama.port}`))).toBe(true);
    // Three towns on the map, one photo each, and last year's photo of 11 May on this day.
    expect(summary.mapPlaces).toEqual([1, 1, 1]);
    expect(summary.onThisDay).toEqual([2024]);
  });

  it('made no other connection attempt, name lookup or datagram', () => {
    const probes = attempts.filter((a) => a.kind === 'tcp' && a.target === '127.0.0.1:1');
    expect(probes).toHaveLength(2); // the self-check's, main and worker
    const others = attempts.filter((a) => !a.allowed && !(a.kind === 'tcp' && a.target === '127.0.0.1:1'));
    expect(others).toEqual([]);
  });
});

describe('privacy: no remote fonts, tiles or scripts in the window', () => {
  it('the renderer’s sources name no remote origin (loopback examples in comments aside)', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(tsx?|css|html)$/.test(entry.name)) files.push(file);
      }
    };
    walk(path.join(repo, 'renderer', 'src'));
    files.push(path.join(repo, 'renderer', 'index.html'));
    // The Places map's world, bundled into the window: data only, no tile or style URL.
    files.push(path.join(repo, 'node_modules', 'world-atlas', 'countries-110m.json'));
    const remote: string[] = [];
    for (const file of files) {
      for (const [url] of readFileSync(file, 'utf8').matchAll(/\b(?:https?|wss?):\/\/[^\s'"`)<>]+/g)) {
        const host = url.replace(/^\w+:\/\//, '').split(/[/:?#]/)[0];
        // SVG/XHTML namespaces are identifiers, never fetched.
        if (['127.0.0.1', 'localhost', 'www.w3.org'].includes(host ?? '')) continue;
        remote.push(`${path.relative(repo, file)}: ${url}`);
      }
    }
    expect(remote).toEqual([]);
  });
});
