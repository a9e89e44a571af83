/**
 * The measuring half of `npm run bench:ingest`, run in a fresh process so the RSS it reports is the
 * ingest's own (generation and the parent's bookkeeping are elsewhere). Reads a job file, writes a
 * result file, both JSON:
 *
 *  1. full metadata ingest (probe + time + place + thumbnail) of a root into a fresh library, through
 *     the real Library API, with per-stage and LanceDB-write timers wrapped around the stages, and
 *     the JPEG decode alone (the decode floor) at the same concurrency right before or right after
 *     it, as the job says: the ingest's ratio to the floor is judged per process, so a run where the
 *     whole machine is slower (another tenant, a noisy neighbour on the host) slows both;
 *  2. isolated baselines at the ingest's concurrency: read + hash (probeFile), thumbnails alone
 *     (writeThumbnail), reverse geocoding alone;
 *  3. EXIF alone, one file at a time: readMetadata (what the stages call) and bare exifr.parse;
 *     then the CPU of each piece of a file's work (read + hash, metadata, decode, WebP, pHash), one
 *     file at a time, for the floor the per-file cost cannot go below;
 *  4. `exiftool -json -n …` on the same files.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { contentId } from '../../electron/engine/ingest/content-id';
import { readMetadata, type MediaMetadata } from '../../electron/engine/ingest/metadata';
import { probeFile, ReadBuffers, type Probe } from '../../electron/engine/ingest/probe';
import { STAGES } from '../../electron/engine/ingest/stages';
import { decodeImage, encodeThumbnail, phashOfPixels, THUMBNAIL_EDGE, THUMBNAIL_WEBP, thumbnailFormat, writeThumbnail } from '../../electron/engine/ingest/thumbnail';
import { Library } from '../../electron/engine/library/library';
import { reverseGeocode } from '../../electron/engine/place/gazetteer';

export interface ChildJob {
  root: string;
  libraryDir: string;
  scratchDir: string;
  files: Array<{ path: string; dateTimeOriginal: string; offset: string; lat: number; lon: number; countryCode: string; orientation: number }>;
  out: string;
  /** Experiment knobs: Ingest's worker count (default cores + 2) and sharp.concurrency(). */
  concurrency?: number;
  sharpConcurrency?: number;
  /** Stop after the ingest and its decode floor (experiments): the result then has only their fields. */
  ingestOnly?: boolean;
  /**
   * Whether the decode floor runs before the ingest or after it: whichever goes second finds libvips,
   * the libuv pool and the CPU caches warm, so the bench alternates.
   */
  decodeFloor: 'before' | 'after';
}

export interface Timing {
  wallSec: number;
  filesPerSec: number;
}

export interface ChildResult {
  files: number;
  concurrency: number;
  uvThreadpool: number;
  sharpConcurrency: number;
  ingest: Timing & {
    openSec: number;
    cpuSec: number;
    /** CPU seconds / (wall × cores): how busy the machine was. */
    cpuUtilisation: number;
    /** CPU seconds other processes used meanwhile (from /proc/stat): > 0 means the numbers are disturbed. */
    otherCpuSec: number | null;
    /** CPU seconds the hypervisor gave to other guests meanwhile (steal, summed over cores). */
    stealSec: number | null;
    peakRssSampledMB: number;
    maxRssMB: number;
    rssSamples: number;
    /** Summed latency per stage (concurrent files overlap, so these can exceed the wall). */
    stageSec: Record<string, number>;
    dbWriteSec: number;
    dbWrites: number;
    /** One memory read back by id, as the thumbnail pass does for each (LanceDB), on the finished library: CPU and wall ms. */
    rowLoad: { cpuMs: number; ms: number; loads: number };
    check: {
      rows: number;
      ok: number;
      timeFromExif: number;
      timeMatches: number;
      offsetMatches: number;
      countryMatches: number;
      dimsOriented: number;
      thumbnails: number;
      thumbnailBytes: number;
      errors: string[];
    };
  };
  hash: Timing;
  thumbnails: Timing;
  /**
   * The JPEG decode alone (read, shrink-on-load, resize to the thumbnail's edge, raw pixels): the
   * floor the ingest is judged by, measured in this process beside its ingest (job.decodeFloor).
   */
  decode: Timing & { cpuSec: number; order: ChildJob['decodeFloor']; otherCpuSec: number | null };
  /** CPU-ms per file of each piece of the per-file work, one file at a time (all threads). */
  pieces: { files: number; probe: number; metadata: number; decode: number; encode: number; webp: number; phash: number; blake3: number; sha256: number; encodeBytes: number; webpBytes: number };
  geocode: Timing & { loadSec: number };
  exif: {
    readMetadataSec: number;
    exifrOnlySec: number;
    filesPerSec: number;
    exifrFilesPerSec: number;
    checked: number;
    mismatches: number;
  };
  exiftool: null | { version: string; wallSec: number; batches: number; filesPerSec: number; mismatches: number; missing: number };
}

