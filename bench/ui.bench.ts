/**
 * `npm run bench:ui [-- --memories N] [--no-write] [--keep]`
 *
 * The timeline with a big library: a serve-mode library of N synthetic memories (default 100,000,
 * spread over ten years, every thumbnail one of a few tiny shared WebPs) is opened in Chromium and
 * measured: time to the first painted rows of thumbnails (the renderer's `mnemo:timeline-first-paint`
 * mark, from navigation start), frame times while scrolling (requestAnimationFrame deltas), and the
 * time a jump from the scrubber takes to show its thumbnails. Goals: first paint < 1.5 s, no frame
 * over 50 ms. Results go to the "## UI (npm run bench:ui)" section of bench/RESULTS.md (other
 * sections are kept).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { openEngine } from '../electron/engine/index';
import { startServer } from '../electron/engine/serve/server';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow, type MemoryRow } from '../electron/engine/store/schema';
import { buildRenderer, CHROMIUM, launchChromium } from '../test/e2e/harness';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(HERE, 'RESULTS.md');
const SECTION = '## UI (npm run bench:ui)';
const GOAL_FIRST_PAINT_MS = 1500;
const GOAL_MAX_FRAME_MS = 50;
const YEARS = 10;
const SHARED_THUMBS = 8;
const RUNS = 3;

interface Options {
  memories: number;
  write: boolean;
  keep: boolean;
  /** Write the page's CPU profile of the scrolling runs here (a .cpuprofile for Chrome's DevTools). */
  profile: string | null;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { memories: 100_000, write: true, keep: false, profile: null };
  for (let i = 0; i < argv.length; i++) {
    const [arg, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    if (arg === '--memories') {
      const n = Number(inline ?? argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error('--memories needs a positive integer');
      opts.memories = n;
    } else if (arg === '--no-write') opts.write = false;
    else if (arg === '--keep') opts.keep = true;
    else if (arg === '--profile') opts.profile = path.resolve(inline ?? argv[++i] ?? 'ui.cpuprofile');
    else throw new Error(`unknown option ${arg}; options: --memories N, --no-write, --keep, --profile FILE`);
  }
  return opts;
}

const log = (line: string): void => void process.stdout.write(`${line}\n`);

/** Memories spread evenly over ten years up to 2025, a day's photos minutes apart; some near-duplicate pairs. */
async function fillLibrary(libraryDir: string, count: number): Promise<{ days: number }> {
  const thumbs = path.join(libraryDir, 'thumbs', '00');
  await mkdir(thumbs, { recursive: true });
  for (let i = 0; i < SHARED_THUMBS; i++) {
    const hue = Math.round((i * 360) / SHARED_THUMBS);
    await sharp({ create: { width: 64, height: 64, channels: 3, background: hsl(hue) } })
      .webp({ quality: 60 })
      .toFile(path.join(thumbs, `t${i}.webp`));
  }
  const db = await Database.open(libraryDir);
  const end = Date.UTC(2025, 11, 31, 20, 0, 0);
  const span = YEARS * 365 * 86_400_000;
  const now = Date.now();
  const stages = JSON.stringify(Object.fromEntries(['probe', 'time', 'place', 'thumbnail'].map((s) => [s, { status: 'done', version: s === 'thumbnail' ? 2 : 1 }])));
  const days = new Set<string>();
  for (let start = 0; start < count; start += 10_000) {
    const rows: MemoryRow[] = [];
    for (let i = start; i < Math.min(count, start + 10_000); i++) {
      const id = i.toString(16).padStart(32, '0');
      const takenAt = end - Math.floor((i / count) * span);
      const local = new Date(takenAt).toISOString().slice(0, 19);
      days.add(local.slice(0, 10));
      const row = emptyMemoryRow(id, `/bench/photos/${local.slice(0, 4)}/IMG_${i}.jpg`, '/bench/photos', now);
      Object.assign(row, {
        kind: i % 17 === 0 ? 'screenshot' : i % 29 === 0 ? 'video' : 'photo',
        format: 'jpeg',
        size: 2_000_000,
        width: 4000,
        height: 3000,
        taken_at: takenAt,
        taken_at_local: local,
        time_source: 'exif',
        thumbnail: `thumbs/00/t${i % SHARED_THUMBS}.webp`,
        // Every 10th memory has a near-duplicate: the one after it.
        dup_group: i % 10 === 1 || i % 10 === 2 ? `g${Math.floor(i / 10)}` : null,
        search_text: `IMG_${i} ${local.slice(0, 10)}`,
        stages_json: stages,
        status: 'ok',
      } satisfies Partial<MemoryRow>);
      rows.push(row);
    }
    await db.upsertMemories(rows);
  }
  await db.optimize();
  await db.close();
  return { days: days.size };
}

function hsl(hue: number): { r: number; g: number; b: number } {
  const f = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (0.55 - 0.35 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: f(0), g: f(8), b: f(4) };
}

/** From navigation start to the mark, and to the first thumbnail decoded on screen. */
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
}

