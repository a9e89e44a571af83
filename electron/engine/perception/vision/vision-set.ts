import { decode, decodeRegion } from './decode';
import type { PendingFaces, Reply, VisionHost } from './vision-host';
import type { VisionPart } from './thresholds';
import type { DetectedFace, RegionDescription, RelativeBox, VisionResult, VisionStats } from './types';

export interface AnalyzeOptions {
  /** false: no object detection (a screenshot's "objects" are UI pictures, and CenterNet is half the CPU). */
  objects?: boolean;
}

interface Member {
  host: VisionHost;
  part: VisionPart;
}

/**
 * How many of `n` faces the faces worker describes itself when the other worker becomes free in
 * `busyMs` and a face costs `msPerFace` on either: both then finish together (a·r = busy + (n − a)·r).
 * At least one stays, as the faces worker is free right now.
 */
export function ownShare(n: number, busyMs: number, msPerFace: number): number {
  return Math.min(n, Math.max(1, Math.round((n + busyMs / msPerFace) / 2)));
}

/** Running estimate (exponential moving average) of a duration; `prior` until the first sample. */
class Estimate {
  constructor(
    public value: number,
    private readonly weight = 0.2,
  ) {}

  add(sample: number): void {
    if (Number.isFinite(sample) && sample > 0) this.value += this.weight * (sample - this.value);
  }
}

/**
 * The worker threads behind one VisionWorker: one doing faces and objects, or (profile.splitObjects)
 * one for faces and one for objects, fed the same decoded pixels at once. Requests run one at a
 * time in arrival order. With a worker that `describes` (profile.balanceDescriptors), the faces of
 * a group photo are described by both workers (see ownShare).
 */
export class VisionSet {
  private tail: Promise<unknown> = Promise.resolve();
  closed = false;
  /** CenterNet's time per photo, and faceres' per face: what the sharing of descriptors is decided on. */
  private readonly objectsMs = new Estimate(0);
  private readonly faceMs = new Estimate(40);

  constructor(private readonly members: readonly Member[]) {}

  async ready(): Promise<void> {
    await Promise.all(this.members.map((m) => m.host.ready()));
  }

  analyze(image: Buffer, want: AnalyzeOptions = {}): Promise<VisionResult> {
    return this.serial(async () => {
      const decoded = await decode(image);
      // A worker that only finds objects is not asked when they are not wanted (one that also does
      // faces is: its objects are then dropped, they came at no extra wait).
      const members = this.members.filter((m) => m.part.faces || want.objects !== false);
      const helper = members.find((m) => m.part.describes && !m.part.faces);
      // Copies before the first transfer detaches the original.
      const buffers = members.map((_, i) => (i === 0 ? decoded.pixels : decoded.pixels.slice(0)));
      const started = performance.now();
      let helperFree = helper === undefined;
      const replies = members.map((m, i) => {
        const offload = m.part.faces && helper !== undefined;
        const reply = m.host.request({ type: 'analyze', pixels: buffers[i], width: decoded.width, height: decoded.height, offload }, [buffers[i]!]);
        if (m === helper) void reply.finally(() => (helperFree = true)).catch(() => undefined);
        return reply.then(resultOf);
      });
      const results = await Promise.all(
        members.map(async (m, i) => {
          const result = await replies[i]!;
          if (m === helper) this.objectsMs.add(result.inferMs);
          if (!result.pending) return result;
          const busyMs = helperFree ? 0 : Math.max(0, this.objectsMs.value - (performance.now() - started));
          return { ...result, faces: await this.describePending(result.faces, result.pending, m, helper!, busyMs) };
        }),
      );
      const faces = members.flatMap((m, i) => (m.part.faces ? results[i]!.faces : []));
      const objects = want.objects === false ? [] : members.flatMap((m, i) => (m.part.objects ? results[i]!.objects : []));
      return { faces, objects, ms: Math.round(decoded.ms + performance.now() - started) };
    });
  }

  /** The pending faces' descriptors, from the faces worker and the helper at once, in their order. */
  private async describePending(faces: DetectedFace[], pending: PendingFaces, own: Member, helper: Member, busyMs: number): Promise<DetectedFace[]> {
    const mine = ownShare(pending.n, busyMs, this.faceMs.value);
    const perFace = pending.input.byteLength / pending.n;
    const shares = [
      { member: own, n: mine, input: pending.input.slice(0, mine * perFace) },
      { member: helper, n: pending.n - mine, input: pending.input.slice(mine * perFace) },
    ].filter((share) => share.n > 0);
    const described = await Promise.all(
      shares.map(async ({ member, n, input }) => {
        const reply = await member.host.request({ type: 'faceres', input, n }, [input]);
        if (reply.type === 'error') throw new Error(`vision: ${reply.message}`);
        if (reply.type !== 'described-faces') throw new Error(`vision: unexpected reply ${reply.type}`);
        this.faceMs.add(reply.inferMs / n);
        return reply.rows;
      }),
    );
    const rows = described.flat();
    let next = 0;
    // Pending faces are the reply's faces without a descriptor, in the order of faceres' inputs.
    const out = faces.map((face) => (face.descriptor.length > 0 ? face : { ...face, ...rows[next++]! }));
    if (next !== pending.n) throw new Error(`vision: ${pending.n} faces to describe, ${next} without a descriptor`);
    return out;
  }

  /** A drawn box goes to the worker that describes faces. */
  describeRegion(image: Buffer, box: RelativeBox): Promise<RegionDescription> {
    return this.serial(async () => {
      const region = await decodeRegion(image, box);
      const faces = this.members.find((m) => m.part.faces);
      if (!faces) throw new Error('vision: no worker describes faces');
      const reply = await faces.host.request(
        { type: 'describe', pixels: region.pixels, width: region.width, height: region.height, inner: region.inner },
        [region.pixels],
      );
      if (reply.type === 'error') throw new Error(`vision: ${reply.message}`);
      if (reply.type !== 'described') throw new Error(`vision: unexpected reply ${reply.type}`);
      return { descriptor: reply.descriptor, detected: reply.detected, ms: Math.round(region.ms + reply.inferMs) };
    });
  }

  /** Merged over the workers: fetches listed together, tensors summed, photos counted once. */
  stats(): Promise<VisionStats> {
    return this.serial(async () => {
      const all = await Promise.all(this.members.map((m) => m.host.stats()));
      return {
        initMs: Math.max(...all.map((s) => s.initMs)),
        backend: all[0]!.backend,
        humanVersion: all[0]!.humanVersion,
        modelFetches: all.flatMap((s) => s.modelFetches),
        refusedFetches: all.flatMap((s) => s.refusedFetches),
        tensors: all.reduce((sum, s) => sum + s.tensors, 0),
        analysed: Math.max(...all.map((s) => s.analysed)),
        helped: all.reduce((sum, s) => sum + s.helped, 0),
      };
    });
  }

  /** The most restarts of any one worker, plus its first start. */
  get starts(): number {
    return Math.max(...this.members.map((m) => m.host.starts));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.members.map((m) => m.host.close()));
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    const run = this.tail.then(task, task);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

function resultOf(reply: Reply): Extract<Reply, { type: 'result' }> {
  if (reply.type === 'error') throw new Error(`vision: ${reply.message}`);
  if (reply.type !== 'result') throw new Error(`vision: unexpected reply ${reply.type}`);
  return reply;
}