/** The options metadata.ts passes to exifr (not exported there): bare exifr under the same load. */
const EXIFR_OPTIONS = {
  tiff: true, exif: true, gps: true, xmp: true, ifd1: false, icc: false, iptc: false, jfif: false, ihdr: true,
  interop: false, makerNote: false, userComment: false, mergeOutput: true, reviveValues: false,
  translateValues: false, translateKeys: true,
};

const CORES = os.cpus().length;

async function main(): Promise<void> {
  const job = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as ChildJob;
  const n = job.files.length;
  const log = (msg: string) => process.stderr.write(`  [child] ${msg}\n`);
  // Library.open takes no option for Ingest's worker count; the engine reads this one.
  if (job.concurrency) process.env.MNEMO_INGEST_CONCURRENCY = String(job.concurrency);
  if (job.sharpConcurrency) sharp.concurrency(job.sharpConcurrency);
  /** The isolated baselines run as many files at a time as the ingest. */
  const CONCURRENCY = job.concurrency ?? os.availableParallelism() + 2;

  // ---- 1. Full metadata ingest, and the decode floor beside it ------------------------------
  const decodeBefore = job.decodeFloor === 'before' ? await measureDecodeFloor(job, CONCURRENCY, log) : null;
  let peak = process.memoryUsage.rss();
  let samples = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
    samples++;
  }, 50);

  const stageMs: Record<string, number> = {};
  for (const stage of STAGES) {
    const run = stage.run.bind(stage);
    stageMs[stage.name] = 0;
    stage.run = async (row, ctx) => {
      const t = performance.now();
      try {
        return await run(row, ctx);
      } finally {
        stageMs[stage.name] = (stageMs[stage.name] ?? 0) + performance.now() - t;
      }
    };
  }

  log(`ingesting ${n} files…`);
  const cpu0 = process.cpuUsage();
  const busy0 = machineBusySec();
  const t0 = performance.now();
  const library = await Library.open(job.libraryDir);
  const tOpen = performance.now();
  let dbMs = 0;
  let dbWrites = 0;
  const write = library.db.write.bind(library.db);
  library.db.write = <T>(op: () => Promise<T>) =>
    write(async () => {
      const t = performance.now();
      try {
        return await op();
      } finally {
        dbMs += performance.now() - t;
        dbWrites++;
      }
    });
  const progress = setInterval(() => log(`  ${n - library.ingest.queued}/${n} (${(library.ingest.rate() ?? 0).toFixed(1)} files/s)`), 5000);
  await library.addRoots([job.root]);
  await library.idle();
  const tIdle = performance.now();
  clearInterval(progress);
  const cpu = process.cpuUsage(cpu0);
  const busy1 = machineBusySec();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const maxRssMB = process.resourceUsage().maxRSS / 1024;
  const ingestSec = (tIdle - tOpen) / 1000;
  log(`ingest done in ${ingestSec.toFixed(1)} s`);

  const check = await checkLibrary(library, job);
  const rowLoad = await measureRowLoad(library);
  await library.close();
  const ingest: ChildResult['ingest'] = {
    wallSec: ingestSec,
    filesPerSec: n / ingestSec,
    openSec: (tOpen - t0) / 1000,
    cpuSec: (cpu.user + cpu.system) / 1e6,
    cpuUtilisation: (cpu.user + cpu.system) / 1e6 / ((tIdle - t0) / 1000) / CORES,
    otherCpuSec: busy0 && busy1 ? Math.max(0, busy1.busy - busy0.busy - (cpu.user + cpu.system) / 1e6) : null,
    stealSec: busy0 && busy1 ? busy1.steal - busy0.steal : null,
    peakRssSampledMB: peak / 1024 / 1024,
    maxRssMB,
    rssSamples: samples,
    stageSec: Object.fromEntries(Object.entries(stageMs).map(([k, v]) => [k, v / 1000])),
    dbWriteSec: dbMs / 1000,
    dbWrites,
    check,
    rowLoad,
  };
  const decode = decodeBefore ?? (await measureDecodeFloor(job, CONCURRENCY, log));
  const setup = { files: n, concurrency: CONCURRENCY, uvThreadpool: Number(process.env.UV_THREADPOOL_SIZE ?? 4), sharpConcurrency: sharp.concurrency() };
  if (job.ingestOnly) {
    await writeFile(job.out, JSON.stringify({ ...setup, ingest, decode }, null, 2));
    return;
  }

  // ---- 2. Isolated baselines ---------------------------------------------------------------
  log('baseline: read + hash…');
  const hash = await timed(n, () => pool(job.files, CONCURRENCY, async (f) => void (await probeFile(f.path, 'blake3'))));

  log('EXIF alone (one file at a time)…');
  let readMetadataMs = 0;
  let exifrMs = 0;
  const metas: MediaMetadata[] = [];
  for (const f of job.files) {
    const probe = await probeFile(f.path, 'blake3'); // not timed: read + hash
    let t = performance.now();
    metas.push(await readMetadata(f.path, probe));
    readMetadataMs += performance.now() - t;
    t = performance.now();
    await exifr.parse(probe.buffer!, EXIFR_OPTIONS);
    exifrMs += performance.now() - t;
  }
  let exifMismatches = 0;
  job.files.forEach((f, i) => {
    const m = metas[i]!;
    if (m.captured !== exifLocal(f.dateTimeOriginal) || !near(m.lat, f.lat) || !near(m.lon, f.lon)) exifMismatches++;
  });

  log('CPU per piece, one file at a time…');
  const pieces = await measurePieces(job, metas, Math.min(n, PIECE_FILES));

  log('baseline: thumbnails alone…');
  // Read as the decode floor reads (readPooled), so the two differ by what writeThumbnail adds.
  const thumbBuffers = new ReadBuffers(CONCURRENCY);
  const thumbnails = await timed(n, () =>
    pool(job.files, CONCURRENCY, async (f, i) => {
      const buffer = await readPooled(f.path, thumbBuffers);
      try {
        const probe: Probe = { id: `bench${String(i).padStart(27, '0')}`, size: buffer.length, info: { format: 'jpeg', kind: 'photo', decoder: 'sharp' }, buffer };
        const m = metas[i]!;
        await writeThumbnail(job.scratchDir, f.path, probe, m.orientation, { width: m.width, height: m.height });
      } finally {
        thumbBuffers.give(buffer);
      }
    }),
  );

  log('baseline: reverse geocoding alone…');
  const t = performance.now();
  reverseGeocode(0, 0); // builds the gazetteer
  const loadSec = (performance.now() - t) / 1000;
  const geocode = await timed(n, async () => {
    for (const m of metas) if (m.lat !== null && m.lon !== null) reverseGeocode(m.lat, m.lon);
  });

  // ---- 4. exiftool -------------------------------------------------------------------------
  log('exiftool…');
  const exiftool = await runExiftool(job);

  const result: ChildResult = {
    ...setup,
    ingest,
    hash,
    thumbnails,
    decode,
    geocode: { ...geocode, loadSec },
    exif: {
      readMetadataSec: readMetadataMs / 1000,
      exifrOnlySec: exifrMs / 1000,
      filesPerSec: n / (readMetadataMs / 1000),
      exifrFilesPerSec: n / (exifrMs / 1000),
      checked: n,
      mismatches: exifMismatches,
    },
    exiftool,
    pieces,
  };
  await writeFile(job.out, JSON.stringify(result, null, 2));
}

