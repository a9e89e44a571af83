/**
 * What a Chrome trace of a bench:ui scroll says (bench/ui.bench.ts --trace writes them): the slow
 * frames and what every thread did in them, and the page's longest main-thread tasks by CPU time.
 * `tsx bench/ui-trace.ts FILE…` prints the same for traces written earlier (a first paint's, FILE-paint-<n>.json, with firstPaintSummary).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.gc',
  'cc',
  'viz',
  'gpu',
  'benchmark',
  'loading',
  'netlog',
];

/**
 * What a Chrome trace says about the slow frames: frames are the page's animation-frame callbacks
 * (FireAnimationFrame on the renderer's main thread, clustered), and for each gap over 50 ms, how
 * long every thread of every Chromium process was busy in it (and, with thread times, how much of
 * that it actually ran on a core), plus the main thread's heaviest events. The engine's own work
 * is not in the trace: see the CPU figures per scroll.
 */
export function traceSummary(buffer: Buffer): string[] {
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const threadNames = new Map<string, string>();
  const processNames = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
    if (e.name === 'process_name') processNames.set(e.pid, e.args?.name ?? '?');
  }
  const fires = events.filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X');
  const byThread = new Map<string, number>();
  for (const e of fires) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return ['    (no animation frames in the trace)'];
  const starts = fires.filter((e) => `${e.pid}:${e.tid}` === main).map((e) => e.ts).sort((a, b) => a - b);
  const frames: number[] = [];
  for (const t of starts) if (frames.length === 0 || t - frames.at(-1)! > 8_000) frames.push(t);
  const slow: Array<[number, number]> = [];
  for (let i = 1; i < frames.length; i++) if (frames[i]! - frames[i - 1]! > 50_000) slow.push([frames[i - 1]!, frames[i]!]);
  const out = [`    trace: ${frames.length} frames, ${slow.length} over 50 ms`];
  const complete = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const label = (key: string): string => `${processNames.get(Number(key.split(':')[0])) ?? '?'}/${threadNames.get(key) ?? key}`;
  for (const [t0, t1] of slow.sort((a, b) => b[1] - b[0] - (a[1] - a[0])).slice(0, 5)) {
    // Top-level tasks per thread: the outermost complete events, clipped to the gap.
    const busy = new Map<string, { wall: number; cpu: number; end: number }>();
    const mainEvents = new Map<string, number>();
    for (const e of complete) {
      const end = e.ts + e.dur!;
      if (end <= t0 || e.ts >= t1) continue;
      const key = `${e.pid}:${e.tid}`;
      const clipped = Math.min(end, t1) - Math.max(e.ts, t0);
      if (key === main) mainEvents.set(e.name, (mainEvents.get(e.name) ?? 0) + clipped);
      const b = busy.get(key) ?? { wall: 0, cpu: 0, end: -Infinity };
      if (e.ts >= b.end) {
        b.wall += clipped;
        b.cpu += e.tdur !== undefined && e.dur! > 0 ? (clipped * e.tdur) / e.dur! : clipped;
        b.end = end;
      }
      busy.set(key, b);
    }
    const threads = [...busy]
      .filter(([, b]) => b.wall > 2_000)
      .sort((a, b) => b[1].wall - a[1].wall)
      .slice(0, 6)
      .map(([key, b]) => `${label(key)} ${Math.round(b.wall / 1000)}ms (on CPU ${Math.round(b.cpu / 1000)})`);
    const heavy = [...mainEvents]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
    out.push(`    slow frame ${Math.round((t1 - t0) / 1000)} ms at +${Math.round((t0 - frames[0]!) / 1000)} ms: ${threads.join(', ')}`);
    out.push(`      main thread: ${heavy.join(', ')}`);
  }
  // The scroll itself: from the first to the last call of the bench's frame callback (scrollFrames' `tick`).
  const ticks = complete.filter((e) => e.name === 'FunctionCall' && e.args?.data?.functionName === 'tick' && `${e.pid}:${e.tid}` === main).map((e) => e.ts);
  out.push(...longestTasks(complete, main, frames[0]!, ticks.length > 0 ? [Math.min(...ticks), Math.max(...ticks)] : [-Infinity, Infinity]));
  return out;
}

/**
 * The main thread's longest tasks by CPU time (the trace's thread time, which other programs on the
 * machine do not inflate as they do wall times), and what ran inside each: the events nested in it,
 * by name (a script's function and file, an event's type), inclusive wall time. Only tasks that
 * start during the scroll count (a refresh of the day list waits for the scroll to end). A task is what no
 * frame can interrupt: the longest one is the floor of the slowest frame on an idle machine.
 */
