/**
 * The fault campaign (#15): a real engine in a child process is killed (SIGKILL) at seeded random
 * moments, starved of disk space, handed a damaged table file, left by Ollama mid-stream and loaded
 * through serve mode. After each round the library is checked: one memory row per content id and one
 * file row per path, every album file present, every edit whose call returned kept, errors readable,
 * and the engine still answers. `bench/faults/run.ts` runs the full campaign; test/faults.test.ts a
 * short one. Timeouts here only detect hangs; every wait is on a child's line or an event.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { generateAlbum } from '../../eval/album/generate';
import { openEngine } from '../../electron/engine/index';
import { STAGES } from '../../electron/engine/ingest/stages';
import { userValues } from '../../electron/engine/store/corrections';
import { Database } from '../../electron/engine/store/database';
import { parsePaths } from '../../electron/engine/store/memory-view';
import { mulberry32, type Rng } from '../../scripts/support/seeded-random';
import { reply, startOllamaServer, type FakeOllama } from '../../test/support/ollama-server';
import type { ChildConfig, ChildLine } from './child';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const childScript = path.join(repo, 'bench', 'faults', 'child.ts');
const TEXT_MODEL = 'qwen2.5:3b';
const INGEST_STAGES = new Set(STAGES.map((s) => s.name));
/** Hang detectors: a child that says nothing for this long is stuck (the slowest honest run is far below). */
const CHILD_TIMEOUT_MS = 180_000;

export type KillPhase = 'ingest' | 'perception' | 'augment' | 'edit';
export type RoundKind = `kill-${KillPhase}` | 'enospc' | 'corrupt-table' | 'ollama-drop' | 'serve-load';

export interface RoundResult {
  kind: RoundKind;
  seed: number;
  survived: boolean;
  /** What broke, in words (empty when the round survived). */
  failures: string[];
  details: Record<string, unknown>;
}

// ---------------------------------------------------------------- children