/** Scrolls the grid by `step` px every frame for `count` frames, recording the time between frames. */
async function scrollFrames(page: Page, step: number, count: number): Promise<Frames> {
  // Long animation frames (Chrome's LoAF entries) say where slow frames went: scripts, style and layout.
  await page.evaluate(`(() => {
    window.__loaf = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__loaf.push(e.toJSON()); }).observe({ type: 'long-animation-frame' });
  })()`);
  // A string, not a function: tsx's transform would wrap named inner functions in a helper the page lacks.
  const deltas = (await page.evaluate(`new Promise((resolve) => {
    const el = document.querySelector('.timeline-scroll');
    const out = [];
    let last = 0;
    let n = 0;
    const tick = (t) => {
      out.push(t - last);
      last = t;
      el.scrollTop += ${step};
      if (++n < ${count}) requestAnimationFrame(tick);
      else resolve(out.slice(1));
    };
    requestAnimationFrame((t) => {
      last = t;
      requestAnimationFrame(tick);
    });
  })`)) as number[];
  const loaf = (await page.evaluate('window.__loaf')) as Array<{ duration: number; renderStart: number; startTime: number; styleAndLayoutStart: number; scripts: Array<{ duration: number; sourceFunctionName: string; invoker: string; sourceURL: string }> }>;
  const slow = loaf.filter((e) => e.duration > 50);
  const scriptsOf = (f: (typeof loaf)[number]) => (f.scripts ?? []).filter((x) => x && typeof x.duration === 'number');
  const scriptMs = (f: (typeof loaf)[number]): number => scriptsOf(f).reduce((total, x) => total + x.duration, 0);
  const layoutMs = (f: (typeof loaf)[number]): number => (f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0);
  for (const f of [...slow].sort((a, b) => b.duration - a.duration).slice(0, 3)) {
    const scripts = scriptsOf(f).map((x) => `${x.invoker || x.sourceFunctionName} ${Math.round(x.duration)}ms`).join(', ');
    log(`    slow frame ${Math.round(f.duration)} ms: scripts [${scripts}], style+layout ${Math.round(layoutMs(f))} ms`);
  }
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

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set MNEMO_CHROMIUM)`);
  const base = await mkdtemp(path.join(os.tmpdir(), 'mnemo-bench-ui-'));
  const libraryDir = path.join(base, 'library');
  try {
    log(`building the renderer…`);
    const rendererDir = await buildRenderer(path.join(base, 'out'));
    log(`filling a library with ${opts.memories.toLocaleString('en')} memories…`);
    let t = performance.now();
    const { days } = await fillLibrary(libraryDir, opts.memories);
    log(`  ${days.toLocaleString('en')} days, ${ms(performance.now() - t)}`);

    // Other work on the machine shows in frame times: say how busy it was.
    const loadBefore = os.loadavg()[0] ?? 0;
    const engine = await openEngine({ libraryDir, modelsDir: path.join(base, 'models') });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    const server = await startServer({ engine, rendererDir, libraryDir });
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const paints: Array<{ paint: number; thumbs: number }> = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await context.newPage();
        paints.push(await firstPaint(page, server.url));
        log(`  first paint run ${run + 1}: rows ${ms(paints.at(-1)!.paint)}, thumbnails decoded ${ms(paints.at(-1)!.thumbs)}`);
        // Let the engine finish what the page asked after its first screen (status, people) before the next run.
        await page.waitForTimeout(2000);
        if (run < RUNS - 1) await page.close();
      }
      const page = context.pages().at(-1)!;
      await page.waitForTimeout(1000);
      const cdp = opts.profile ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      const browse = await scrollFrames(page, 40, 600);
      log(`  scrolling 40 px/frame: max ${ms(browse.max)}, p99 ${ms(browse.p99)}, ${browse.over50} frames > 50 ms of ${browse.frames}`);
      const steady = await scrollFrames(page, 120, 600);
      log(`  scrolling 120 px/frame: max ${ms(steady.max)}, p99 ${ms(steady.p99)}, ${steady.over50} frames > 50 ms of ${steady.frames}`);
      const fling = await scrollFrames(page, 1500, 300);
      log(`  scrolling 1500 px/frame: max ${ms(fling.max)}, p99 ${ms(fling.p99)}, ${fling.over50} frames > 50 ms of ${fling.frames}`);
      if (cdp && opts.profile) {
        const { profile } = await cdp.send('Profiler.stop');
        await writeFile(opts.profile, JSON.stringify(profile));
        log(`  wrote the scrolling's CPU profile to ${opts.profile}; heaviest functions (self time):`);
        for (const line of topFunctions(profile)) log(`    ${line}`);
      }
      const jumpMs = await jump(page, '2016');
      log(`  jump to 2016 from the scrubber: ${ms(jumpMs)}`);
      const loaded = await page.evaluate(() => document.querySelectorAll('.timeline-row').length);

      const result = {
        memories: opts.memories,
        days,
        paint: median(paints.map((p) => p.paint)),
        thumbs: median(paints.map((p) => p.thumbs)),
        paints,
        browse,
        steady,
        fling,
        jumpMs,
        rowsInDom: loaded,
        chromium: browser.version(),
        load: loadBefore,
      };
      const section = render(result);
      log(`\n${section}`);
      if (opts.write) {
        await writeSection(section);
        log(`wrote the "${SECTION}" section of ${path.relative(process.cwd(), RESULTS)}`);
      }
    } finally {
      await browser.close();
      await server.close();
      await engine.close();
    }
  } finally {
    if (opts.keep) log(`kept ${base}`);
    else await rm(base, { recursive: true, force: true });
  }
}

