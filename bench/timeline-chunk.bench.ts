/**
 * `npm run bench:timeline [-- --no-write]` (node --expose-gc --max-semi-space-size=64 --import tsx bench/timeline-chunk.bench.ts)
 *
 * What one arriving chunk of days costs the renderer's main thread, in Node: the answer parsed, the
 * store updated, the grid's layout for the new state and the rows on screen looked up — the long
 * task the UI benchmark's slow frames were made of, without the browser. CPU time on one thread is
 * moved far less by other work on the machine than frame times are, so before/after figures of
 * this compare where the browser benchmark's don't.
 *
 * The library is bench/ui.bench.ts's: 100,000 memories evenly over ten years (3,651 days), every
 * 10th with a near-duplicate folded into one cell. The grid is 7 columns (the benchmark's 1280 px
 * window) and scrolls a screen at a time, asking for days the way TimelineGrid does; every request
 * is answered one at a time and each answer is measured.
 */
import { createBridge, type MnemoBridge } from '../shared/ipc';
import { machine, writeSection } from './results-file';
import type { MemorySummary } from '../shared/memory';
import { createAppStore } from '../renderer/src/state/store';
import { layoutTimeline, rowAt, timelineRow, type DayCount } from '../renderer/src/state/timeline-layout';

const COUNT = 100_000;
const COLUMNS = 7;
const ROW = 162;
const HEADER = 48;
const SCREEN = 800;
const OVERSCAN = 600;
const STEPS = Number(process.env.STEPS ?? 400);
const gc = (globalThis as { gc?: () => void }).gc;

/** The benchmark library's summaries by day, newest first, duplicates folded as the engine does. */
function library(): { days: DayCount[]; byDay: Map<string, MemorySummary[]> } {
  const end = Date.UTC(2025, 11, 31, 20, 0, 0);
  const span = 10 * 365 * 86_400_000;
  const byDay = new Map<string, MemorySummary[]>();
  const counts = new Map<string, number>();
  const groups = new Map<string, MemorySummary>();
  for (let i = 0; i < COUNT; i++) {
    const takenAt = end - Math.floor((i / COUNT) * span);
    const local = new Date(takenAt).toISOString().slice(0, 19);
    const day = local.slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
    const group = i % 10 === 1 || i % 10 === 2 ? `g${Math.floor(i / 10)}` : null;
    const folded = group ? groups.get(`${day}/${group}`) : undefined;
    if (folded) {
      folded.duplicates += 1;
      continue;
    }
    const kind = i % 17 === 0 ? 'screenshot' : i % 29 === 0 ? 'video' : 'photo';
    const summary: MemorySummary = { id: i.toString(16).padStart(32, '0'), kind, takenAt: new Date(takenAt).toISOString(), takenAtLocal: local, place: null, thumbnail: `thumbs/00/t${i % 8}.webp`, duplicateGroup: group, duplicates: 1, thumbVersion: null };
    if (group) groups.set(`${day}/${group}`, summary);
    let list = byDay.get(day);
    if (!list) byDay.set(day, (list = []));
    list.push(summary);
  }
  const days = [...byDay].map(([day, list]) => ({ day, count: counts.get(day)!, shown: list.length }));
  return { days, byDay };
}

const { days, byDay: source } = library();
const answers = new Map<string, string>();
const pending: Array<() => void> = [];
const bridge: MnemoBridge = createBridge({
  invoke: async (name, input) => {
    if (name === 'timeline') return { days, total: COUNT };
    if (name !== 'listMemorySummaries') throw new Error(`unexpected ${name}`);
    const { from, to } = input as { from: string; to: string };
    const key = `${from}..${to}`;
    if (!answers.has(key)) {
      const memories = days.filter((d) => d.day >= from && d.day <= to).flatMap((d) => source.get(d.day)!);
      answers.set(key, JSON.stringify({ memories, total: memories.length }));
    }
    // Answered when the measuring loop says so; parsing the JSON is part of what an arrival costs.
    return new Promise((resolve) => pending.push(() => resolve(JSON.parse(answers.get(key)!))));
  },
  subscribe: () => () => undefined,
});

/** Row tops of the grid as the days' counts lay it out, for choosing the wanted days like TimelineGrid. */
const tops: number[] = [];
const rowDays: string[] = [];
let height = 0;
for (const d of days) {
  for (let r = 0; r <= Math.ceil(d.shown / COLUMNS); r++) {
    tops.push(height);
    rowDays.push(d.day);
    height += r === 0 ? HEADER : ROW;
  }
}

function wantedAt(top: number): string[] {
  const first = Math.max(0, rowAt(tops, top - OVERSCAN));
  const last = rowAt(tops, top + SCREEN + OVERSCAN);
  const span = last - first + 1;
  const order: number[] = [];
  for (let i = first; i <= last + 2 * span; i++) order.push(i);
  for (let i = first - 1; i >= first - span; i--) order.push(i);
  return [...new Set(order.filter((i) => i >= 0 && i < rowDays.length).map((i) => rowDays[i]!))];
}

