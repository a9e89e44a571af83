/**
 * `npm run bench:ingest [-- --files N] [--runs N] [--no-write] [--keep] [--concurrency N] [--sharp-concurrency N]`
 *
 * Ingest throughput on camera-like 12 MP JPEGs: files/s for the metadata stages (probe + time +
 * place + thumbnail), EXIF parsing against `exiftool -json`, and peak RSS. The photo set is generated
 * once and cached in bench/.work/ (see support/dataset.ts); the measurements run in a fresh child
 * process (support/ingest-child.ts) so its RSS is the ingest's alone. The ingest runs --runs times (default 4),
 * each in a fresh process and library, because this kind of VM moves ±4 % between runs: the goals are
 * judged on the median, and every run is listed. Each process also measures the decode floor (the JPEG
 * decode alone, same files, same concurrency) right after its ingest or, every other run, right before
 * it, and the ratio to the floor is judged on the median of these paired ratios: one floor measured
 * once against ingests measured minutes earlier moved the ratio by 0.08 between quiet invocations.
 * Results go to the "## Ingest (npm run bench:ingest)" section of bench/RESULTS.md (results-file.ts keeps
 * the others) and its figures to bench/results/ingest.json.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { writeResultsJson, writeSection } from './results-file';
import { THUMBNAIL_EDGE } from '../electron/engine/ingest/thumbnail';
import { HEIGHT, WIDTH, ensureDataset, linkRoot, warmPageCache } from './support/dataset';
import type { ChildJob, ChildResult } from './support/ingest-child';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WORK = path.join(HERE, '.work');
const RESULTS = path.join(HERE, 'RESULTS.md');
const HEADING = 'Ingest (npm run bench:ingest)';

const GOAL_FILES_PER_SEC = 40;
const GOAL_PEAK_RSS_MB = 400;
/** The ingest's files/s against the JPEG decode's alone: what the work besides decoding may cost. */
const GOAL_RATIO_TO_DECODE_FLOOR = 0.9;

const USAGE = 'options: --files N (default 1000), --runs N (ingests, each with its decode floor, default 4), --no-write (leave RESULTS.md alone), --keep (keep the run folder),' +
  ' --concurrency N / --sharp-concurrency N (experiments: Ingest workers, sharp.concurrency(); imply --no-write),' +
  ' --ingest-only (experiments: skip the baselines and exiftool, print one line; implies --no-write)';