/**
 * The decode floor: each file read, decoded with shrink-on-load and resized to the thumbnail's edge
 * as the thumbnail stage does, to raw pixels and no further, as many files at a time as the ingest.
 * Read as the ingest reads, into reused buffers (ReadBuffers): a fresh 3.4 MB buffer a file cost the
 * floor ~3 CPU-ms of garbage collection and ~1 of slower copying that the ingest never pays, which
 * made the floor slower than a decode and flattered the ratio. The bench's files are JPEGs whose
 * orientation sharp reads from their own EXIF (rotate()), so the job's values stand in for readMetadata's.
 */
async function measureDecodeFloor(job: ChildJob, concurrency: number, log: (msg: string) => void): Promise<ChildResult['decode']> {
  log(`decode floor (${job.decodeFloor} the ingest)…`);
  const buffers = new ReadBuffers(concurrency);
  const cpu0 = process.cpuUsage();
  const busy0 = machineBusySec();
  const timing = await timed(job.files.length, () =>
    pool(job.files, concurrency, async (f, i) => {
      const buffer = await readPooled(f.path, buffers);
      try {
        const probe: Probe = { id: `bench${String(i).padStart(27, '0')}`, size: buffer.length, info: { format: 'jpeg', kind: 'photo', decoder: 'sharp' }, buffer };
        const pipeline = await decodeImage(f.path, probe, f.orientation, { width: null, height: null }, 'warning');
        await pipeline.resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true }).raw({ depth: 'uchar' }).toBuffer();
      } finally {
        buffers.give(buffer);
      }
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  const busy1 = machineBusySec();
  const cpuSec = (cpu.user + cpu.system) / 1e6;
  return { ...timing, cpuSec, order: job.decodeFloor, otherCpuSec: busy0 && busy1 ? Math.max(0, busy1.busy - busy0.busy - cpuSec) : null };
}

/** A whole file into one of `buffers`' buffers, as probeFile reads it for the ingest (without its hash and sniff). */
async function readPooled(file: string, buffers: ReadBuffers): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const buffer = buffers.take(size);
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await handle.read(buffer, filled, size - filled, filled);
      if (bytesRead === 0) throw new Error(`${file} shrank while read`);
      filled += bytesRead;
    }
    return buffer;
  } finally {
    await handle.close();
  }
}

