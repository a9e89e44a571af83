import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { VisionInputError } from '../electron/engine/perception/vision/index';
import type { Reply, VisionHost } from '../electron/engine/perception/vision/vision-host';
import { VisionSet } from '../electron/engine/perception/vision/vision-set';

interface Received {
  message: Record<string, unknown>;
  answer(reply?: Partial<Reply>): void;
}

/**
 * An in-process stand-in for a worker: records what it is sent and answers when the test says so
 * (`hold`) or at once. Like VisionHost, it takes one request at a time: the next waits for the answer.
 */
class FakeHost {
  readonly received: Received[] = [];
  busyMs = 0;
  starts = 1;
  private tail: Promise<unknown> = Promise.resolve();
  private arrivals: Array<() => void> = [];

  constructor(
    private readonly label: string,
    private readonly hold: boolean,
  ) {}

  ready(): Promise<void> {
    return Promise.resolve();
  }

  request(message: Record<string, unknown>): Promise<Reply> {
    const run = this.tail.then(
      () =>
        new Promise<Reply>((resolve) => {
          const width = message['width'] as number;
          const answer = (reply: Partial<Reply> = {}) =>
            resolve({ type: 'result', id: 0, faces: [], objects: [{ label: `${this.label}-${width}`, score: 1, box: { x: 0, y: 0, w: 1, h: 1 } }], inferMs: 1, ...reply } as Reply);
          this.received.push({ message, answer });
          for (const arrived of this.arrivals.splice(0)) arrived();
          if (!this.hold) answer();
        }),
    );
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Resolves once `n` requests have reached this worker. */
  async receivedCount(n: number): Promise<void> {
    while (this.received.length < n) await new Promise<void>((resolve) => this.arrivals.push(resolve));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Every promise continuation queued so far has run (a macrotask turn; no timer). */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function setOf(inFlight: number, holdObjects: boolean): { set: VisionSet; faces: FakeHost; objects: FakeHost } {
  const faces = new FakeHost('faces', false);
  const objects = new FakeHost('objects', holdObjects);
  const set = new VisionSet(
    [
      { host: faces as unknown as VisionHost, part: { faces: true, objects: false } },
      { host: objects as unknown as VisionHost, part: { faces: false, objects: true } },
    ],
    inFlight,
  );
  return { set, faces, objects };
}

describe('photos in the workers at once (VisionSet)', () => {
  let images: Buffer[];
  beforeAll(async () => {
    // Told apart by their width, which the fake workers echo in their answers.
    images = await Promise.all([40, 41, 42, 43].map((width) => sharp({ create: { width, height: 30, channels: 3, background: '#808080' } }).png().toBuffer()));
  });

  it('sends the next photo to both workers while the objects worker still runs this one', async () => {
    const { set, faces, objects } = setOf(2, true);
    const first = set.analyze(images[0]!);
    const second = set.analyze(images[1]!);
    // Both workers get the second photo while the first's objects are unanswered (one at a time
    // would never send it: this wait would not end).
    await faces.receivedCount(2);
    await objects.receivedCount(1);
    expect(faces.received.map((r) => r.message['width'])).toEqual([40, 41]);
    objects.received[0]!.answer();
    await objects.receivedCount(2);
    objects.received[1]!.answer();
    expect((await first).objects.map((o) => o.label)).toEqual(['objects-40']);
    expect((await second).objects.map((o) => o.label)).toEqual(['objects-41']);
  });

  it('answers every photo with its own results, in any number, and fails only the photo that cannot be decoded', async () => {
    const { set } = setOf(2, false);
    const bad = expect(set.analyze(Buffer.from('not an image'))).rejects.toBeInstanceOf(VisionInputError);
    const results = await Promise.all(images.map((image) => set.analyze(image)));
    await bad;
    expect(results.map((r) => r.objects.map((o) => o.label))).toEqual([['objects-40'], ['objects-41'], ['objects-42'], ['objects-43']]);
    expect(set.decodes).toBe(5);
  });

  it('holds at most that many photos in the workers: the next is not even decoded until one is answered', async () => {
    for (const inFlight of [1, 2]) {
      const { set, faces, objects } = setOf(inFlight, true);
      const pending = images.slice(0, 3).map((image) => set.analyze(image));
      await faces.receivedCount(inFlight);
      await settle();
      expect(set.decodes, `${inFlight} in flight`).toBe(inFlight);
      expect(faces.received, `${inFlight} in flight`).toHaveLength(inFlight);
      objects.received[0]!.answer();
      await faces.receivedCount(inFlight + 1);
      await settle();
      expect(set.decodes, `${inFlight} in flight`).toBe(inFlight + 1);
      for (let i = 1; i < 3; i++) {
        await objects.receivedCount(i + 1);
        objects.received[i]!.answer();
      }
      expect((await Promise.all(pending)).map((r) => r.objects[0]!.label)).toEqual(['objects-40', 'objects-41', 'objects-42']);
    }
  });

  it('stops accepting photos once closed', async () => {
    const { set } = setOf(2, false);
    await set.close();
    await expect(set.analyze(images[0]!)).rejects.toThrow(/closed/);
  });
});
