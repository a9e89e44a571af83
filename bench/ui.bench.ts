/**
 * `npm run bench:ui [-- --memories N] [--photos N] [--baseline REF | --no-baseline] [--no-write] [--keep] [--profile FILE] [--trace FILE] [--engine-profile DIR] [--only-indexing] [--only-first-paint [--paints N]] [--thumb-px N]`
 *
 * The engine runs in a process of its own (bench/ui-serve.ts), its CPU read from /proc: engine CPU
 * per 1,000 px scrolled is the figure the engine's side of scrolling is judged by. `--baseline REF`
 * (default: DEFAULT_BASELINE) runs the same 40 px/frame scroll against REF's engine and renderer,
 * checked out in a temporary git worktree, first, so the before/after ratio comes from one run on
 * one machine. Both engines start without watching their roots, so the background lanes' periodic
 * work (a scan of every memory's stages every half minute or so) lands in neither window; watching
 * starts before a last 40 px/frame scroll, which runs while the engine indexes `--photos` generated
 * photos (the files still queued when it ends are recorded: above 0, the lanes were busy throughout).
 * `--engine-profile DIR` writes the engine process's V8 CPU profile there when it exits.
 * `--only-indexing` runs one first paint and then only the scroll while indexing (no baseline, no
 * other scrolls, nothing written): the quick loop for that scroll, with `--trace` or `--profile`.
 * `--only-first-paint` runs only the first paints (`--paints N` of them, default 3; no baseline,
 * nothing written); with `--trace FILE` each is traced (FILE-paint-<n>.json) and the main thread's
 * CPU from navigation to the mark is broken down (bench/ui-trace.ts firstPaintSummary): parse and
 * compile, module evaluation, React's renders, layout. The first run of each browser is the cold one.
 * Results also go to bench/results/ui.json.
 *
 * The timeline with a big library: a serve-mode library of N synthetic memories (default 100,000,
 * spread over ten years, every thumbnail one of 1,000 shared WebPs, by default at the app's size,
 * THUMBNAIL_EDGE; `--thumb-px 64` gives the small ones the bench used before session 31) is
 * opened in Chromium and measured: time to the first painted rows of thumbnails (the renderer's `mnemo:timeline-first-paint`
 * mark, from navigation start), frame times while scrolling (requestAnimationFrame deltas), and the
 * time a jump from the scrubber takes to show its thumbnails. Goals: first paint < 1.5 s, no frame
 * over 50 ms. Results go to the "## UI (npm run bench:ui)" section of bench/RESULTS.md (other
 * sections are kept).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { THUMBNAIL_EDGE } from '../electron/engine/ingest/thumbnail';
import { machine } from '../eval/report';
import { buildRenderer, CHROMIUM, launchChromium } from '../test/e2e/harness';
import { fillLibrary, hsl, SHARED_THUMBS } from './ui-library';
import { firstPaintSummary, TRACE_CATEGORIES, traceSummary } from './ui-trace';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(HERE, 'RESULTS.md');
const SECTION = '## UI (npm run bench:ui)';
const GOAL_FIRST_PAINT_MS = 1500;
const GOAL_MAX_FRAME_MS = 50;
const RUNS = 3;
/** The commit this work started from (issue #19): today's figures, measured again in every run. */
const DEFAULT_BASELINE = '73f984e';
const REPO = path.resolve(HERE, '..');
const RESULTS_JSON = path.join(HERE, 'results', 'ui.json');