interface Options {
  files: number;
  runs: number;
  write: boolean;
  keep: boolean;
  concurrency?: number;
  sharpConcurrency?: number;
  ingestOnly: boolean;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { files: 1000, runs: 4, write: true, keep: false, ingestOnly: false };
  const int = (name: string, value: string | undefined): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a positive integer\n${USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const [arg, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (arg === '--files') opts.files = int(arg, value());
    else if (arg === '--runs') opts.runs = int(arg, value());
    else if (arg === '--concurrency') opts.concurrency = int(arg, value());
    else if (arg === '--sharp-concurrency') opts.sharpConcurrency = int(arg, value());
    else if (arg === '--no-write') opts.write = false;
    else if (arg === '--keep') opts.keep = true;
    else if (arg === '--ingest-only') opts.ingestOnly = true;
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  if (opts.concurrency || opts.sharpConcurrency || opts.ingestOnly) opts.write = false;
  return opts;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const log = (msg: string) => console.log(msg);

  const dataset = await ensureDataset(WORK, opts.files, log);
  const totalBytes = dataset.files.reduce((s, f) => s + f.size, 0);
  log(
    `${dataset.files.length} photos, ${WIDTH}×${HEIGHT}, ${(totalBytes / dataset.files.length / 1e6).toFixed(2)} MB average` +
      (dataset.generatedFiles > 0 ? ` (generated ${dataset.generatedFiles} in ${dataset.generatedSec.toFixed(1)} s)` : ' (cached)'),
  );

  const runDir = path.join(WORK, `run-${process.pid}`);
  const root = path.join(runDir, 'photos');
  const scratchDir = path.join(runDir, 'thumbs-baseline');
  await mkdir(runDir, { recursive: true });
  try {
    const paths = await linkRoot(dataset, root);
    const baseJob: Omit<ChildJob, 'libraryDir' | 'out' | 'decodeFloor'> = {
      root,
      scratchDir,
      files: dataset.files.map((f, i) => ({
        path: paths[i]!, dateTimeOriginal: f.dateTimeOriginal, offset: f.offset, lat: f.lat, lon: f.lon,
        countryCode: f.countryCode, orientation: f.orientation,
      })),
      ...(opts.concurrency ? { concurrency: opts.concurrency } : {}),
      ...(opts.sharpConcurrency ? { sharpConcurrency: opts.sharpConcurrency } : {}),
    };

    // Every run in a fresh process and a fresh library; only the last one goes on to the baselines.
    const runs: Run[] = [];
    let result: ChildResult | null = null;
    for (let run = 1; run <= opts.runs; run++) {
      const job: ChildJob = {
        ...baseJob,
        libraryDir: path.join(runDir, `library-${run}`),
        out: path.join(runDir, `result-${run}.json`),
        decodeFloor: run % 2 === 1 ? 'after' : 'before',
        ...(opts.ingestOnly || run < opts.runs ? { ingestOnly: true } : {}),
      };
      const jobFile = path.join(runDir, `job-${run}.json`);
      await writeFile(jobFile, JSON.stringify(job));
      log(`read every file into the page cache in ${(await warmPageCache(paths)).toFixed(1)} s`);
      log(`ingest ${run} of ${opts.runs}, in a fresh process…`);
      await runChild(path.join(HERE, 'support', 'ingest-child.ts'), jobFile);
      result = JSON.parse(await readFile(job.out, 'utf8')) as ChildResult;
      const i = result.ingest;
      const d = result.decode;
      runs.push({ ingest: i, decode: d, ratio: i.filesPerSec / d.filesPerSec });
      console.log(
        `ingest ${run}: ${result.files} files, concurrency ${result.concurrency}, sharp.concurrency ${result.sharpConcurrency}: ` +
          `${i.filesPerSec.toFixed(1)} files/s, ${i.wallSec.toFixed(1)} s, CPU ${((i.cpuSec * 1000) / result.files).toFixed(1)} ms/file ` +
          `(${Math.round(i.cpuUtilisation * 100)} % of cores), other processes ${i.otherCpuSec?.toFixed(1) ?? 'n/a'} CPU-s, steal ${i.stealSec?.toFixed(1) ?? 'n/a'} s, ` +
          `peak RSS ${Math.max(i.peakRssSampledMB, i.maxRssMB).toFixed(0)} MB, ${i.check.ok}/${result.files} ok; ` +
          `decode floor ${d.order} it: ${d.filesPerSec.toFixed(1)} files/s, CPU ${((d.cpuSec * 1000) / result.files).toFixed(1)} ms/file, other processes ${d.otherCpuSec?.toFixed(1) ?? 'n/a'} CPU-s; ` +
          `ratio ${(i.filesPerSec / d.filesPerSec).toFixed(3)}, CPU ratio ${(d.cpuSec / i.cpuSec).toFixed(3)} (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`,
      );
    }
    if (!result) return;
    if (opts.ingestOnly) {
      console.log(`median of ${runs.length} paired ratios: ${median(runs.map((x) => x.ratio)).toFixed(3)}, of the CPU ratios ${median(runs.map(cpuRatio)).toFixed(3)}`);
      return;
    }

    const machine = machineInfo();
    const report = renderSection(result, runs, machine, totalBytes, opts);
    console.log(`\n## ${HEADING}\n\n${report}`);
    if (opts.write) {
      writeSection(HEADING, report);
      log(`\nwrote the "## ${HEADING}" section of ${path.relative(process.cwd(), RESULTS)}`);
      log(`wrote ${path.relative(process.cwd(), writeResultsJson('ingest', ingestFigures(result, runs, opts)))}`);
    }
    if (opts.keep) log(`kept ${path.relative(process.cwd(), runDir)}`);
  } finally {
    if (!opts.keep) await rm(runDir, { recursive: true, force: true });
  }
}

function runChild(script: string, jobFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, jobFile], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`measuring process failed (${signal ?? code})`))));
  });
}

interface Machine {
  cores: number;
  cpu: string;
  memGB: number;
  node: string;
  vips: string;
  sharp: string;
}