function longestTasks(complete: TraceEvent[], main: string, origin: number, [from, to]: [number, number]): string[] {
  const onMain = complete.filter((e) => `${e.pid}:${e.tid}` === main && e.ts >= from && e.ts <= to);
  const tasks: TraceEvent[] = [];
  let end = -Infinity;
  for (const e of onMain) {
    if (e.ts < end || !(e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask')) continue;
    tasks.push(e);
    end = e.ts + e.dur!;
  }
  const cpu = (e: TraceEvent): number => e.tdur ?? e.dur!;
  const total = tasks.reduce((n, e) => n + cpu(e), 0);
  const sorted = [...tasks].sort((a, b) => cpu(b) - cpu(a));
  const over = (ms: number): number => tasks.filter((e) => cpu(e) > ms * 1000).length;
  const out = [`    main-thread tasks: ${tasks.length}, ${Math.round(total / 1000)} ms CPU in all; over 16 ms CPU: ${over(16)}, over 30: ${over(30)}, over 50: ${over(50)}`];
  for (const task of sorted.slice(0, 8)) {
    const inside = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + e.dur! > task.ts + task.dur! || e.dur! < 500) continue;
      const label = eventLabel(e);
      if (label) inside.set(label, (inside.get(label) ?? 0) + e.dur!);
    }
    const what = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`);
    out.push(`      task ${(cpu(task) / 1000).toFixed(1)} ms CPU (${(task.dur! / 1000).toFixed(1)} wall) at +${Math.round((task.ts - origin) / 1000)} ms: ${what.join(', ')}`);
  }
  return out;
}

/**
 * What a trace of one first paint (bench:ui --only-first-paint --trace) says about the page's main
 * thread from navigation start to the `mnemo:timeline-first-paint` mark: its CPU time (thread time,
 * which the machine's load does not inflate), what that went to (parse/compile, module evaluation,
 * script, layout, GC, by event name, nested events of one name counted once), how long it sat idle
 * (waiting on the network and the engine), the renderer's other threads (scripts stream-compile off
 * the main thread), and the longest tasks.
 */
export function firstPaintSummary(buffer: Buffer): string[] {
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = events.find((e) => e.name === 'mnemo:timeline-first-paint');
  if (!mark) return ['    (no first-paint mark in the trace)'];
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const main = [...threadNames].find(([key, name]) => name === 'CrRendererMain' && key.startsWith(`${mark.pid}:`))?.[0];
  if (!main) return ['    (no renderer main thread for the mark)'];
  const complete = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const onMain = complete.filter((e) => `${e.pid}:${e.tid}` === main);
  // The mark's own startTime is from the page's time origin (its navigation), whichever process began it.
  const since = mark.args?.data?.startTime;
  const t1 = mark.ts;
  const t0 = typeof since === 'number' ? t1 - since * 1000 : (onMain[0]?.ts ?? t1);
  const clip = (e: TraceEvent): number => Math.max(0, Math.min(e.ts + e.dur!, t1) - Math.max(e.ts, t0));
  // The event's thread time, in proportion to the part of it before the mark.
  const cpuPart = (e: TraceEvent): number => (e.tdur !== undefined && e.dur! > 0 ? (clip(e) * e.tdur) / e.dur! : clip(e));
  // Top-level tasks: the outermost events, their thread time scaled to the part before the mark.
  let cpu = 0;
  let wall = 0;
  let end = -Infinity;
  for (const e of onMain) {
    if (e.ts < end || e.ts >= t1 || e.ts + e.dur! <= t0) continue;
    end = e.ts + e.dur!;
    const part = clip(e);
    wall += part;
    cpu += e.tdur !== undefined && e.dur! > 0 ? (part * e.tdur) / e.dur! : part;
  }
  const byName = new Map<string, number>();
  const openUntil = new Map<string, number>();
  for (const e of onMain) {
    if (e.ts >= t1 || e.ts + e.dur! <= t0) continue;
    const label = eventLabel(e);
    if (!label || e.name === 'ThreadControllerImpl::RunTask') continue;
    const name = e.name === 'FunctionCall' || e.name === 'EventDispatch' ? label : e.name;
    if (e.ts < (openUntil.get(name) ?? -Infinity)) continue;
    openUntil.set(name, e.ts + e.dur!);
    byName.set(name, (byName.get(name) ?? 0) + cpuPart(e));
  }
  const others = new Map<string, number>();
  const threadUntil = new Map<string, number>();
  for (const e of complete) {
    const key = `${e.pid}:${e.tid}`;
    if (e.pid !== mark.pid || key === main) continue;
    const part = clip(e);
    if (part > 0 && e.ts >= (threadUntil.get(key) ?? -Infinity)) {
      threadUntil.set(key, e.ts + e.dur!);
      others.set(key, (others.get(key) ?? 0) + (e.tdur !== undefined && e.dur! > 0 ? (part * e.tdur) / e.dur! : part));
    }
  }
  const msOf = (us: number): string => `${Math.round(us / 1000)}`;
  return [
    `    main thread, navigation → mark (${msOf(t1 - t0)} ms): ${msOf(cpu)} ms CPU, busy ${msOf(wall)} ms, idle ${msOf(t1 - t0 - wall)} ms`,
    `      by event (inclusive CPU ms): ${[...byName].sort((a, b) => b[1] - a[1]).slice(0, 16).map(([n, us]) => `${n} ${(us / 1000).toFixed(1)}`).join(', ')}`,
    `      the renderer's other threads (CPU ms): ${[...others].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, us]) => `${threadNames.get(k) ?? k} ${msOf(us)}`).join(', ')}`,
    ...longestTasks(complete, main, t0, [t0, t1]).map((line) => line.replace('main-thread tasks', 'main-thread tasks before the mark')),
  ];
}

/** A trace event named with what identifies it (null for the scheduler's own wrappers). */
function eventLabel(e: TraceEvent): string | null {
  if (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') return null;
  const data = e.args?.data ?? {};
  if (e.name === 'FunctionCall') {
    const file = typeof data.url === 'string' ? data.url.split('/').pop() : '';
    return `FunctionCall(${String(data.functionName || '?')} ${file}:${String(data.lineNumber ?? '')})`;
  }
  if (e.name === 'EventDispatch' && typeof data.type === 'string') return `EventDispatch(${data.type})`;
  return e.name;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) {
    process.stdout.write(`${file}\n`);
    const trace = readFileSync(file);
    const summary = /-paint-\d+\.json$/.test(file) ? firstPaintSummary(trace) : traceSummary(trace);
    for (const line of summary) process.stdout.write(`${line}\n`);
  }
}