interface Options {
  memories: number;
  write: boolean;
  keep: boolean;
  /** Write the page's CPU profile of the scrolling runs here (a .cpuprofile for Chrome's DevTools). */
  profile: string | null;
  /** Write a Chrome trace of each scrolling run here (FILE-<px>.json) and say what every slow frame was busy with. */
  trace: string | null;
  /** The git ref whose engine and renderer are measured first, or null for none. */
  baseline: string | null;
  /** Generated photos indexed during the last scroll. */
  photos: number;
  /** Write the engine process's V8 CPU profile (node --cpu-prof) into this folder when it exits. */
  engineProfile: string | null;
  /** Only the scroll while indexing (after one first paint): nothing is written. */
  onlyIndexing: boolean;
  /** Only the first paints: nothing is written. */
  onlyFirstPaint: boolean;
  /** How many first paints (the first of them cold). */
  paints: number;
  /** The thumbnails' pixel size: by default the app's (THUMBNAIL_EDGE); 64 keeps decoding small, as the bench did before session 31. */
  thumbPx: number;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { memories: 100_000, write: true, keep: false, profile: null, trace: null, baseline: DEFAULT_BASELINE, photos: 400, engineProfile: null, onlyIndexing: false, onlyFirstPaint: false, paints: RUNS, thumbPx: THUMBNAIL_EDGE };
  for (let i = 0; i < argv.length; i++) {
    const [arg, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    if (arg === '--memories') {
      const n = Number(inline ?? argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error('--memories needs a positive integer');
      opts.memories = n;
    } else if (arg === '--no-write') opts.write = false;
    else if (arg === '--keep') opts.keep = true;
    else if (arg === '--profile') opts.profile = path.resolve(inline ?? argv[++i] ?? 'ui.cpuprofile');
    else if (arg === '--trace') opts.trace = path.resolve(inline ?? argv[++i] ?? 'ui-trace');
    else if (arg === '--baseline') opts.baseline = inline ?? argv[++i] ?? DEFAULT_BASELINE;
    else if (arg === '--no-baseline') opts.baseline = null;
    else if (arg === '--engine-profile') opts.engineProfile = path.resolve(inline ?? argv[++i] ?? 'engine-profile');
    else if (arg === '--only-indexing') opts.onlyIndexing = true;
    else if (arg === '--only-first-paint') opts.onlyFirstPaint = true;
    else if (arg === '--paints') {
      const n = Number(inline ?? argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error('--paints needs a positive integer');
      opts.paints = n;
    }
    else if (arg === '--photos') {
      const n = Number(inline ?? argv[++i]);
      if (!Number.isInteger(n) || n < 0) throw new Error('--photos needs a whole number');
      opts.photos = n;
    } else if (arg === '--thumb-px') {
      const n = Number(inline ?? argv[++i]);
      if (!Number.isInteger(n) || n < 16 || n > 1024) throw new Error('--thumb-px needs a size from 16 to 1024');
      opts.thumbPx = n;
    } else throw new Error(`unknown option ${arg}; options: --memories N, --photos N, --thumb-px N, --baseline REF, --no-baseline, --no-write, --keep, --profile FILE, --trace FILE, --engine-profile DIR, --only-indexing, --only-first-paint, --paints N`);
  }
  if (opts.onlyIndexing) {
    if (opts.photos === 0) throw new Error('--only-indexing needs --photos above 0');
    opts.baseline = null;
    opts.write = false;
  }
  if (opts.onlyFirstPaint) {
    opts.baseline = null;
    opts.write = false;
    opts.photos = 0;
  }
  return opts;
}

const log = (line: string): void => void process.stdout.write(`${line}\n`);

/** From navigation start to the mark, and to the first thumbnail decoded on screen. */
/**
 * The engine calls and thumbnail batches the page made before its first paint, in the order they
 * started, with when each started and ended (ms from navigation start) and its size: the first
 * screen's critical path in round trips and bytes, which the loaded machine's wall times hide.
 */
async function pathToFirstPaint(page: Page): Promise<string> {
  const entries = await page.evaluate(() => {
    const mark = performance.getEntriesByName('mnemo:timeline-first-paint')[0]?.startTime ?? Infinity;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime < mark && /\/api\/|thumb/.test(e.name))
      .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize }));
  });
  const label = (name: string): string => /\/api\/call\/(\w+)/.exec(name)?.[1] ?? new URL(name).pathname.split('/').slice(0, 3).join('/');
  const total = entries.reduce((n, e) => n + e.bytes, 0);
  const list = entries.map((e) => `${label(e.name)} ${Math.round(e.start)}→${Math.round(e.end)} ms ${Math.round(e.bytes / 1024)} kB`).join(', ');
  return `${entries.length} requests, ${Math.round(total / 1024)} kB: ${list}`;
}

async function firstPaint(page: Page, url: string): Promise<{ paint: number; thumbs: number }> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('mnemo:timeline-first-paint').length > 0, null, { timeout: 60_000 });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.timeline-scroll .thumb img')].some((i) => i.complete && i.naturalWidth > 0), null, {
    timeout: 60_000,
    polling: 'raf',
  });
  const thumbs = await page.evaluate(() => performance.now());
  const paint = await page.evaluate(() => performance.getEntriesByName('mnemo:timeline-first-paint')[0]!.startTime);
  return { paint, thumbs };
}

interface Frames {
  frames: number;
  mean: number;
  p95: number;
  p99: number;
  max: number;
  over50: number;
  distancePx: number;
  /** Of the long animation frames (> 50 ms), the most time any spent in the page's scripts, and in style and layout. */
  slowScriptMs: number;
  slowLayoutMs: number;
  /** Of the frames over 50 ms, the most engine CPU time any had in it, and the busiest the cores were in one. */
  slowEngineMs: number;
  slowBusy: number;
  /** CPU this process (engine and server) used meanwhile, and how busy all cores were (0–1, everyone's work). */
  engineCpuMs: number;
  machineBusy: number;
  /** Chromium's CPU time meanwhile, by process type and thread name, most first. */
  browserCpu: Array<[string, number]>;
}

/**
 * CPU use sampled every 10 ms from a worker thread while the page scrolls: this process's (the engine
 * and the server, all threads) and the whole machine's, on the wall clock, so a slow frame can be
 * matched with what else was running in it.
 */
interface CpuSample {
  at: number;
  selfMs: number;
  busyMs: number;
  totalMs: number;
}