const PIECE_FILES = 200;
const ROW_LOADS = 100;

/** The thumbnail pass loads each memory once more by id (MemoryWriter.load after the row went out). */
async function measureRowLoad(library: Library): Promise<{ cpuMs: number; ms: number; loads: number }> {
  const ids = (await library.db.memoriesWhere(null, ['id'])).slice(0, ROW_LOADS).map((r) => r.id);
  if (ids.length === 0) return { cpuMs: 0, ms: 0, loads: 0 };
  await library.db.memoriesById([ids[0]!]); // first query opens what it needs
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const id of ids) await library.db.memoriesById([id]);
  const cpu = process.cpuUsage(cpu0);
  return { cpuMs: (cpu.user + cpu.system) / 1000 / ids.length, ms: (performance.now() - t0) / ids.length, loads: ids.length };
}

/**
 * The ingest's per-file work split into its pieces, each timed by process CPU (all threads), one
 * file at a time so nothing overlaps: what a file costs at least, whatever the scheduling.
 */
async function measurePieces(job: ChildJob, metas: MediaMetadata[], count: number): Promise<ChildResult['pieces']> {
  const ms = { probe: 0, metadata: 0, decode: 0, encode: 0, webp: 0, phash: 0, blake3: 0, sha256: 0 };
  const bytes = { encode: 0, webp: 0 };
  // As in the ingest: files are read into reused buffers.
  const buffers = new ReadBuffers(1);
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  for (let i = 0; i < count; i++) {
    const f = job.files[i]!;
    let t = cpu();
    const probe = await probeFile(f.path, 'blake3', { buffers });
    ms.probe += cpu() - t;
    // The identity hash alone, in each scheme (inside probeFile above: BLAKE3, as new libraries use).
    for (const scheme of ['blake3', 'sha256'] as const) {
      t = cpu();
      contentId(probe.buffer!, scheme);
      ms[scheme] += cpu() - t;
    }
    t = cpu();
    await readMetadata(f.path, probe);
    ms.metadata += cpu() - t;
    t = cpu();
    const m = metas[i]!;
    const pipeline = await decodeImage(f.path, probe, m.orientation, { width: m.width, height: m.height }, 'warning');
    const { data, info } = await pipeline
      .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    ms.decode += cpu() - t;
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    t = cpu();
    bytes.encode += (await encodeThumbnail(sharp(data, raw), thumbnailFormat(data, info.channels))).length;
    ms.encode += cpu() - t;
    // The WebP tile ingests wrote before JPEG tiles, for comparison.
    t = cpu();
    bytes.webp += (await sharp(data, raw).webp(THUMBNAIL_WEBP).toBuffer()).length;
    ms.webp += cpu() - t;
    t = cpu();
    phashOfPixels(data, info.width, info.height, info.channels);
    ms.phash += cpu() - t;
    buffers.give(probe.buffer);
  }
  return {
    files: count,
    probe: ms.probe / count,
    metadata: ms.metadata / count,
    decode: ms.decode / count,
    encode: ms.encode / count,
    webp: ms.webp / count,
    encodeBytes: bytes.encode / count,
    webpBytes: bytes.webp / count,
    phash: ms.phash / count,
    blake3: ms.blake3 / count,
    sha256: ms.sha256 / count,
  };
}