function machineInfo(): Machine {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
    if (line) cpu = line.split(':')[1]!.trim();
  } catch {
    // not Linux: os.cpus() has it
  }
  const versions = sharp.versions as Record<string, string | undefined>;
  return {
    cores: os.availableParallelism(),
    cpu,
    memGB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    vips: versions.vips ?? '?',
    sharp: versions.sharp ?? '?',
  };
}

/** One child: its ingest, the decode floor measured in the same process, and the one divided by the other. */
interface Run {
  ingest: ChildResult['ingest'];
  decode: ChildResult['decode'];
  ratio: number;
}

/**
 * The decode's CPU per file over the ingest's: the ratio the two would have with the cores equally
 * busy in both. Other processes taking the cores in one half of a pair and not the other move the
 * files/s ratio but barely this one.
 */
function cpuRatio(x: Run): number {
  return x.decode.cpuSec / x.ingest.cpuSec;
}

/** What bench/results/ingest.json holds: the goals' figures, the ratios the ones that carry across machines. */
function ingestFigures(r: ChildResult, runs: Run[], opts: Options) {
  const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
  const filesPerSec = median(runs.map((x) => x.ingest.filesPerSec));
  return {
    files: r.files,
    runs: runs.length,
    concurrency: r.concurrency,
    filesPerSecond: round(filesPerSec, 1),
    runsFilesPerSecond: runs.map((x) => round(x.ingest.filesPerSec, 1)),
    decodeFloorFilesPerSecond: round(median(runs.map((x) => x.decode.filesPerSec)), 1),
    runsDecodeFloorFilesPerSecond: runs.map((x) => round(x.decode.filesPerSec, 1)),
    /** The median of the paired ratios, not the quotient of the two medians above. */
    ratioToDecodeFloor: round(median(runs.map((x) => x.ratio)), 3),
    ratioPerRun: runs.map((x) => round(x.ratio, 3)),
    cpuRatioToDecodeFloor: round(median(runs.map(cpuRatio)), 3),
    cpuRatioPerRun: runs.map((x) => round(cpuRatio(x), 3)),
    thumbnailLaneFilesPerSecond: round(r.thumbnails.filesPerSec, 1),
    ratioToThumbnailLane: round(filesPerSec / r.thumbnails.filesPerSec, 3),
    exiftoolSpeedup: r.exiftool ? round(r.exiftool.wallSec / r.exif.readMetadataSec, 1) : null,
    peakRssMb: round(peakRss(runs), 1),
    cpuMsPerFile: round((r.ingest.cpuSec * 1000) / r.files, 1),
    decodeCpuMsPerFile: round(r.pieces.decode, 1),
    rowLoadCpuMs: round(r.ingest.rowLoad.cpuMs, 2),
    otherCpuSec: r.ingest.otherCpuSec === null ? null : round(r.ingest.otherCpuSec, 1),
    experiment: Boolean(opts.concurrency || opts.sharpConcurrency),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The ingest's peak RSS, from the runs whose process ran nothing before it: after a decode floor the
 * allocator keeps what the decode freed, which is not the ingest's.
 */
function peakRss(runs: Run[]): number {
  const own = runs.filter((x) => x.decode.order === 'after');
  return Math.max(...(own.length > 0 ? own : runs).map((x) => rss(x.ingest)));
}

function rss(i: ChildResult['ingest']): number {
  return Math.max(i.peakRssSampledMB, i.maxRssMB);
}

function renderSection(r: ChildResult, runs: Run[], m: Machine, totalBytes: number, opts: Options): string {
  const f1 = (n: number) => n.toFixed(1);
  const f2 = (n: number) => n.toFixed(2);
  const met = (ok: boolean) => (ok ? '**met**' : '**not met**');
  // The detailed tables describe the last run (the one the baselines followed); the goals, the median.
  const i = r.ingest;
  const figures = ingestFigures(r, runs, opts);
  const slowest = Math.min(...runs.map((x) => x.ingest.filesPerSec));
  const runList = runs.map((x) => f1(x.ingest.filesPerSec)).join(', ');
  const ratioList = runs.map((x) => f2(x.ratio)).join(', ');
  const peakMB = peakRss(runs);
  const rssRuns = runs.some((x) => x.decode.order === 'after') && runs.some((x) => x.decode.order === 'before') ? 'the runs whose ingest came first in its process' : 'the runs';
  const exifRatio = r.exiftool ? r.exiftool.wallSec / r.exif.readMetadataSec : null;
  const exifrRatio = r.exiftool ? r.exiftool.wallSec / r.exif.exifrOnlySec : null;
  const stage = (name: string) => i.stageSec[name] ?? 0;
  const c = i.check;
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const knobs = [
    opts.concurrency ? `Ingest concurrency forced to ${opts.concurrency}` : '',
    opts.sharpConcurrency ? `sharp.concurrency(${opts.sharpConcurrency})` : '',
  ].filter(Boolean);
  // Other processes using more than a tenth of the machine during the ingest make it slower than it is.
  const lost = (i.otherCpuSec ?? 0) + (i.stealSec ?? 0);
  const disturbed = lost > 0.1 * i.wallSec * m.cores;

  const lines = [
    `Run ${date} on ${m.cores} cores (${m.cpu}), ${m.memGB} GB RAM, Node ${m.node}, sharp ${m.sharp} / libvips ${m.vips}` +
      `${r.exiftool ? `, exiftool ${r.exiftool.version}` : ''}.`,
    `${r.files} generated 4000×3000 JPEGs (${f2(totalBytes / r.files / 1e6)} MB average, ${f2(totalBytes / 1e9)} GB), each with its own EXIF` +
      ' DateTimeOriginal/OffsetTimeOriginal and GPS (18 places, Mar–Sep 2024, 20 % Orientation 6); every file read once just before the run, so they are in the page cache (warm: this VM pages out files untouched for a minute).' +
      ` Ingest runs ${r.concurrency} files at a time${knobs.length > 0 ? '' : ' (its default)'}, sharp.concurrency() = ${r.sharpConcurrency}, UV_THREADPOOL_SIZE = ${r.uvThreadpool}.`,
    ...(knobs.length > 0 ? ['', `**Experiment, not the engine's defaults: ${knobs.join(', ')}.**`] : []),
    ...(disturbed
      ? ['', `**Disturbed run: other processes and the hypervisor took ${f1(lost)} CPU-s during the ${f1(i.wallSec)} s ingest; rerun on an idle machine.**`]
      : []),
    '',
    '### Goals',
    '',
    '| Goal | Measured | |',
    '|---|---|---|',
    `| ≥ ${GOAL_FILES_PER_SEC} files/s, all metadata stages, ${m.cores} cores | ${f1(figures.filesPerSecond)} files/s, the median of ${runs.length} runs (${runList}; slowest ${f1(slowest)}) | ${met(figures.filesPerSecond >= GOAL_FILES_PER_SEC)} |`,
    `| Ingest ≥ ${GOAL_RATIO_TO_DECODE_FLOOR} of the decode floor (the JPEG decode alone, same files, ${r.concurrency} at a time, in the same process right after the ingest or, every other run, right before it) | ${f2(figures.ratioToDecodeFloor)}, the median of ${runs.length} paired ratios (${ratioList}; each run's pair below; the median CPU ratio, decode CPU over ingest CPU: ${f2(figures.cpuRatioToDecodeFloor)}) (the median ingest to the last run's thumbnail lane alone, encode and pHash included: ${f2(figures.ratioToThumbnailLane)}) | ${met(figures.ratioToDecodeFloor >= GOAL_RATIO_TO_DECODE_FLOOR)} |`,
    `| EXIF parsing faster than \`exiftool -json\` | ${exifRatio === null ? 'n/a (exiftool not installed)' : `${f1(exifRatio)}× faster (readMetadata)`} | ${exifRatio === null ? 'n/a' : met(exifRatio > 1)} |`,
    `| Peak RSS during ingest < ${GOAL_PEAK_RSS_MB} MB | ${f1(peakMB)} MB, the highest of ${rssRuns} | ${met(peakMB < GOAL_PEAK_RSS_MB)} |`,
    '',
    '### Every run: the ingest and its decode floor, in one process',
    '',
    '| Run | Decode floor | Ingest files/s | Decode floor files/s | **Ratio** | Ingest CPU-ms / file | Decode CPU-ms / file | CPU ratio (decode / ingest) | Ingest wall | Cores busy | Other processes, CPU-s: ingest / decode | Peak RSS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      ({ ingest: x, decode: d, ratio }, k) =>
        `| ${k + 1} | ${d.order} the ingest | ${f1(x.filesPerSec)} | ${f1(d.filesPerSec)} | **${f2(ratio)}** | ${f1((x.cpuSec * 1000) / r.files)} | ${f1((d.cpuSec * 1000) / r.files)} | ${f2(d.cpuSec / x.cpuSec)} | ` +
        `${f1(x.wallSec)} s | ${Math.round(x.cpuUtilisation * 100)} % | ${x.otherCpuSec === null ? 'n/a' : f1(x.otherCpuSec)} / ${d.otherCpuSec === null ? 'n/a' : f1(d.otherCpuSec)} | ${f1(rss(x))} MB${d.order === 'before' ? ' (after the decode)' : ''} |`,
    ),
    '',
    `### Full metadata ingest (Library.open → addRoots → idle), run ${runs.length}`,
    '',
    '| | |',
    '|---|---|',
    `| Files | ${r.files} (${c.rows} memories, ${c.ok} ok) |`,
    `| Wall time (addRoots → idle, scan + stages + LanceDB writes) | ${f1(i.wallSec)} s |`,
    `| Throughput | **${f1(i.filesPerSec)} files/s** |`,
    `| Library.open (LanceDB) | ${f2(i.openSec)} s |`,
    `| CPU time (process, all threads) | ${f1(i.cpuSec)} s = ${Math.round(i.cpuUtilisation * 100)} % of ${m.cores} cores, ${f1((i.cpuSec * 1000) / r.files)} CPU-ms / file |`,
    `| Ceiling at this CPU cost with every core busy (cores × 1000 / CPU-ms per file) | ${f1((m.cores * r.files) / i.cpuSec)} files/s |`,
    `| CPU used by other processes meanwhile / stolen by the hypervisor | ${i.otherCpuSec === null ? 'n/a' : `${f1(i.otherCpuSec)} s`} / ${i.stealSec === null ? 'n/a' : `${f1(i.stealSec)} s`} |`,
    `| Peak RSS: sampled every 50 ms / resourceUsage().maxRSS | ${f1(i.peakRssSampledMB)} MB / ${f1(i.maxRssMB)} MB |`,
    `| Check: time from EXIF / local time right / offset right / country right | ${c.timeFromExif} / ${c.timeMatches} / ${c.offsetMatches} / ${c.countryMatches} of ${r.files} |`,
    `| Check: oriented dims right / thumbnails on disk | ${c.dimsOriented} / ${c.thumbnails} (${f1(c.thumbnailBytes / Math.max(1, c.thumbnails) / 1024)} KB average) |`,
    ...(c.errors.length > 0 ? [`| First errors | ${c.errors.join('<br>')} |`] : []),
    '',
    `Where the time goes, summed over files (${r.concurrency} in flight, so sums exceed the wall):`,
    '',
    '| Stage (inside ingest) | Summed latency | ms / file |',
    '|---|---|---|',
    `| probe stage (= readMetadata: exifr + JPEG frame header) | ${f1(stage('probe'))} s | ${f1((stage('probe') * 1000) / r.files)} |`,
    `| time | ${f2(stage('time'))} s | ${f2((stage('time') * 1000) / r.files)} |`,
    `| place (reverse geocode; first call loads the gazetteer) | ${f2(stage('place'))} s | ${f2((stage('place') * 1000) / r.files)} |`,
    `| thumbnail (sharp decode + resize, JPEG, pHash) | ${f1(stage('thumbnail'))} s | ${f1((stage('thumbnail') * 1000) / r.files)} |`,
    `| LanceDB writes (${i.dbWrites}, serialised, overlap the stages) | ${f2(i.dbWriteSec)} s | ${f2((i.dbWriteSec * 1000) / r.files)} |`,
    '',
    ...piecesSection(r, figures.filesPerSecond, m),
    '',
    `Baselines in the same process, same files, ${r.concurrency} at a time unless noted:`,
    '',
    '| Baseline | Wall | files/s | vs. full ingest |',
    '|---|---|---|---|',
    `| Read + hash + sniff (probeFile) | ${f1(r.hash.wallSec)} s | ${f1(r.hash.filesPerSec)} | ${pct(r.hash.wallSec, i.wallSec)} of ingest wall |`,
    `| Thumbnails alone (writeThumbnail from a buffer) | ${f1(r.thumbnails.wallSec)} s | ${f1(r.thumbnails.filesPerSec)} | ${pct(r.thumbnails.wallSec, i.wallSec)} of ingest wall |`,
    `| JPEG decode alone (read, shrink-on-load, resize to ${THUMBNAIL_EDGE} px, raw pixels): the decode floor, ${r.decode.order} this ingest | ${f1(r.decode.wallSec)} s | ${f1(r.decode.filesPerSec)} | ${pct(r.decode.wallSec, i.wallSec)} of ingest wall |`,
    `| readMetadata alone (1 at a time) | ${f2(r.exif.readMetadataSec)} s | ${f1(r.exif.filesPerSec)} | ${pct(r.exif.readMetadataSec, i.wallSec)} of ingest wall |`,
    `| Reverse geocode alone (1 at a time; + ${f2(r.geocode.loadSec)} s gazetteer load) | ${f2(r.geocode.wallSec)} s | ${Math.round(r.geocode.filesPerSec)} | ${pct(r.geocode.wallSec, i.wallSec)} of ingest wall |`,
    '',
    '### EXIF alone vs. exiftool',
    '',
    'Ours: `readMetadata(file, probe)` from electron/engine/ingest/metadata.ts, one file at a time, timing only that call ' +
      '(probeFile, which reads and hashes, runs untimed before it); readMetadata = exifr.parse on the in-memory file + the true dimensions from the JPEG frame header. ' +
      '"exifr only" is exifr.parse with the same options on the same buffer. exiftool: `exiftool -json -n -DateTimeOriginal -OffsetTimeOriginal -GPSLatitude -GPSLongitude <files…>` ' +
      `spawned with an argument array${r.exiftool ? ` in ${r.exiftool.batches} batch(es)` : ''}, whole wall time including Perl start-up and reading the files.`,
    '',
    '| | Time | files/s | exiftool time / ours |',
    '|---|---|---|---|',
    `| readMetadata | ${f2(r.exif.readMetadataSec)} s | ${Math.round(r.exif.filesPerSec)} | ${exifRatio === null ? 'n/a' : `**${f1(exifRatio)}×**`} |`,
    `| exifr only | ${f2(r.exif.exifrOnlySec)} s | ${Math.round(r.exif.exifrFilesPerSec)} | ${exifrRatio === null ? 'n/a' : `${f1(exifrRatio)}×`} |`,
    r.exiftool
      ? `| exiftool -json | ${f2(r.exiftool.wallSec)} s | ${Math.round(r.exiftool.filesPerSec)} | 1× |`
      : '| exiftool | not installed (`apt-get install libimage-exiftool-perl`) | | n/a |',
    '',
    `Values checked against what was written: ours ${r.exif.mismatches} mismatches of ${r.exif.checked}` +
      (r.exiftool ? `, exiftool ${r.exiftool.mismatches} mismatches, ${r.exiftool.missing} missing.` : '.'),
  ];
  return lines.join('\n');
}

/** What one file costs at least, piece by piece, and what that leaves of the goal. */
function piecesSection(r: ChildResult, filesPerSec: number, m: Machine): string[] {
  const p = r.pieces;
  const f1 = (n: number) => n.toFixed(1);
  const f2 = (n: number) => n.toFixed(2);
  const sum = p.probe + p.metadata + p.decode + p.encode + p.phash;
  const ingestMs = (r.ingest.cpuSec * 1000) / r.files;
  const budget = (m.cores * 1000) / GOAL_FILES_PER_SEC;
  const lines = [
    `CPU per file, piece by piece: ${p.files} files one at a time, process CPU of all threads, so nothing overlaps:`,
    '',
    '| Piece | CPU-ms / file |',
    '|---|---|',
    `| read + BLAKE3 (identity) + sniff: probeFile | ${f1(p.probe)} |`,
    `| EXIF + dimensions: readMetadata | ${f1(p.metadata)} |`,
    `| JPEG decode, shrink-on-load to 400 px (libjpeg still Huffman-decodes all 3.4 MB) | ${f1(p.decode)} |`,
    `| JPEG encode of the 400 px tile (quality 80, standard Huffman tables), ${f1(p.encodeBytes / 1024)} KB | ${f1(p.encode)} |`,
    `| pHash from the tile's pixels | ${f1(p.phash)} |`,
    `| **Sum** | **${f1(sum)}** |`,
    `| Not in the sum: the WebP tile ingests wrote before (effort 0, the cheapest), ${f1(p.webpBytes / 1024)} KB | ${f1(p.webp)} |`,
    `| Full ingest per file (above); the difference is LanceDB writes, scheduling, thread hand-offs, GC, and other processes competing for caches | ${f1(ingestMs)} (${ingestMs >= sum ? '+' : '−'}${f1(Math.abs(ingestMs - sum))}) |`,
    '',
    `The thumbnail pass also reads each file again (the read alone: a file whose size and mtime are those it was hashed with is not hashed or sniffed again, ingest/probe.ts reprobeFile) and loads its memory again by id: ${f2(r.ingest.rowLoad.cpuMs)} CPU-ms (${f2(r.ingest.rowLoad.ms)} ms wall) a load from LanceDB, ${r.ingest.rowLoad.loads} loads on the finished library of ${r.files}; neither is in the sum above.`,
    '',
    `The identity hash alone: BLAKE3 ${f2(p.blake3)} CPU-ms a file, SHA-256 ${f2(p.sha256)} (with the CPU's SHA instructions; libraries made before BLAKE3 keep it, see electron/engine/ingest/content-id.ts).`,
    '',
    `${GOAL_FILES_PER_SEC} files/s on ${m.cores} cores leaves ${f1(budget)} CPU-ms a file with every core busy all the time. ` +
      `The pieces alone allow ${f1((m.cores * 1000) / sum)} files/s, the ingest's measured cost ${f1((m.cores * 1000) / ingestMs)} files/s ` +
      `at 100 % of the cores; the JPEG decode is ${Math.round((p.decode / sum) * 100)} % of the pieces.`,
  ];
  if (filesPerSec < GOAL_FILES_PER_SEC) {
    const util = r.ingest.cpuUtilisation;
    const idleCoreSec = (1 - util) * m.cores * (r.ingest.wallSec + r.ingest.openSec);
    const disturbed = (r.ingest.otherCpuSec ?? 0) > 0.1 * r.ingest.wallSec * m.cores;
    lines.push(
      '',
      `**Why the goal is not met:** ${GOAL_FILES_PER_SEC} files/s needs both conditions at once, ≤ ${f1(budget)} CPU-ms a file and every core busy all the time. ` +
        `The last run: ${f1(ingestMs)} CPU-ms a file (${ingestMs > budget ? `${f1(ingestMs - budget)} over` : `${f1(budget - ingestMs)} under`} the budget) at ${Math.round(util * 100)} % of ${m.cores} cores → ${f1(r.ingest.filesPerSec)} files/s. ` +
        `The floor is the JPEG decode: ${f1(p.decode)} CPU-ms, ${Math.round((p.decode / budget) * 100)} % of the budget, spent in libjpeg's entropy decoding of all 3.4 MB, which shrink-on-load (÷8) cannot skip and no sharp setting makes cheaper (resize kernels short of nearest-neighbour, sequential read, more files in flight, a bigger libuv pool: all within ±0.5 ms). ` +
        `Reading and hashing for the memory's identity, EXIF, the JPEG encode and the pHash add ${f1(sum - p.decode)} ms, which leaves ${f1(budget - sum)} ms for what only the running ingest does: LanceDB writes, creating the thumbnail files and folders, thread hand-offs and GC, which take ${f1(ingestMs - sum)} ms here. ` +
        `The cores stood idle ${f1(idleCoreSec)} core-seconds of the run: the start (Library.open, the first files of the scan, ~0.15 s of gazetteer loading on the main thread), the last files and the final LanceDB write.` +
        (disturbed ? ' Other processes held the cores part of the time: rerun on an idle machine.' : ''),
    );
  }
  return lines;
}

function pct(part: number, whole: number): string {
  return `${Math.round((part / whole) * 100)} %`;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
