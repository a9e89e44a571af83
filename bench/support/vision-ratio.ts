/**
 * Faces + objects throughput of several vision profiles over the same fixtures, interleaved
 * (A, B, A, B …) in one process so a noisy neighbour hits every profile alike; each profile's figure
 * is the median of its rounds. CPU is the whole process's (worker threads and sharp's pool
 * included): the honest cost per photo when the cores are shared.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { VisionWorker, type VisionProfile } from '../../electron/engine/perception/vision';

export interface VisionRun {
  seconds: number;
  cpuSeconds: number;
  /** Per worker, the share of the round's wall time it was not running a request (waiting for pixels, the parent or the other worker). */
  idle: number[];
  /** Mean decode (sharp: orient, resize, raw RGB) time per photo, prefetched or not. */
  decodeMs: number;
}

export interface VisionFigure {
  profile: string;
  seconds: number;
  cpuSeconds: number;
  photosPerSecond: number;
  cpuMsPerPhoto: number;
  runs: VisionRun[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

export async function measureVision(options: { fixtures: string; profiles: VisionProfile[]; rounds: number; log?: (line: string) => void }): Promise<{ photos: number; figures: VisionFigure[] }> {
  const dir = path.join(options.fixtures, 'faces');
  const faces = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort()
    .map((f) => readFileSync(path.join(dir, f)));
  const workers = new Map<VisionProfile, VisionWorker>();
  const runs = new Map<VisionProfile, VisionRun[]>();
  for (const profile of options.profiles) {
    workers.set(profile, await VisionWorker.create({ profile }));
    runs.set(profile, []);
  }
  try {
    for (let round = 0; round < options.rounds; round++) {
      for (const [profile, vision] of workers) {
        const work0 = vision.work();
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        // Every photo queued at once, as a library's backlog is: the set runs them one at a time in
        // order (a profile without prefetch decodes each only when the one before is done, as a
        // caller awaiting each photo would). A failed photo must fail the run: a profile whose
        // requests error out would look fast.
        await Promise.all(faces.map((bytes) => vision.analyze(bytes)));
        const wallMs = performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        const work = vision.work();
        const run = {
          seconds: wallMs / 1000,
          cpuSeconds: (cpu.user + cpu.system) / 1e6,
          idle: work.busyMs.map((busy, i) => 1 - (busy - work0.busyMs[i]!) / wallMs),
          decodeMs: (work.decodeMs - work0.decodeMs) / Math.max(1, work.decodes - work0.decodes),
        };
        runs.get(profile)!.push(run);
        options.log?.(
          `round ${round + 1}/${options.rounds} ${profile.name}: ${(faces.length / run.seconds).toFixed(2)} photos/s, ` +
            `${((1000 * run.cpuSeconds) / faces.length).toFixed(0)} CPU-ms/photo, workers idle ${run.idle.map((x) => `${(100 * x).toFixed(0)} %`).join(' / ')}, ` +
            `decode ${run.decodeMs.toFixed(0)} ms/photo`,
        );
      }
    }
  } finally {
    for (const vision of workers.values()) await vision.close();
  }
  const figures = options.profiles.map((profile) => {
    const list = runs.get(profile)!;
    const seconds = median(list.map((r) => r.seconds));
    const cpuSeconds = median(list.map((r) => r.cpuSeconds));
    return { profile: profile.name, seconds, cpuSeconds, photosPerSecond: faces.length / seconds, cpuMsPerPhoto: (1000 * cpuSeconds) / faces.length, runs: list };
  });
  return { photos: faces.length, figures };
}

/** perceive.json's `stages.facesObjects`: the current profile against the baseline, same run. */
export function facesObjectsFigures(photos: number, baseline: VisionFigure, current: VisionFigure, rounds: number) {
  return {
    photos,
    rounds,
    photosPerSecond: current.photosPerSecond,
    baselinePhotosPerSecond: baseline.photosPerSecond,
    speedup: current.photosPerSecond / baseline.photosPerSecond,
    cpuMsPerPhoto: current.cpuMsPerPhoto,
    baselineCpuMsPerPhoto: baseline.cpuMsPerPhoto,
    cpuSpeedup: baseline.cpuMsPerPhoto / current.cpuMsPerPhoto,
    profile: current.profile,
    baselineProfile: baseline.profile,
    runs: { baseline: baseline.runs, current: current.runs },
  };
}

/** bench/RESULTS.md's section for a `--only vision` run: the ratio and every round, so noise shows. */
export function visionSection(machineLine: string, f: ReturnType<typeof facesObjectsFigures>): string {
  const rounds = (runs: VisionRun[]) =>
    runs.map((r) => `${(f.photos / r.seconds).toFixed(2)}/s (${((1000 * r.cpuSeconds) / f.photos).toFixed(0)} CPU-ms, workers idle ${r.idle.map((x) => (100 * x).toFixed(0)).join('/')} %)`).join(', ');
  return `
${machineLine}

${f.photos} face fixtures, all queued at once (a library's backlog), ${f.rounds} rounds interleaved (baseline, current, baseline, …) in one process; medians. "Workers idle": each worker's share of the round's wall time outside a request.

| profile | photos/s | CPU-ms / photo | every round |
|---|---:|---:|---|
| ${f.baselineProfile} (before #16: one worker, faceres as shipped, CenterNet 512²) | ${f.baselinePhotosPerSecond.toFixed(2)} | ${f.baselineCpuMsPerPhoto.toFixed(0)} | ${rounds(f.runs.baseline)} |
| ${f.profile} (faceres fused and batched over the kept faces, faces ∥ objects in two workers, CenterNet 384², a group's descriptors shared by both workers, two photos in the workers at once) | ${f.photosPerSecond.toFixed(2)} | ${f.cpuMsPerPhoto.toFixed(0)} | ${rounds(f.runs.current)} |

- Throughput: **${f.speedup.toFixed(2)}×** the baseline (wall); CPU per photo **${f.cpuSpeedup.toFixed(2)}×** less. The wall gain beyond the CPU gain is the second worker: it needs a free core, so on a busy machine the wall ratio falls toward the CPU ratio.
`;
}