async function sampleCpu(enginePid: number): Promise<() => Promise<CpuSample[]>> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
    const { readFileSync } = require('node:fs');
    const samples = [];
    const machine = () => {
      try {
        const f = readFileSync('/proc/stat', 'utf8').split('\\n', 1)[0].trim().split(/\\s+/).slice(1).map(Number);
        const idle = f[3] + (f[4] || 0);
        const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
        return [(total - idle) * 10, total * 10];
      } catch { return [0, 0]; }
    };
    const engine = () => {
      try {
        const stat = readFileSync('/proc/${enginePid}/stat', 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(f[11]) + Number(f[12])) * 10;
      } catch { return 0; }
    };
    const tick = () => {
      const [busy, total] = machine();
      samples.push({ at: performance.timeOrigin + performance.now(), selfMs: engine(), busyMs: busy, totalMs: total });
    };
    const timer = setInterval(tick, 10);
    tick();
    parentPort.on('message', () => { clearInterval(timer); tick(); parentPort.postMessage(samples); });`,
    { eval: true },
  );
  await new Promise((resolve) => worker.once('online', resolve));
  return async () => {
    const samples = new Promise<CpuSample[]>((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    const out = await samples;
    await worker.terminate();
    return out;
  };
}

/** Engine CPU ms and machine busy fraction between two wall-clock times, from the samples around them. */
function cpuBetween(samples: CpuSample[], from: number, to: number): { engineMs: number; busy: number } {
  const before = [...samples].reverse().find((s) => s.at <= from) ?? samples[0];
  const after = samples.find((s) => s.at >= to) ?? samples.at(-1);
  if (!before || !after || after.at <= before.at) return { engineMs: 0, busy: 0 };
  // Scaled to the frame: the samples bracket it, a little wider than it.
  const scale = (to - from) / (after.at - before.at);
  return {
    engineMs: (after.selfMs - before.selfMs) * scale,
    busy: after.totalMs > before.totalMs ? (after.busyMs - before.busyMs) / (after.totalMs - before.totalMs) : 0,
  };
}

/** Scrolls the grid by `step` px every frame for `count` frames, recording the time between frames. */
async function scrollFrames(page: Page, step: number, count: number, enginePid: number): Promise<Frames> {
  // Long animation frames (Chrome's LoAF entries) say where slow frames went: scripts, style and layout.
  // One observer at a time: an earlier run's would copy every entry into this run's list again.
  await page.evaluate(`(() => {
    window.__loafObserver?.disconnect();
    window.__loaf = [];
    window.__loafObserver = new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__loaf.push(e.toJSON()); });
    window.__loafObserver.observe({ type: 'long-animation-frame' });
    // Images put in and taken out: an image taken out of a cell that stays is one the grid threw away.
    window.__imgs = { inserted: 0, dropped: 0 };
    window.__imgObserver?.disconnect();
    window.__imgObserver = new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) if (n.nodeType === 1) window.__imgs.inserted += n.tagName === 'IMG' ? 1 : n.querySelectorAll('img').length;
        for (const n of r.removedNodes) if (n.nodeType === 1 && n.tagName === 'IMG') window.__imgs.dropped += 1;
      }
    });
    window.__imgObserver.observe(document.querySelector('.timeline-scroll'), { childList: true, subtree: true });
  })()`);
  const stopSampling = await sampleCpu(enginePid);
  const thumbUrls: string[] = [];
  const batchUrls: string[] = [];
  const calls = new Map<string, number>();
  const onRequest = (r: { url(): string }): void => {
    const url = r.url();
    if (url.includes('/media/thumb/') || url.includes('/media/grid/')) thumbUrls.push(url);
    if (url.includes('/media/thumbs?')) batchUrls.push(url);
    const call = /\/api\/call\/(\w+)/.exec(url)?.[1];
    if (call) calls.set(call, (calls.get(call) ?? 0) + 1);
  };
  page.on('request', onRequest);
  // A string, not a function: tsx's transform would wrap named inner functions in a helper the page lacks.
  // `tick` runs the frame's layout early: reading scrollTop forces the layout of what the page changed
  // since the last frame, and so would writing it alone (Chromium's Element::setScrollTop and scrollBy
  // bring layout up to date first). It is the page's layout, moved, not the bench's own: in a trace of
  // the indexing scroll every Layout ran inside `tick` and none in the frame's lifecycle after it, so
  // a long animation frame's "forced layout" in the frame callback is the page's layout of that frame.
  const { deltas, ends, origin } = (await page.evaluate(`new Promise((resolve) => {
    const el = document.querySelector('.timeline-scroll');
    const out = [];
    const ends = [];
    let last = 0;
    let n = 0;
    const tick = (t) => {
      out.push(t - last);
      ends.push(t);
      last = t;
      el.scrollTop += ${step};
      if (++n < ${count}) requestAnimationFrame(tick);
      else resolve({ deltas: out.slice(1), ends: ends.slice(1), origin: performance.timeOrigin });
    };
    requestAnimationFrame((t) => {
      last = t;
      requestAnimationFrame(tick);
    });
  })`)) as { deltas: number[]; ends: number[]; origin: number };
  const samples = await stopSampling();
  page.off('request', onRequest);
  const imgs = (await page.evaluate('window.__imgs')) as { inserted: number; dropped: number };
  log(`    thumbnail requests ${thumbUrls.length} (${new Set(thumbUrls).size} distinct), batches ${batchUrls.length} (${new Set(batchUrls).size} distinct); images inserted ${imgs.inserted}, dropped from cells that stayed ${imgs.dropped}; calls ${[...calls].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
  const loaf = (await page.evaluate('window.__loaf')) as Array<{ duration: number; renderStart: number; startTime: number; styleAndLayoutStart: number; scripts: Array<{ duration: number; sourceFunctionName: string; invoker: string; invokerType: string; sourceURL: string; sourceCharPosition: number; forcedStyleAndLayoutDuration: number; pauseDuration: number }> }>;
  const slow = loaf.filter((e) => e.duration > 50);
  const scriptsOf = (f: (typeof loaf)[number]) => (f.scripts ?? []).filter((x) => x && typeof x.duration === 'number');
  const scriptMs = (f: (typeof loaf)[number]): number => scriptsOf(f).reduce((total, x) => total + x.duration, 0);
  const layoutMs = (f: (typeof loaf)[number]): number => (f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0);
  for (const f of [...slow].sort((a, b) => b.duration - a.duration).slice(0, 3)) {
    // Where the script came from (the bundle and its offset, the function when the build keeps names), and how
    // much of it was forced layout or paused (sync XHR, alerts): a script's wall time on a busy machine
    // says little on its own.
    const scripts = scriptsOf(f)
      .map((x) => `${x.invoker || x.sourceFunctionName} ${Math.round(x.duration)}ms (${x.invokerType ?? '?'}; ${x.sourceFunctionName || 'anonymous'} in ${path.basename(x.sourceURL || '-')}:${x.sourceCharPosition ?? '?'}; forced layout ${Math.round(x.forcedStyleAndLayoutDuration ?? 0)} ms, paused ${Math.round(x.pauseDuration ?? 0)} ms)`)
      .join(', ');
    log(`    long animation frame ${Math.round(f.duration)} ms at ${(f.startTime / 1000).toFixed(2)} s: scripts [${scripts}], style+layout ${Math.round(layoutMs(f))} ms`);
  }
  const slowFrames = deltas.map((d, i) => ({ d, end: ends[i]! })).filter((f) => f.d > 50);
  const inSlow = slowFrames.map((f) => ({ ...f, ...cpuBetween(samples, origin + f.end - f.d, origin + f.end) }));
  for (const f of inSlow.sort((a, b) => b.d - a.d).slice(0, 5)) {
    log(`    slow frame ${Math.round(f.d)} ms ending at ${(f.end / 1000).toFixed(2)} s: engine CPU ${Math.round(f.engineMs)} ms in it, cores ${Math.round(f.busy * 100)} % busy`);
  }
  log(`    frames > 33 ms: ${deltas.filter((d) => d > 33).length} of ${deltas.length}`);
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    frames: deltas.length,
    mean: deltas.reduce((a, b) => a + b, 0) / deltas.length,
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1)!,
    over50: deltas.filter((d) => d > 50).length,
    distancePx: step * count,
    slowScriptMs: Math.max(0, ...slow.map(scriptMs)),
    slowLayoutMs: Math.max(0, ...slow.map(layoutMs)),
    slowEngineMs: Math.max(0, ...inSlow.map((f) => f.engineMs)),
    slowBusy: Math.max(0, ...inSlow.map((f) => f.busy)),
    engineCpuMs: 0,
    machineBusy: 0,
    browserCpu: [],
  };
}