const store = createAppStore(bridge);
let top = 0;
let renderMs = 0;
let sink = 0;
/** What TimelineGrid does when the store changes: the layout, then the rows in the window. */
function render(): void {
  const t = performance.now();
  const { days: list, byDay } = store.getState().timeline;
  const layout = layoutTimeline({ days: list ?? [], byDay, columns: COLUMNS, rowHeight: ROW, headerHeight: HEADER });
  const first = Math.max(0, rowAt(layout.offsets, top - OVERSCAN));
  const last = rowAt(layout.offsets, top + SCREEN + OVERSCAN);
  for (let i = first; i <= last; i++) sink += timelineRow(layout, byDay, i) ? 1 : 0;
  renderMs += performance.now() - t;
}
let lastByDay = store.getState().timeline.byDay;
let updates = 0;
store.subscribe((s) => {
  updates += 1;
  if (s.timeline.byDay === lastByDay) return;
  lastByDay = s.timeline.byDay;
  render();
});

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

type Arrival = { total: number; render: number; heap: number; updates: number };
async function run(measureHeap: boolean): Promise<Arrival[]> {
  const out: Arrival[] = [];
  for (let step = 0; step < STEPS; step++, top += SCREEN) {
    store.getState().ensureDays(wantedAt(top));
    await tick();
    while (pending.length > 0) {
      const answer = pending.shift()!;
      if (measureHeap) gc?.();
      const heap = process.memoryUsage().heapUsed;
      renderMs = 0;
      updates = 0;
      const t = performance.now();
      answer();
      await tick();
      out.push({ total: performance.now() - t, render: renderMs, heap: process.memoryUsage().heapUsed - heap, updates });
    }
  }
  return out;
}

function summary(label: string, values: number[], unit: string, digits = 2): string {
  const sorted = [...values].sort((a, b) => a - b);
  const q = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  const f = (n: number): string => n.toFixed(digits);
  return `${label}: median ${f(q(0.5))} ${unit}, p95 ${f(q(0.95))}, max ${f(sorted.at(-1)!)}, mean ${f(values.reduce((a, b) => a + b, 0) / values.length)}`;
}

await store.getState().loadTimeline();
render();
// A first pass warms the JIT; the second is measured, then a third counts what each arrival allocates.
await run(false);
store.setState((s) => ({ timeline: { ...s.timeline, byDay: {}, loadingDays: {}, failedDays: {} } }));
top = 0;
const timed = await run(false);
store.setState((s) => ({ timeline: { ...s.timeline, byDay: {}, loadingDays: {}, failedDays: {} } }));
top = 0;
const heap = gc ? await run(true) : [];
const FRAME_MS = 1000 / 60;
const lines = [
  `${days.length} days, ${tops.length} rows at ${COLUMNS} columns; ${timed.length} chunk arrivals over ${STEPS} screens; ${sink} rows looked up`,
  summary('arrival (parse + store + layout + rows on screen)', timed.map((a) => a.total), 'ms'),
  summary('  of which layout + rows on screen', timed.map((a) => a.render), 'ms'),
  summary('  of which parse + store update', timed.map((a) => a.total - a.render), 'ms'),
  summary('store updates (subscriber calls) per arrival', timed.map((a) => a.updates), '', 1),
  heap.length ? summary('heap allocated per arrival (no GC in between)', heap.map((a) => a.heap / 1024), 'KB', 0) : 'run with node --expose-gc to count allocations',
];
const sorted = timed.map((a) => a.total).sort((a, b) => a - b);
const share = (ms: number): string => `${((ms / FRAME_MS) * 100).toFixed(1)} %`;
lines.push(`against one 60 Hz frame (${FRAME_MS.toFixed(1)} ms): median arrival ${share(sorted[Math.floor(sorted.length / 2)]!)}, slowest ${share(sorted.at(-1)!)}`);
for (const line of lines) console.log(line);
if (!process.argv.includes('--no-write')) {
  writeSection(
    'Timeline chunk arrival (npm run bench:timeline)',
    [
      `Run ${machine()}. What one arriving chunk of days costs the renderer's main thread, measured in Node (CPU on one thread, moved far less by other load than the browser's frame times): the answer parsed, the store updated, the grid's layout and the rows on screen looked up. Library: bench/ui.bench.ts's 100,000 memories over 3,651 days; 7 columns; scrolling a screen at a time.`,
      '',
      ...lines.map((l) => `    ${l}`),
    ].join('\n'),
  );
  console.log('wrote the "## Timeline chunk arrival" section of bench/RESULTS.md');
}