export interface Child {
  proc: ChildProcess;
  lines: ChildLine[];
  stderr: () => string;
  /** The first line (already seen or still to come) that matches; rejects if the child exits first. */
  waitLine<T extends ChildLine>(match: (line: ChildLine) => line is T): Promise<T>;
  waitLine(match: (line: ChildLine) => boolean): Promise<ChildLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node --import tsx child.ts <config>` (one process: the tsx CLI would fork a child that outlives SIGKILL). */
export function startChild(config: ChildConfig, wrap?: (node: string[]) => [string, string[]]): Child {
  const node = [process.execPath, '--import', 'tsx', childScript, JSON.stringify(config)];
  const [cmd, args] = wrap ? wrap(node) : [node[0]!, node.slice(1)];
  const proc = spawn(cmd, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: ChildLine[] = [];
  let err = '';
  let buffered = '';
  const waiters = new Set<{ match: (l: ChildLine) => boolean; resolve: (l: ChildLine) => void; reject: (e: Error) => void }>();
  proc.stdout!.on('data', (d: Buffer) => {
    buffered += d.toString();
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const text = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (!text.startsWith('{')) continue; // a library's own console output
      let line: ChildLine;
      try {
        line = JSON.parse(text) as ChildLine;
      } catch {
        continue;
      }
      lines.push(line);
      for (const w of [...waiters]) {
        if (!w.match(line)) continue;
        waiters.delete(w);
        w.resolve(line);
      }
    }
  });
  proc.stderr!.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-20_000)));
  const timer = setTimeout(() => proc.kill('SIGKILL'), CHILD_TIMEOUT_MS);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('close', (code, signal) => {
      clearTimeout(timer);
      for (const w of waiters) w.reject(new Error(`child exited (${signal ?? code}) before the line: ${err.slice(-500)}`));
      waiters.clear();
      resolve({ code, signal });
    }),
  );
  const waitLine = (match: (l: ChildLine) => boolean) => {
    const seen = lines.find(match);
    if (seen) return Promise.resolve(seen);
    if (proc.exitCode !== null || proc.signalCode !== null) return Promise.reject(new Error('child already exited'));
    return new Promise<ChildLine>((resolve, reject) => waiters.add({ match, resolve, reject }));
  };
  return { proc, lines, stderr: () => err, waitLine: waitLine as Child['waitLine'], exited };
}

const isLine = <T extends ChildLine['t']>(t: T) => (l: ChildLine): l is Extract<ChildLine, { t: T }> => l.t === t;

/** Run a child to its end; its lines and how it ended. */
async function runChild(config: ChildConfig, wrap?: (node: string[]) => [string, string[]]) {
  const child = startChild(config, wrap);
  const end = await child.exited;
  return { ...end, lines: child.lines, stderr: child.stderr() };
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- checks

/** A message a person can read: words, not an object dump or a stack. */
export function readable(message: unknown): boolean {
  if (typeof message !== 'string') return false;
  const m = message.trim();
  return m.length > 0 && m.length <= 1_000 && !/\[object \w+\]|^(undefined|null)$|\n\s+at /.test(m);
}

export interface LibraryCheck {
  memories: number;
  files: number;
  duplicateMemories: number;
  duplicateFiles: number;
  /** Album files with no file row or no live memory. */
  lost: string[];
  /** Memories whose thumbnail is named but missing or empty on disk. */
  halfWritten: string[];
  notes: Map<string, string | null>;
}

export async function checkLibrary(library: string, albumFiles: string[]): Promise<LibraryCheck> {
  const db = await Database.open(library);
  try {
    const rows = await db.memoriesWhere(null);
    const files = await db.allFiles();
    const live = rows.filter((r) => r.deleted_at === null);
    const memoryPaths = new Set(live.flatMap((r) => parsePaths(r)));
    const filePaths = new Set(files.map((f) => f.path));
    const halfWritten: string[] = [];
    for (const r of live) {
      if (!r.thumbnail) continue;
      const thumb = path.join(library, r.thumbnail);
      if (!existsSync(thumb) || (await stat(thumb)).size === 0) halfWritten.push(r.path);
    }
    return {
      memories: rows.length,
      files: files.length,
      duplicateMemories: rows.length - new Set(rows.map((r) => r.id)).size,
      duplicateFiles: files.length - filePaths.size,
      lost: albumFiles.filter((f) => !filePaths.has(f) || !memoryPaths.has(f)),
      halfWritten,
      notes: new Map(rows.map((r) => [r.id, userValues(r).note ?? null])),
    };
  } finally {
    await db.close();
  }
}

function libraryFailures(c: LibraryCheck): string[] {
  const out: string[] = [];
  if (c.duplicateMemories) out.push(`${c.duplicateMemories} duplicate memory rows`);
  if (c.duplicateFiles) out.push(`${c.duplicateFiles} duplicate file rows`);
  if (c.lost.length) out.push(`${c.lost.length} files lost (${c.lost.slice(0, 3).map((p) => path.basename(p)).join(', ')})`);
  if (c.halfWritten.length) out.push(`${c.halfWritten.length} memories half-written (thumbnail missing)`);
  return out;
}

/** What a finishing run reported: indexed, readable errors only, and an answer. */
function finishFailures(run: Awaited<ReturnType<typeof runChild>>): string[] {
  const out: string[] = [];
  const report = run.lines.find(isLine('report'));
  const error = run.lines.find(isLine('error'));
  if (run.code !== 0) out.push(`the finishing run failed (${run.signal ?? `exit ${run.code}`}): ${error?.message ?? run.stderr.slice(-300)}`);
  if (!report) return out.length ? out : ['the finishing run gave no report'];
  const unreadable = report.errors.filter((e) => !readable(e.error));
  if (unreadable.length) out.push(`${unreadable.length} unreadable errors in status (${JSON.stringify(unreadable[0])})`);
  if (!report.answered) out.push('ask gave no answer');
  return out;
}

// ---------------------------------------------------------------- the campaign

export interface CampaignOptions {
  /** Scratch folder (emptied first). */
  dir: string;
  seed: number;
  /** Album files (a seeded subset of the eval album's text-bearing scenarios). */
  albumFiles: number;
  /** Rounds per kill phase. */
  killRounds: Record<KillPhase, number>;
  enospcRounds: number;
  corruptRounds: number;
  ollamaRounds: number;
  /** Serve load: concurrent ask loops, WebSocket connections, seconds. */
  load: { askers: number; sockets: number; seconds: number };
  log?: (message: string) => void;
}

export interface CampaignResult {
  seed: number;
  album: number;
  baseline: { indexMs: number; ingestMs: number; editMs: number };
  rounds: RoundResult[];
}

interface Baseline {
  album: string;
  albumFiles: string[];
  base: string;
  models: string;
  indexMs: number;
  ingestMs: number;
  editMs: number;
  /** Library size on disk (4 KiB blocks, as tmpfs counts them) empty and indexed. */
  emptyBytes: number;
  fullBytes: number;
}

export async function runCampaign(o: CampaignOptions): Promise<CampaignResult> {
  const log = o.log ?? (() => undefined);
  await rm(o.dir, { recursive: true, force: true });
  await mkdir(o.dir, { recursive: true });
  const b = await baseline(o, log);
  const rounds: RoundResult[] = [];
  const random = mulberry32(o.seed);
  const seeds = () => Math.floor(random() * 2 ** 31);
  const run = async (kind: RoundKind, fn: (seed: number, dir: string) => Promise<Omit<RoundResult, 'kind' | 'seed' | 'survived'>>) => {
    const seed = seeds();
    const dir = path.join(o.dir, `${kind}-${rounds.length}`);
    await mkdir(dir, { recursive: true });
    const started = Date.now();
    let result: RoundResult;
    try {
      const r = await fn(seed, dir);
      result = { kind, seed, survived: r.failures.length === 0, ...r };
    } catch (err) {
      result = { kind, seed, survived: false, failures: [`the round itself failed: ${err instanceof Error ? err.message : String(err)}`], details: {} };
    }
    result.details.ms = Date.now() - started;
    rounds.push(result);
    log(`${kind} seed ${seed}: ${result.survived ? 'survived' : `FAILED: ${result.failures.join('; ')}`} ${JSON.stringify(result.details)}`);
    await rm(dir, { recursive: true, force: true });
  };
  const phases: KillPhase[] = ['ingest', 'perception', 'augment', 'edit'];
  const most = Math.max(...phases.map((p) => o.killRounds[p]));
  for (let i = 0; i < most; i++) for (const p of phases) if (i < o.killRounds[p]) await run(`kill-${p}`, (seed, dir) => killRound(p, seed, dir, b));
  for (let i = 0; i < o.enospcRounds; i++) await run('enospc', (seed, dir) => enospcRound(seed, dir, b));
  for (let i = 0; i < o.corruptRounds; i++) await run('corrupt-table', (seed, dir) => corruptRound(seed, dir, b));
  for (let i = 0; i < o.ollamaRounds; i++) await run('ollama-drop', (seed, dir) => ollamaDropRound(seed, dir, b));
  await run('serve-load', (seed, dir) => serveLoadRound(seed, dir, b, o.load));
  return { seed: o.seed, album: b.albumFiles.length, baseline: { indexMs: b.indexMs, ingestMs: b.ingestMs, editMs: b.editMs }, rounds };
}

/** The album, a fully indexed library every later round copies, and how long each phase takes. */
async function baseline(o: CampaignOptions, log: (m: string) => void): Promise<Baseline> {
  const album = path.join(o.dir, 'album');
  // Screens, receipts and signs: text for OCR to read, places and days for events.
  await generateAlbum(album, { scenarios: ['info', 'parking', 'grocery', 'outing'] });
  await rm(path.join(album, 'album.json'));
  const names = (await readdir(album)).sort();
  const random = mulberry32(o.seed ^ 0x5eed);
  const keep = new Set(names.map((n) => ({ n, k: random() })).sort((a, b) => a.k - b.k).slice(0, o.albumFiles).map((x) => x.n));
  for (const n of names) if (!keep.has(n)) await rm(path.join(album, n));
  const albumFiles = [...keep].sort().map((n) => path.join(album, n));
  const models = path.join(o.dir, 'models');
  const base = path.join(o.dir, 'base');
  const empty = path.join(o.dir, 'empty');

  const child = startChild({ mode: 'index', library: base, models, album });
  await child.waitLine(isLine('open'));
  const opened = Date.now();
  let ingestMs = 0;
  void child.waitLine((l) => l.t === 'progress' && ingestDone(l)).then(() => (ingestMs = Date.now() - opened), () => undefined);
  const indexed = await child.waitLine(isLine('indexed'));
  const indexMs = Date.now() - opened;
  const end = await child.exited;
  if (end.code !== 0 || indexed.errors > 0) throw new Error(`the baseline index failed: ${JSON.stringify(indexed)} ${child.stderr().slice(-500)}`);
  ingestMs ||= indexMs / 2;

  const editCopy = path.join(o.dir, 'edit-baseline');
  await cp(base, editCopy, { recursive: true });
  const editor = startChild({ mode: 'edit', library: editCopy, models, tag: 'baseline' });
  await editor.waitLine(isLine('editing'));
  const editStart = Date.now();
  await editor.exited;
  const editMs = Date.now() - editStart;
  await rm(editCopy, { recursive: true, force: true });

  const opened2 = await runChild({ mode: 'check', library: empty, models });
  if (opened2.code !== 0) throw new Error(`an empty library did not open: ${opened2.stderr.slice(-500)}`);
  const b = { album, albumFiles, base, models, indexMs, ingestMs, editMs, emptyBytes: await blocks(empty), fullBytes: await blocks(base) };
  log(`baseline: ${albumFiles.length} files, index ${indexMs} ms (ingest ${ingestMs} ms), ${albumFiles.length} edits ${editMs} ms, library ${b.emptyBytes}→${b.fullBytes} bytes`);
  return b;
}

function ingestDone(l: Extract<ChildLine, { t: 'progress' }>): boolean {
  return l.queued === 0 && Object.entries(l.stages).every(([name, [, pending]]) => !INGEST_STAGES.has(name) || pending === 0) && Object.keys(l.stages).some((s) => INGEST_STAGES.has(s));
}

/** Disk use as a small filesystem counts it: every file rounded up to 4 KiB. */
async function blocks(dir: string): Promise<number> {
  let total = 0;
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) total += Math.ceil((await stat(path.join(e.parentPath, e.name))).size / 4096) * 4096;
    else if (e.isDirectory()) total += 4096;
  }
  return total;
}

/** A fake Ollama with the text model only (captions wait for a vision model): every window answers "nothing found". */
async function windowOllama(random: Rng, onChat?: () => void): Promise<FakeOllama> {
  const ollama = await startOllamaServer(
    { models: [{ name: TEXT_MODEL }] },
    { onRequest: (r) => (r.path === '/api/chat' || r.path === '/api/generate' ? onChat?.() : undefined) },
  );
  // One reply shape satisfies both the events and the knowledge prompt (unknown keys are dropped).
  for (let i = 0; i < 2_000; i++) ollama.push(reply.json({ events: [], knowledge: [] }, { delayMs: 5 + Math.floor(random() * 40) }));
  return ollama;
}

// ---------------------------------------------------------------- rounds

async function killRound(phase: KillPhase, seed: number, dir: string, b: Baseline) {
  const random = mulberry32(seed);
  const library = path.join(dir, 'library');
  const details: Record<string, unknown> = {};
  let ollama: FakeOllama | null = null;
  let chatStarted: () => void = () => undefined;
  const chat = new Promise<void>((resolve) => (chatStarted = resolve));
  if (phase === 'ingest' || phase === 'perception') await mkdir(library, { recursive: true });
  else await cp(b.base, library, { recursive: true });
  if (phase === 'augment') ollama = await windowOllama(random, () => chatStarted());
  const llm = ollama ? { url: ollama.url, textModel: TEXT_MODEL } : undefined;
  const tag = `round ${seed}`;

  try {
    const child = startChild(phase === 'edit' ? { mode: 'edit', library, models: b.models, tag } : { mode: 'index', library, models: b.models, album: b.album, ...(llm ? { llm } : {}) });
    // The moment the phase is under way, then a seeded random delay within it: that is the fault.
    let killAfter: number;
    if (phase === 'ingest') {
      await child.waitLine(isLine('open'));
      killAfter = random() * b.ingestMs;
    } else if (phase === 'perception') {
      await child.waitLine((l) => l.t === 'progress' && ingestDone(l));
      killAfter = random() * Math.max(50, b.indexMs - b.ingestMs) * 0.8;
    } else if (phase === 'augment') {
      await Promise.race([chat, child.exited.then(() => Promise.reject(new Error(`the child ended before any LLM call: ${child.stderr().slice(-300)}`)))]);
      killAfter = random() * 1_500;
    } else {
      await child.waitLine(isLine('editing'));
      killAfter = random() * b.editMs * 0.9;
    }
    details.killAfterMs = Math.round(killAfter);
    await delay(killAfter);
    const before = child.lines.length;
    const killed = child.proc.kill('SIGKILL');
    const end = await child.exited;
    details.killed = killed && end.signal === 'SIGKILL' ? 'mid-phase' : 'finished before the kill';
    details.linesBeforeKill = before;
    const returned = child.lines.filter(isLine('edit-returned'));
    if (phase === 'edit') details.editsReturned = returned.length;
    const lastProgress = child.lines.filter(isLine('progress')).at(-1);
    if (lastProgress) details.lastProgress = Object.fromEntries(Object.entries(lastProgress.stages).filter(([, c]) => c[1] > 0));

    const finish = await runChild({ mode: 'index', library, models: b.models, album: b.album, ...(llm ? { llm } : {}) });
    const failures = finishFailures(finish);
    const check = await checkLibrary(library, b.albumFiles);
    failures.push(...libraryFailures(check));
    if (phase === 'edit') {
      const kept = returned.filter((e) => check.notes.get(e.id) === e.value).length;
      details.editsKept = kept;
      if (kept < returned.length) failures.push(`${returned.length - kept} of ${returned.length} returned edits lost`);
    }
    details.memories = check.memories;
    return { failures, details };
  } finally {
    await ollama?.stop();
  }
}

/** A tmpfs this user can mount (a private mount namespace, no root needed), or why not. */
export function smallFilesystemUnavailable(): string | null {
  const probe = spawnSync('unshare', ['-rm', 'sh', '-c', 'd=$(mktemp -d) && mount -t tmpfs -o size=64k tmpfs "$d" && umount "$d"; s=$?; rmdir "$d"; exit $s'], { encoding: 'utf8' });
  if (probe.error) return `unshare is not available (${probe.error.message})`;
  return probe.status === 0 ? null : `unprivileged mount namespaces are not allowed here: ${probe.stderr.trim()}`;
}

async function enospcRound(seed: number, dir: string, b: Baseline) {
  const random = mulberry32(seed);
  const mount = path.join(dir, 'small');
  const library = path.join(dir, 'library');
  await mkdir(mount);
  await mkdir(library);
  // Room for the empty library and a seeded part of what the album adds: the disk fills mid-ingest.
  const size = Math.ceil((b.emptyBytes + (0.05 + 0.45 * random()) * (b.fullBytes - b.emptyBytes)) / 4096) * 4096;
  const details: Record<string, unknown> = { tmpfsBytes: size };
  const failures: string[] = [];
  const starved = await runChild({ mode: 'index', library: mount, models: b.models, album: b.album }, (node) => [
    'unshare',
    // The library lives on the small disk while the child runs; what it left is copied out for the retry.
    ['-rm', 'sh', '-c', 'mount -t tmpfs -o size="$1" tmpfs "$2" || exit 97; m="$2"; o="$3"; shift 3; "$@"; rc=$?; cp -a "$m"/. "$o"/; exit $rc', 'sh', String(size), mount, library, ...node],
  ]);
  if (starved.code === 97) throw new Error(`mounting the small filesystem failed: ${starved.stderr.slice(-300)}`);
  const error = starved.lines.find(isLine('error'));
  const report = starved.lines.find(isLine('report'));
  const said = [error?.message ?? '', ...(report?.errors.map((e) => e.error) ?? [])];
  details.outcome = error ? 'stopped with an error' : report ? 'finished with errors recorded' : 'ended without a word';
  details.errorSaid = (error?.message ?? report?.errors[0]?.error ?? '').slice(0, 160);
  details.spaceRanOut = /ENOSPC|no space/i.test(said.join('\n') + starved.stderr);
  details.errorsRecorded = report?.errors.length ?? null;
  if (starved.signal || (starved.code ?? 0) >= 128) failures.push(`the starved run crashed (${starved.signal ?? `exit ${starved.code}`}): ${starved.stderr.slice(-300)}`);
  else if (starved.code !== 0 && !error) failures.push(`the starved run ended (exit ${starved.code}) without a readable error: ${starved.stderr.slice(-300)}`);
  if (error && !readable(error.message)) failures.push(`unreadable error: ${error.message.slice(0, 200)}`);
  if (report?.errors.some((e) => !readable(e.error))) failures.push('unreadable errors in status');

  // The space is back (the library is on the ordinary disk now): a retry must finish everything.
  const retry = await runChild({ mode: 'index', library, models: b.models, album: b.album });
  failures.push(...finishFailures(retry));
  const after = retry.lines.find(isLine('report'));
  if (after?.errors.length) failures.push(`${after.errors.length} memories still failed after the space returned (${after.errors[0]!.stage}: ${after.errors[0]!.error.slice(0, 120)})`);
  const check = await checkLibrary(library, b.albumFiles);
  failures.push(...libraryFailures(check));
  details.memories = check.memories;
  return { failures, details };
}

async function corruptRound(seed: number, dir: string, b: Baseline) {
  const random = mulberry32(seed);
  const library = path.join(dir, 'library');
  await cp(b.base, library, { recursive: true });
  const table = random() < 0.6 ? 'memories' : 'files';
  const dataDir = path.join(library, 'db.lancedb', `${table}.lance`, 'data');
  // The newest data file: the baseline ends with a compaction, so older files may belong to superseded versions.
  const dataFiles = await Promise.all((await readdir(dataDir)).filter((f) => f.endsWith('.lance')).map(async (f) => ({ f, at: (await stat(path.join(dataDir, f))).mtimeMs })));
  dataFiles.sort((x, y) => y.at - x.at);
  const target = path.join(dataDir, dataFiles[0]!.f);
  const bytes = (await stat(target)).size;
  const how = random() < 0.5 ? 'truncated' : 'garbled';
  if (how === 'truncated') await truncate(target, Math.floor(random() * bytes));
  else {
    const data = await readFile(target);
    const at = Math.floor(random() * Math.max(1, bytes - 256));
    for (let i = at; i < Math.min(bytes, at + 256); i++) data[i] = Math.floor(random() * 256);
    await writeFile(target, data);
  }
  const details: Record<string, unknown> = { table, how, files: dataFiles.length, bytes };
  const run = await runChild({ mode: 'check', library, models: b.models });
  const error = run.lines.find(isLine('error'));
  const report = run.lines.find(isLine('report'));
  let outcome: 'recovered' | 'answers, damage unreported' | 'reported as damaged' | 'crashed' | 'hung';
  if (run.signal === 'SIGKILL') outcome = 'hung';
  else if (run.code === 0 && report?.answered) outcome = report.listed === b.albumFiles.length ? 'recovered' : 'answers, damage unreported';
  else if (run.code === 1 && error && readable(error.message)) outcome = 'reported as damaged';
  else outcome = 'crashed';
  details.outcome = outcome;
  details.said = (error?.message ?? report?.answer ?? run.stderr.slice(-200)).slice(0, 200);
  if (report) Object.assign(details, { memoriesCounted: report.memories, memoriesListed: report.listed });
  const failures = outcome === 'crashed' || outcome === 'hung' ? [`the engine ${outcome} on a ${how} ${table} file: ${String(details.said)}`] : [];
  return { failures, details };
}

async function ollamaDropRound(seed: number, dir: string, b: Baseline) {
  const random = mulberry32(seed);
  const library = path.join(dir, 'library');
  await cp(b.base, library, { recursive: true });
  const ollama = await startOllamaServer({ models: [{ name: TEXT_MODEL }] });
  const words = ['You', ' went', ' to', ' the', ' shop', ' on'];
  for (let i = 0; i < 50; i++) ollama.push(reply.drop(...words.slice(0, 1 + Math.floor(random() * words.length))));
  const engine = await openEngine({ libraryDir: library, modelsDir: b.models });
  const failures: string[] = [];
  const details: Record<string, unknown> = {};
  try {
    await engine.setLlmSettings({ url: ollama.url, textModel: TEXT_MODEL });
    const deltas: string[] = [];
    engine.onNotification('answerDelta', ({ delta }) => deltas.push(delta));
    let hang: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      engine.ask({ question: 'What did I buy at the shop?' }).then(
        (a) => ({ kind: 'answered' as const, text: a.answer, usedLLM: a.usedLLM }),
        (err: unknown) => ({ kind: 'rejected' as const, text: err instanceof Error ? err.message : String(err), usedLLM: false }),
      ),
      new Promise<{ kind: 'hung'; text: string; usedLLM: boolean }>((r) => (hang = setTimeout(() => r({ kind: 'hung', text: '', usedLLM: false }), 120_000))),
    ]);
    clearTimeout(hang);
    const chats = ollama.requests.filter((r) => r.path === '/api/chat' || r.path === '/api/generate');
    Object.assign(details, { outcome: outcome.kind, usedLLM: outcome.usedLLM, said: outcome.text.slice(0, 160), llmCalls: chats.length, streamedPieces: deltas.length });
    if (chats.length === 0) failures.push('no LLM call was made: the round tested nothing');
    if (outcome.kind === 'hung') failures.push('ask hung after Ollama died mid-stream');
    else if (!readable(outcome.text)) failures.push(`ask ${outcome.kind} without a readable text: ${outcome.text.slice(0, 200)}`);
    const after = await engine.ask({ question: 'What did I do last month?', noLlm: true });
    if (!readable(after.answer)) failures.push('the engine did not answer afterwards');
  } finally {
    await engine.close();
    await ollama.stop();
  }
  return { failures, details };
}

const QUESTIONS = ['What did I do last month?', 'When did I go shopping?', 'Where did I park?', 'What did the receipt say?', 'Show me my photos from the weekend', 'Where was I in the summer?'];

function rssBytes(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN;
}

async function serveLoadRound(seed: number, dir: string, b: Baseline, load: CampaignOptions['load']) {
  const random = mulberry32(seed);
  const library = path.join(dir, 'library');
  await cp(b.base, library, { recursive: true });
  const child = startChild({ mode: 'serve', library, models: b.models, renderer: path.join(dir, 'renderer') });
  const failures: string[] = [];
  const details: Record<string, unknown> = {};
  const sockets: WebSocket[] = [];
  try {
    const { url, token } = await child.waitLine(isLine('serving'));
    // Relative to the address the server printed, so a path prefix in it is kept.
    const callUrl = (name: string) => new URL(`api/call/${name}`, url).href;
    const notificationsUrl = new URL('api/notifications', url);
    notificationsUrl.protocol = 'ws:';
    notificationsUrl.search = '';
    const ask = async (question: string): Promise<number> => {
      const started = performance.now();
      const res = await fetch(callUrl('ask'), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ question, noLlm: true }),
      });
      const body = (await res.json()) as { ok?: boolean; result?: { answer?: unknown } };
      if (!res.ok || body.ok !== true || typeof body.result?.answer !== 'string') throw new Error(`HTTP ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
      return performance.now() - started;
    };
    // Live sockets: each gets the engine state on connect, then whatever the engine pushes.
    let pushed = 0;
    await Promise.all(
      Array.from({ length: load.sockets }, () => new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(notificationsUrl, { headers: { Authorization: `Bearer ${token}` } });
        sockets.push(ws);
        ws.once('message', () => resolve());
        ws.on('message', () => pushed++);
        ws.once('error', reject);
      })),
    );
    await ask(QUESTIONS[0]!);
    const rssStart = rssBytes(child.proc.pid!);
    const latencies: number[] = [];
    const errors: string[] = [];
    const until = Date.now() + load.seconds * 1_000;
    await Promise.all(
      Array.from({ length: load.askers }, async () => {
        while (Date.now() < until) {
          try {
            latencies.push(await ask(QUESTIONS[Math.floor(random() * QUESTIONS.length)]!));
          } catch (err) {
            errors.push(err instanceof Error ? err.message : String(err));
          }
        }
      }),
    );
    const rssEnd = rssBytes(child.proc.pid!);
    latencies.sort((x, y) => x - y);
    const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    let answersAfter = true;
    try {
      await ask('What did I do last month?');
    } catch {
      answersAfter = false;
    }
    Object.assign(details, {
      seconds: load.seconds, askers: load.askers, sockets: load.sockets,
      asks: latencies.length, errors: errors.length, firstError: errors[0]?.slice(0, 160),
      p50Ms: Math.round(percentile(latencies, 0.5)), p95Ms: Math.round(percentile(latencies, 0.95)), maxMs: Math.round(latencies.at(-1) ?? NaN),
      rssStartMiB: rssStart && Math.round(rssStart / 2 ** 20), rssEndMiB: rssEnd && Math.round(rssEnd / 2 ** 20),
      socketsOpenAtEnd: open, notificationsPushed: pushed, answersAfter,
    });
    if (errors.length) failures.push(`${errors.length} asks failed under load (${errors[0]})`);
    if (open < load.sockets) failures.push(`${load.sockets - open} notification sockets dropped`);
    if (!answersAfter) failures.push('the server did not answer after the load');
    if (latencies.length === 0) failures.push('no ask completed');
  } finally {
    for (const ws of sockets) ws.terminate();
    child.proc.kill('SIGTERM');
    const end = await child.exited;
    if (end.code !== 0) failures.push(`the server did not stop cleanly (${end.signal ?? `exit ${end.code}`})`);
  }
  return { failures, details };
}