/** Clicks a year in the scrubber and waits until that year's thumbnails are on screen. */
async function jump(page: Page, year: string): Promise<number> {
  const t0 = await page.evaluate(() => performance.now());
  await page.locator('.scrub-year', { hasText: year }).first().click();
  await page.waitForFunction(
    (y) => {
      const heads = [...document.querySelectorAll('.day-head h2')].map((h) => h.textContent ?? '');
      const imgs = [...document.querySelectorAll<HTMLImageElement>('.timeline-scroll .thumb img')];
      const waiting = document.querySelectorAll('.timeline-scroll .thumb.placeholder').length;
      return heads.some((h) => h.includes(y)) && waiting === 0 && imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    year,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await page.evaluate(() => performance.now())) - t0;
}

/**
 * CPU time (ms) of every thread of the Chromium processes this benchmark started, by process type
 * and thread name ("renderer/main", "gpu-process/VizCompositorTh", …), from /proc: which
 * part of the browser a change made cheaper, measured in CPU rather than in frame times that the
 * machine's other work moves around. Empty where there is no /proc.
 */
function chromiumCpu(): Map<string, number> {
  const out = new Map<string, number>();
  const read = (file: string): string | null => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
  // comm may hold spaces and parentheses: the fields start after the last ')'.
  const fields = (stat: string): string[] => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const parent = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return out;
  }
  for (const pid of pids) {
    const stat = read(`/proc/${pid}/stat`);
    if (stat) parent.set(Number(pid), Number(fields(stat)[1]));
  }
  const ours = (pid: number): boolean => {
    for (let p = parent.get(pid), n = 0; p !== undefined && p > 1 && n < 20; p = parent.get(p), n++) if (p === process.pid) return true;
    return false;
  };
  const tick = 1000 / 100;
  for (const [pid] of parent) {
    if (!ours(pid)) continue;
    const cmdline = read(`/proc/${pid}/cmdline`) ?? '';
    if (!/chrom/i.test(cmdline.split('\0')[0] ?? '')) continue;
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
    const role = type === 'utility' ? (/--utility-sub-type=[\w.]*?(\w+)Service/.exec(cmdline)?.[1]?.toLowerCase() ?? 'utility') : type;
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const stat = read(`/proc/${pid}/task/${tid}/stat`);
      if (!stat) continue;
      // A process's main thread carries the program's name: call it main.
      const name = tid === pid.toString() ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
      const f = fields(stat);
      const key = `${role}/${name}`;
      out.set(key, (out.get(key) ?? 0) + (Number(f[11]) + Number(f[12])) * tick);
    }
  }
  return out;
}

function cpuDiff(before: Map<string, number>, after: Map<string, number>): Array<[string, number]> {
  return [...after].map(([k, v]) => [k, v - (before.get(k) ?? 0)] as [string, number]).filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]);
}

/** CPU time of this process (the engine and server) and of the whole machine, to say how busy a run was. */
function cpuClock(): { self: number; busy: number; total: number } {
  const usage = process.cpuUsage();
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, irq, idle } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + irq + idle;
  }
  return { self: (usage.user + usage.system) / 1000, busy, total };
}