function render(r: {
  memories: number;
  days: number;
  paint: number;
  thumbs: number;
  paints: Array<{ paint: number; thumbs: number }>;
  browse: Frames;
  steady: Frames;
  fling: Frames;
  jumpMs: number;
  rowsInDom: number;
  chromium: string;
  load: number;
}): string {
  const ok = (good: boolean): string => (good ? 'met' : '**missed**');
  const frames = (label: string, f: Frames): string =>
    `| ${label} | ${f.frames} | ${f.mean.toFixed(1)} ms | ${ms(f.p95)} | ${ms(f.p99)} | ${ms(f.max)} | ${f.over50} | ${f.over50 ? `${ms(f.slowScriptMs)} / ${ms(f.slowLayoutMs)}` : '—'} |`;
  const date = new Date().toISOString().slice(0, 10);
  const worst = Math.max(r.browse.max, r.steady.max, r.fling.max);
  return [
    SECTION,
    '',
    `Run ${date} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, headless Chromium ${r.chromium} (no GPU),` +
      ` 1280×800 window, load average ${r.load.toFixed(2)} when it started. Serve mode in the same process as the benchmark; a library of ${r.memories.toLocaleString('en')} synthetic memories over ${r.days.toLocaleString('en')} days` +
      ` (every 10th with a near-duplicate; thumbnails are ${SHARED_THUMBS} shared 64 px WebPs, so image decoding is not what is measured).`,
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
    '| scroll | frames | mean | p95 | p99 | max | > 50 ms | their scripts / style+layout, at most |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    frames('40 px/frame (~2,400 px/s: days and thumbnails load as they come)', r.browse),
    frames('120 px/frame (~7,200 px/s: faster than 3 px/ms, thumbnails wait for the scroll to settle)', r.steady),
    frames('1,500 px/frame (a fling; days load behind it)', r.fling),
    '',
    `First-paint runs: ${r.paints.map((p) => `${ms(p.paint)} (thumbnail ${ms(p.thumbs)})`).join(', ')}. The first run also parses the app's JavaScript cold.` +
      ' Frames are counted by requestAnimationFrame, so a frame lasts a multiple of the 16.7 ms display interval.' +
      " The last column comes from Chrome's long-animation-frame entries: when a slow frame's own scripts and layout are small, the rest of it was the machine's other work (the engine runs on the same 2 cores).",
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