/**
 * CPU seconds the whole machine has spent busy since boot, and stolen by the hypervisor
 * (Linux /proc/stat, USER_HZ = 100).
 */
function machineBusySec(): { busy: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    const busy = fields.slice(0, 7).reduce((a, b, i) => (i === 3 || i === 4 ? a : a + b), 0);
    return { busy: busy / 100, steal: (fields[7] ?? 0) / 100 };
  } catch {
    return null;
  }
}

async function checkLibrary(library: Library, job: ChildJob): Promise<ChildResult['ingest']['check']> {
  const expected = new Map(job.files.map((f) => [path.resolve(f.path), f]));
  const rows = await library.db.memoriesWhere(null, [
    'id', 'path', 'status', 'error', 'time_source', 'taken_at_local', 'tz_offset_min', 'place_country_code', 'width', 'height', 'thumbnail',
  ]);
  const c = { rows: rows.length, ok: 0, timeFromExif: 0, timeMatches: 0, offsetMatches: 0, countryMatches: 0, dimsOriented: 0, thumbnails: 0, thumbnailBytes: 0, errors: [] as string[] };
  for (const row of rows) {
    const f = expected.get(row.path);
    if (row.status === 'ok') c.ok++;
    else if (c.errors.length < 5) c.errors.push(`${row.path}: ${row.status} ${row.error ?? ''}`);
    if (!f) continue;
    if (row.time_source === 'exif') c.timeFromExif++;
    if (row.taken_at_local === exifLocal(f.dateTimeOriginal)) c.timeMatches++;
    if (row.tz_offset_min === offsetMinutes(f.offset)) c.offsetMatches++;
    if (row.place_country_code === f.countryCode) c.countryMatches++;
    const [w, h] = f.orientation === 6 ? [3000, 4000] : [4000, 3000];
    if (row.width === w && row.height === h) c.dimsOriented++;
    if (row.thumbnail) {
      const s = await stat(path.join(job.libraryDir, row.thumbnail)).catch(() => null);
      if (s) {
        c.thumbnails++;
        c.thumbnailBytes += s.size;
      }
    }
  }
  return c;
}

async function runExiftool(job: ChildJob): Promise<ChildResult['exiftool']> {
  const version = await run('exiftool', ['-ver']).then((v) => v.trim(), () => null);
  if (!version) return null;
  const tags = ['-json', '-n', '-DateTimeOriginal', '-OffsetTimeOriginal', '-GPSLatitude', '-GPSLongitude'];
  // Batches keep argv well under ARG_MAX (the whole set fits in one for a thousand files).
  const batches: string[][] = [[]];
  let bytes = 0;
  for (const f of job.files) {
    if (bytes + f.path.length + 1 > 96 * 1024) {
      batches.push([]);
      bytes = 0;
    }
    batches[batches.length - 1]!.push(f.path);
    bytes += f.path.length + 1;
  }
  const out: Array<Record<string, unknown>> = [];
  const t = performance.now();
  for (const batch of batches) out.push(...(JSON.parse(await run('exiftool', [...tags, ...batch])) as Array<Record<string, unknown>>));
  const wallSec = (performance.now() - t) / 1000;
  const bySource = new Map(out.map((o) => [o.SourceFile as string, o]));
  let mismatches = 0;
  let missing = 0;
  for (const f of job.files) {
    const o = bySource.get(f.path);
    if (!o) missing++;
    else if (o.DateTimeOriginal !== f.dateTimeOriginal || o.OffsetTimeOriginal !== f.offset || !near(o.GPSLatitude as number, f.lat) || !near(o.GPSLongitude as number, f.lon)) mismatches++;
  }
  return { version, wallSec, batches: batches.length, filesPerSec: job.files.length / wallSec, mismatches, missing };
}

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { maxBuffer: 256 * 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

async function timed(n: number, work: () => Promise<void>): Promise<Timing> {
  const t = performance.now();
  await work();
  const wallSec = (performance.now() - t) / 1000;
  return { wallSec, filesPerSec: n / wallSec };
}

async function pool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

function exifLocal(exif: string): string {
  return exif.replace(/^(\d{4}):(\d\d):(\d\d) /, '$1-$2-$3T');
}

function offsetMinutes(offset: string): number {
  const m = /^([+-])(\d\d):(\d\d)$/.exec(offset)!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

function near(a: number | null | undefined, b: number): boolean {
  return typeof a === 'number' && Math.abs(a - b) < 1e-5;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