/** The functions with the most self time in a CDP CPU profile. */
function topFunctions(profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>; samples?: number[]; timeDeltas?: number[] }): string[] {
  const self = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`;
    byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0));
  }
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([name, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number): string => `${Math.round(n)} ms`;

interface ServeProcess {
  url: string;
  base: string;
  token: string;
  pid: number;
  /** Starts watching the roots (the background lanes); resolves once the engine says it is. */
  watch(): Promise<void>;
  stop(): Promise<void>;
}

/** bench/ui-serve.ts of the checkout at `repo`, on the library, in a process of its own. */
async function spawnServe(repo: string, libraryDir: string, rendererDir: string, home: string, watch: boolean, profileDir: string | null = null): Promise<ServeProcess> {
  const script = path.join(repo, 'bench', 'ui-serve.ts');
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  // node, not the tsx CLI: tsx would start the engine in a grandchild whose CPU /proc/<pid> leaves out.
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script, libraryDir, rendererDir, ...(watch ? ['--watch'] : [])], {
    cwd: repo,
    env: { ...process.env, HOME: home },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
    });
    child.once('exit', (code) => reject(new Error(`ui-serve exited (${code}) before serving`)));
  });
  const { url, base, token } = JSON.parse(line) as { url: string; base: string; token: string };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    base,
    token,
    pid: child.pid!,
    watch: () =>
      new Promise<void>((resolve) => {
        const onData = (chunk: Buffer): void => {
          if (!chunk.toString('utf8').includes('watching')) return;
          child.stdout.off('data', onData);
          resolve();
        };
        child.stdout.on('data', onData);
        child.stdin.write('watch\n');
      }),
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

/** CPU time (ms) a process has used, all its threads, from /proc; 0 where there is none. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0;
  }
}

/** Photos for the engine to index during the last scroll: 12 MP-ish JPEGs with noise, so each costs a real decode. */
async function makePhotos(dir: string, count: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const noise = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer();
  for (let i = 0; i < count; i++) {
    // Each photo different (content ids are hashes): the same noise, tinted.
    const tinted = await sharp(noise).tint(hsl((i * 37) % 360)).jpeg({ quality: 80 }).toBuffer();
    await writeFile(path.join(dir, `gen_${i}.jpg`), tinted);
  }
}

async function apiCall(serve: ServeProcess, name: string, input: unknown): Promise<unknown> {
  const reply = await fetch(`${serve.base}api/call/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${serve.token}` },
    body: JSON.stringify(input),
  });
  const body = (await reply.json()) as { ok: boolean; result?: unknown; error?: string };
  if (!body.ok) throw new Error(`${name}: ${body.error}`);
  return body.result;
}

/** A checkout of `ref` in a temporary git worktree with this checkout's node_modules, and its renderer built. */
async function baselineCheckout(ref: string, base: string): Promise<{ repo: string; rendererDir: string; commit: string; remove(): void }> {
  const repo = path.join(base, 'baseline');
  const commit = execFileSync('git', ['-C', REPO, 'rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
  execFileSync('git', ['-C', REPO, 'worktree', 'add', '--detach', repo, commit], { stdio: 'ignore' });
  const remove = (): void => void execFileSync('git', ['-C', REPO, 'worktree', 'remove', '--force', repo], { stdio: 'ignore' });
  try {
    symlinkSync(path.join(REPO, 'node_modules'), path.join(repo, 'node_modules'));
    // The same launcher: it needs only openEngine and startServer, which every version has.
    await copyFile(path.join(HERE, 'ui-serve.ts'), path.join(repo, 'bench', 'ui-serve.ts'));
    const rendererDir = await buildRenderer(path.join(base, 'baseline-out'), repo);
    return { repo, rendererDir, commit, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Opens the timeline, waits for it to settle, and scrolls it 40 px a frame: the engine's CPU per 1,000 px. */
async function baselineRun(ref: string, base: string, libraryDir: string): Promise<{ commit: string; browse: Frames; engineCpuMsPer1000Px: number }> {
  log(`baseline: checking out ${ref} and building its renderer…`);
  const checkout = await baselineCheckout(ref, base);
  try {
    const serve = await spawnServe(checkout.repo, libraryDir, checkout.rendererDir, base, false);
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const paint = await firstPaint(page, serve.url);
      log(`  baseline first paint ${ms(paint.paint)}; before it: ${await pathToFirstPaint(page)}`);
      await page.waitForTimeout(3000);
      const before = processCpuMs(serve.pid);
      const browse = await scrollFrames(page, 40, 600, serve.pid);
      browse.engineCpuMs = processCpuMs(serve.pid) - before;
      const engineCpuMsPer1000Px = (browse.engineCpuMs / browse.distancePx) * 1000;
      log(`  baseline ${checkout.commit}: first paint ${ms(paint.paint)}; 40 px/frame: max ${ms(browse.max)}, ${browse.over50} frames > 50 ms; engine CPU ${ms(browse.engineCpuMs)} = ${engineCpuMsPer1000Px.toFixed(1)} ms per 1,000 px`);
      return { commit: checkout.commit, browse, engineCpuMsPer1000Px };
    } finally {
      await browser.close();
      await serve.stop();
    }
  } finally {
    checkout.remove();
  }
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set MNEMO_CHROMIUM)`);
  const base = await mkdtemp(path.join(os.tmpdir(), 'mnemo-bench-ui-'));
  const libraryDir = path.join(base, 'library');
  const photosDir = path.join(base, 'Pictures', 'generated');
  try {
    log(`building the renderer…`);
    const rendererDir = await buildRenderer(path.join(base, 'out'));
    log(`filling a library with ${opts.memories.toLocaleString('en')} memories…`);
    const t = performance.now();
    const { days } = await fillLibrary(libraryDir, opts.memories, opts.thumbPx);
    log(`  ${days.toLocaleString('en')} days, ${ms(performance.now() - t)}`);
    if (opts.photos > 0) {
      log(`generating ${opts.photos} photos to index during the last scroll…`);
      await makePhotos(photosDir, opts.photos);
    }
    // Before this checkout's engine touches the library (it adds a root and photos to it).
    const baseline = opts.baseline ? await baselineRun(opts.baseline, base, libraryDir) : null;

    // Other work on the machine shows in frame times: say how busy it was.
    const loadBefore = os.loadavg()[0] ?? 0;
    // Not watching yet: the three scrolls measure what the timeline costs the engine, as the baseline's
    // does, without the background lanes' periodic work landing in one run's window and not the other's.
    const serve = await spawnServe(REPO, libraryDir, rendererDir, base, false, opts.engineProfile);
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const paints: Array<{ paint: number; thumbs: number }> = [];
      const runs = opts.onlyIndexing ? 1 : opts.onlyFirstPaint ? opts.paints : RUNS;
      for (let run = 0; run < runs; run++) {
        const page = await context.newPage();
        const traced = opts.onlyFirstPaint && opts.trace !== null;
        if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        const profiler = opts.onlyFirstPaint && opts.profile ? await context.newCDPSession(page) : null;
        if (profiler) {
          await profiler.send('Profiler.enable');
          await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
          await profiler.send('Profiler.start');
        }
        paints.push(await firstPaint(page, serve.url));
        if (profiler) {
          const { profile } = await profiler.send('Profiler.stop');
          const file = `${opts.profile!.replace(/\.cpuprofile$/, '')}-paint-${run + 1}.cpuprofile`;
          await writeFile(file, JSON.stringify(profile));
          log(`    wrote ${file} (to the first thumbnail decoded); heaviest functions (self time):`);
          for (const line of topFunctions(profile)) log(`      ${line}`);
        }
        log(`  first paint run ${run + 1}: rows ${ms(paints.at(-1)!.paint)}, thumbnails decoded ${ms(paints.at(-1)!.thumbs)}`);
        log(`    before it: ${await pathToFirstPaint(page)}`);
        if (traced) {
          const trace = await browser.stopTracing();
          await writeFile(`${opts.trace}-paint-${run + 1}.json`, trace);
          for (const line of firstPaintSummary(trace)) log(line);
        }
        // Let the engine finish what the page asked after its first screen (status, people) before the next run.
        await page.waitForTimeout(2000);
        if (run < runs - 1) await page.close();
      }
      if (opts.onlyFirstPaint) {
        log(JSON.stringify({ firstPaintMs: paints.map((p) => Math.round(p.paint)), median: Math.round(median(paints.map((p) => p.paint))) }));
        return;
      }
      const page = context.pages().at(-1)!;
      await page.waitForTimeout(1000);
      const cdp = opts.profile ? await context.newCDPSession(page) : null;
      const startProfile = async (): Promise<void> => {
        if (!cdp) return;
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      };
      const stopProfile = async (): Promise<void> => {
        if (!cdp || !opts.profile) return;
        const { profile } = await cdp.send('Profiler.stop');
        await writeFile(opts.profile, JSON.stringify(profile));
        log(`  wrote the scrolling's CPU profile to ${opts.profile}; heaviest functions (self time):`);
        for (const line of topFunctions(profile)) log(`    ${line}`);
      };
      const scroll = async (step: number, count: number): Promise<Frames> => {
        if (opts.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        const before = cpuClock();
        const engineBefore = processCpuMs(serve.pid);
        const browserBefore = chromiumCpu();
        const f = await scrollFrames(page, step, count, serve.pid);
        const after = cpuClock();
        f.browserCpu = cpuDiff(browserBefore, chromiumCpu());
        f.engineCpuMs = processCpuMs(serve.pid) - engineBefore;
        f.machineBusy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
        log(`  scrolling ${step} px/frame: max ${ms(f.max)}, p99 ${ms(f.p99)}, ${f.over50} frames > 50 ms of ${f.frames}; engine CPU ${ms(f.engineCpuMs)} (${perKpx(f).toFixed(1)} ms per 1,000 px), cores ${Math.round(f.machineBusy * 100)} % busy`);
        log(`    Chromium CPU: ${f.browserCpu.slice(0, 8).map(([k, v]) => `${k} ${ms(v)}`).join(', ')} (all ${ms(f.browserCpu.reduce((a, [, v]) => a + v, 0))})`);
        if (opts.trace) {
          const trace = await browser.stopTracing();
          await writeFile(`${opts.trace}-${step}.json`, trace);
          for (const line of traceSummary(trace)) log(line);
        }
        return f;
      };
      if (opts.onlyIndexing) {
        const indexing = await indexingScroll(page, serve, photosDir, opts.photos, async () => {
          await startProfile();
          const f = await scroll(40, 600);
          await stopProfile();
          return f;
        });
        log(JSON.stringify({ indexing: { maxFrameMs: Math.round(indexing.frames.max), framesOver50: indexing.frames.over50, engineCpuMs: Math.round(indexing.frames.engineCpuMs), queuedAfterScroll: indexing.queuedAfter } }));
        return;
      }
      await startProfile();
      const browse = await scroll(40, 600);
      const steady = await scroll(120, 600);
      const fling = await scroll(1500, 300);
      await stopProfile();
      const jumpMs = await jump(page, '2016');
      log(`  jump to 2016 from the scrubber: ${ms(jumpMs)}`);
      const loaded = await page.evaluate(() => document.querySelectorAll('.timeline-row').length);

      let indexing: Frames | null = null;
      let queuedAfter: number | null = null;
      if (opts.photos > 0) {
        const run = await indexingScroll(page, serve, photosDir, opts.photos, () => scroll(40, 600));
        indexing = run.frames;
        queuedAfter = run.queuedAfter;
      }

      const result = {
        memories: opts.memories,
        days,
        paint: median(paints.map((p) => p.paint)),
        thumbs: median(paints.map((p) => p.thumbs)),
        paints,
        browse,
        steady,
        fling,
        indexing,
        baseline,
        jumpMs,
        rowsInDom: loaded,
        chromium: browser.version(),
        load: loadBefore,
        thumbPx: opts.thumbPx,
      };
      const section = render(result);
      log(`\n${section}`);
      const json = {
        machine: machine(),
        date: new Date().toISOString().slice(0, 10),
        memories: opts.memories,
        firstPaintMs: Math.round(result.paint),
        slowScrollMaxFrameMs: Math.round(browse.max),
        slowScrollFramesOver50: browse.over50,
        engineCpuMsPer1000Px: round1(perKpx(browse)),
        framesOver50: { slow: browse.over50, steady: steady.over50, fling: fling.over50 },
        maxFrameMs: { slow: Math.round(browse.max), steady: Math.round(steady.max), fling: Math.round(fling.max) },
        indexing: indexing
          ? {
              photos: opts.photos,
              slowScrollMaxFrameMs: Math.round(indexing.max),
              slowScrollFramesOver50: indexing.over50,
              engineCpuMsPer1000Px: round1(perKpx(indexing)),
              // Files the file lane had still to do when the scroll ended: above 0, the lanes were busy all through it.
              queuedAfterScroll: queuedAfter,
            }
          : null,
        baseline: baseline ? { ref: opts.baseline, commit: baseline.commit, slowScrollMaxFrameMs: Math.round(baseline.browse.max), slowScrollFramesOver50: baseline.browse.over50 } : null,
        baselineEngineCpuMsPer1000Px: baseline ? round1(baseline.engineCpuMsPer1000Px) : null,
        engineCpuRatio: baseline && perKpx(browse) > 0 ? round1(baseline.engineCpuMsPer1000Px / perKpx(browse)) : null,
        loadAverage: round1(loadBefore),
      };
      log(JSON.stringify(json, null, 1));
      if (opts.write) {
        await writeSection(section);
        await mkdir(path.dirname(RESULTS_JSON), { recursive: true });
        await writeFile(RESULTS_JSON, `${JSON.stringify(json, null, 1)}\n`);
        log(`wrote the "${SECTION}" section of ${path.relative(process.cwd(), RESULTS)} and ${path.relative(process.cwd(), RESULTS_JSON)}`);
      }
    } finally {
      await browser.close();
      await serve.stop();
    }
  } finally {
    if (opts.keep) log(`kept ${base}`);
    else await rm(base, { recursive: true, force: true });
  }
}

