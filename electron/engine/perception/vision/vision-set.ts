import { decode, decodeRegion, type Decoded } from './decode';
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
 * A worker's queue as the parent sees it: the work it was sent and has not answered, in expected
 * milliseconds, and when it started on the request at the head. How long until it is free is then
 * an estimate that holds while several photos are in the workers at once.
 */
class Backlog {
  private requests = 0;
  private expectedMs = 0;
  private since = 0;

  add(expectedMs: number): () => void {
    const now = performance.now();
    if (this.requests === 0) this.since = now;
    this.requests++;
    this.expectedMs += expectedMs;
    return () => {
      this.requests--;
      this.expectedMs -= expectedMs;
      this.since = performance.now(); // the next request, if any, starts now
    };
  }

  busyMs(): number {
    return this.requests === 0 ? 0 : Math.max(0, this.expectedMs - (performance.now() - this.since));
  }
}

/** A photo handed to the workers: what collecting its answer needs. */
interface Sent {
  members: Member[];
  helper: Member | undefined;
  replies: Array<Promise<Extract<Reply, { type: 'result' }>>>;
  decodeMs: number;
  started: number;
  objects: boolean;
}

/**
 * The worker threads behind one VisionWorker: one doing faces and objects, or (profile.splitObjects)
 * one for faces and one for objects, fed the same decoded pixels at once. Photos are sent to the
 * workers in arrival order, and up to `inFlight` of them are in the workers at once
 * (profile.photosInFlight): each worker's queue then holds the next photo while it runs this one, so
 * neither waits for the next photo's decoding nor for the other worker to finish this one. With a
 * worker that `describes` (profile.balanceDescriptors), the faces of a group photo are described by
 * both workers (see ownShare).
 */
export class VisionSet {
  private tail: Promise<unknown> = Promise.resolve();
  closed = false;
  /** Per worker, CenterNet's or the face models' time per photo; faceres' per face. */
  private readonly photoMs = new Map<Member, Estimate>();
  private readonly faceMs = new Estimate(40);
  private readonly backlogs = new Map<Member, Backlog>();
  private sent = 0;
  private slotFreed: (() => void) | null = null;
  /** Decodes begun, and the sum of their times: the bench's view of the pipeline. */
  decodes = 0;
  decodeMs = 0;

  constructor(
    private readonly members: readonly Member[],
    private readonly inFlight = 1,
  ) {
    for (const m of members) {
      this.photoMs.set(m, new Estimate(0));
      this.backlogs.set(m, new Backlog());
    }
  }

  async ready(): Promise<void> {
    await Promise.all(this.members.map((m) => m.host.ready()));
  }

  async analyze(image: Buffer, want: AnalyzeOptions = {}): Promise<VisionResult> {
    const sent = await this.serial(() => this.send(image, want));
    try {
      return await this.collect(sent);
    } finally {
      this.sent--;
      this.slotFreed?.();
    }
  }

  /** Decode a photo and queue it on the workers, once fewer than `inFlight` photos are there. */
  private async send(image: Buffer, want: AnalyzeOptions): Promise<Sent> {
    // One send at a time (serial), so at most one waits here.
    while (this.sent >= this.inFlight) await new Promise<void>((resolve) => (this.slotFreed = resolve));
    this.slotFreed = null;
    this.sent++;
    this.decodes++;
    let decoded: Decoded;
    try {
      decoded = await decode(image);
    } catch (err) {
      this.sent--;
      throw err;
    }
    this.decodeMs += decoded.ms;
    // A worker that only finds objects is not asked when they are not wanted (one that also does
    // faces is: its objects are then dropped, they came at no extra wait).
    const members = this.members.filter((m) => m.part.faces || want.objects !== false);
    const helper = members.find((m) => m.part.describes && !m.part.faces);
    // Copies before the first transfer detaches the original.
    const buffers = members.map((_, i) => (i === 0 ? decoded.pixels : decoded.pixels.slice(0)));
    const replies = members.map((m, i) => {
      const offload = m.part.faces && helper !== undefined;
      const message = { type: 'analyze', pixels: buffers[i], width: decoded.width, height: decoded.height, offload };
      return this.request(m, message, [buffers[i]!], this.photoMs.get(m)!.value).then(resultOf);
    });
    return { members, helper, replies, decodeMs: decoded.ms, started: performance.now(), objects: want.objects !== false };
  }

  private async collect({ members, helper, replies, decodeMs, started, objects: wantObjects }: Sent): Promise<VisionResult> {
    const results = await Promise.all(
      members.map(async (m, i) => {
        const result = await replies[i]!;
        this.photoMs.get(m)!.add(result.inferMs);
        if (!result.pending) return result;
        // Both may have later photos queued: the faces go where they will be done soonest.
        const busyMs = this.backlogs.get(helper!)!.busyMs() - this.backlogs.get(m)!.busyMs();
        return { ...result, faces: await this.describePending(result.faces, result.pending, m, helper!, Math.max(0, busyMs)) };
      }),
    );
    const faces = members.flatMap((m, i) => (m.part.faces ? results[i]!.faces : []));
    const objects = wantObjects ? members.flatMap((m, i) => (m.part.objects ? results[i]!.objects : [])) : [];
    return { faces, objects, ms: Math.round(decodeMs + performance.now() - started) };
  }

  /** One request to a member's worker, counted in its backlog until the reply. */
  private request(member: Member, message: Record<string, unknown>, transfer: ArrayBuffer[], expectedMs: number): Promise<Reply> {
    const done = this.backlogs.get(member)!.add(expectedMs);
    return member.host.request(message, transfer).finally(done);
  }

  /** Per worker, its time on requests so far (see VisionHost.busyMs). */
  get busyMs(): number[] {
    return this.members.map((m) => m.host.busyMs);
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
        const reply = await this.request(member, { type: 'faceres', input, n }, [input], n * this.faceMs.value);
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