/** Back to the top, then index a folder of new photos and run `scroll` while the lanes are busy. */
async function indexingScroll(page: Page, serve: ServeProcess, photosDir: string, photos: number, scroll: () => Promise<Frames>): Promise<{ frames: Frames; queuedAfter: number }> {
  await page.evaluate(() => void (document.querySelector('.timeline-scroll')!.scrollTop = 0));
  await page.waitForTimeout(2000);
  await serve.watch();
  await apiCall(serve, 'addRoot', { path: photosDir });
  const busy = Date.now();
  while (Date.now() - busy < 30_000) {
    const status = (await apiCall(serve, 'status', {})) as { queued: number };
    if (status.queued > 0) break;
    await page.waitForTimeout(100);
  }
  log(`  indexing ${photos} photos while scrolling:`);
  const frames = await scroll();
  const after = (await apiCall(serve, 'status', {})) as { queued: number };
  log(`    files still queued after the scroll: ${after.queued}${after.queued === 0 ? ' (the lanes ran dry before the scroll ended: use more --photos)' : ''}`);
  return { frames, queuedAfter: after.queued };
}

const perKpx = (f: Frames): number => (f.engineCpuMs / f.distancePx) * 1000;
const round1 = (n: number): number => Math.round(n * 10) / 10;

function render(r: {
  memories: number;
  days: number;
  paint: number;
  thumbs: number;
  paints: Array<{ paint: number; thumbs: number }>;
  browse: Frames;
  steady: Frames;
  fling: Frames;
  indexing: Frames | null;
  baseline: { commit: string; browse: Frames; engineCpuMsPer1000Px: number } | null;
  jumpMs: number;
  rowsInDom: number;
  chromium: string;
  load: number;
  thumbPx: number;
}): string {
  const ok = (good: boolean): string => (good ? 'met' : '**missed**');
  const frames = (label: string, f: Frames): string =>
    `| ${label} | ${f.frames} | ${f.mean.toFixed(1)} ms | ${ms(f.p95)} | ${ms(f.p99)} | ${ms(f.max)} | ${f.over50} | ${ms(f.engineCpuMs)} / ${Math.round(f.machineBusy * 100)} % |` +
    ` ${f.over50 ? `${ms(f.slowScriptMs)} / ${ms(f.slowLayoutMs)} / ${ms(f.slowEngineMs)}` : '—'} |`;
  const browser = (label: string, f: Frames): string =>
    `${label}: ${f.browserCpu.slice(0, 5).map(([k, v]) => `${k} ${ms(v)}`).join(', ')}, all of Chromium ${ms(f.browserCpu.reduce((a, [, v]) => a + v, 0))}`;
  const date = new Date().toISOString().slice(0, 10);
  const worst = Math.max(r.browse.max, r.steady.max, r.fling.max);
  return [
    SECTION,
    '',
    `Run ${date} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, headless Chromium ${r.chromium} (no GPU),` +
      ` 1280×800 window, load average ${r.load.toFixed(2)} when it started. Serve mode in a process of its own (bench/ui-serve.ts; engine CPU is its /proc time); a library of ${r.memories.toLocaleString('en')} synthetic memories over ${r.days.toLocaleString('en')} days` +
      ` (every 10th with a near-duplicate; thumbnails are ${SHARED_THUMBS.toLocaleString('en')} distinct ${r.thumbPx} px WebPs with noise, shared in turn${r.thumbPx < THUMBNAIL_EDGE ? `: smaller than the app's ${THUMBNAIL_EDGE} px, so decoding is under-represented` : r.thumbPx === THUMBNAIL_EDGE ? ": the app's size" : ''}).`,
    '',
    '| measure | result | goal |',
    '| --- | ---: | --- |',
    `| first timeline paint (navigation start → first rows of thumbnails committed, median of ${RUNS}) | ${ms(r.paint)} | < ${GOAL_FIRST_PAINT_MS} ms: ${ok(r.paint < GOAL_FIRST_PAINT_MS)} |`,
    `| … until the first thumbnail is decoded | ${ms(r.thumbs)} | |`,
    `| slowest frame while scrolling | ${ms(worst)} | < ${GOAL_MAX_FRAME_MS} ms: ${ok(worst <= GOAL_MAX_FRAME_MS)} |`,
    `| scrubber jump to 2016 until its thumbnails show | ${ms(r.jumpMs)} | |`,
    `| timeline rows in the DOM at the end | ${r.rowsInDom} | |`,
    '',
    'Frame times (requestAnimationFrame deltas) while the grid scrolls by a fixed step each frame:',
    '',
    '| scroll | frames | mean | p95 | p99 | max | > 50 ms | engine CPU / all cores busy meanwhile | in the slow frames, at most: page scripts / style+layout / engine CPU |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    frames('40 px/frame (~2,400 px/s: days and thumbnails load as they come)', r.browse),
    frames('120 px/frame (~7,200 px/s: faster than 3 px/ms, thumbnails wait for the scroll to settle)', r.steady),
    frames('1,500 px/frame (a fling; days load behind it)', r.fling),
    ...(r.indexing ? [frames('40 px/frame while the engine indexes a folder of new photos', r.indexing)] : []),
    ...(r.baseline ? [frames(`40 px/frame, baseline: the engine and renderer of ${r.baseline.commit}`, r.baseline.browse)] : []),
    '',
    `Engine CPU per 1,000 px scrolled at 40 px/frame: ${((r.browse.engineCpuMs / r.browse.distancePx) * 1000).toFixed(1)} ms` +
      (r.baseline ? `, baseline ${r.baseline.commit} ${r.baseline.engineCpuMsPer1000Px.toFixed(1)} ms (${(r.baseline.engineCpuMsPer1000Px / Math.max(0.001, (r.browse.engineCpuMs / r.browse.distancePx) * 1000)).toFixed(1)}× less now, same run)` : '') +
      (r.indexing ? `; while indexing ${((r.indexing.engineCpuMs / r.indexing.distancePx) * 1000).toFixed(1)} ms (the indexing's own CPU included)` : '') +
      '.',
    '',
    `First-paint runs: ${r.paints.map((p) => `${ms(p.paint)} (thumbnail ${ms(p.thumbs)})`).join(', ')}. The first run also parses the app's JavaScript cold.` +
      ' Frames are counted by requestAnimationFrame, so a frame lasts a multiple of the 16.7 ms display interval.' +
      " Scripts and style+layout come from Chrome's long-animation-frame entries; engine CPU is this process's (the engine and the server, all threads) CPU time sampled every 10 ms, and cores busy is everyone's work on the machine (/proc/stat)." +
      ' When a slow frame\'s own scripts and layout are small, the rest of it was other work on the same 2 cores: the engine answering thumbnail and listing requests, the browser\'s other threads, other programs.',
    '',
    `Chromium's CPU time during each scroll (/proc, by process and thread): ${browser('40 px/frame', r.browse)}; ${browser('120 px/frame', r.steady)}; ${browser('1,500 px/frame', r.fling)}.`,
    '',
    "Before 2026-11-30 each scroll's long-animation-frame observer stayed on into the next scrolls, so their scripts / style+layout figures counted entries twice or three times (frame times were right).",
  ].join('\n');
}

async function writeSection(section: string): Promise<void> {
  const existing = existsSync(RESULTS) ? await readFile(RESULTS, 'utf8') : '# Benchmark results\n';
  const lines = existing.split('\n');
  const start = lines.findIndex((l) => l.trim() === SECTION);
  let next: string;
  if (start === -1) next = `${existing.replace(/\n*$/, '')}\n\n${section}\n`;
  else {
    const after = lines.findIndex((l, i) => i > start && /^## /.test(l));
    const tail = after === -1 ? [] : lines.slice(after);
    next = [...lines.slice(0, start), ...section.split('\n'), ...(tail.length ? ['', ...tail] : [])].join('\n');
  }
  await writeFile(RESULTS, next.endsWith('\n') ? next : `${next}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:ui: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
