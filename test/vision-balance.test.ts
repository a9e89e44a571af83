import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_PROFILE, VISION_PROFILE, VisionWorker, type VisionResult } from '../electron/engine/perception/vision/index';
import { ownShare } from '../electron/engine/perception/vision/vision-set';
import { fixture, haveFixtures } from './support/fixtures';

describe('sharing a photo’s face descriptors between the two workers', () => {
  it('splits evenly when the objects worker is free, and less as it is busy', () => {
    expect(ownShare(30, 0, 40)).toBe(15);
    expect(ownShare(13, 200, 40)).toBe(9); // 9 faces here, 4 there after 5 faces' worth of CenterNet
    expect(ownShare(3, 1_000, 40)).toBe(3); // busier than the faces take: nothing handed over
    expect(ownShare(2, 0, 40)).toBe(1);
  });
});

describe.skipIf(!haveFixtures('faces'))('balanced profile on group photos', () => {
  const photos = ['human_solvay1927.jpg', 'human_stock-group-1.jpg'];
  let batch: VisionWorker;
  let balanced: VisionWorker;
  const before = new Map<string, VisionResult>();
  const after = new Map<string, VisionResult>();

  beforeAll(async () => {
    [batch, balanced] = await Promise.all([VisionWorker.create({ profile: BATCH_PROFILE }), VisionWorker.create({ profile: VISION_PROFILE })]);
    for (const photo of photos) {
      const bytes = readFileSync(path.join(fixture('faces'), photo));
      before.set(photo, await batch.analyze(bytes));
      after.set(photo, await balanced.analyze(bytes));
    }
  }, 300_000);
  afterAll(async () => {
    await batch?.close();
    await balanced?.close();
  });

  it('describes the same faces as one worker does, part of them in the objects worker', async () => {
    for (const photo of photos) {
      const a = before.get(photo)!;
      const b = after.get(photo)!;
      expect(b.faces.length, photo).toBe(a.faces.length);
      expect(b.faces.length, photo).toBeGreaterThan(10);
      b.faces.forEach((face, i) => {
        const other = a.faces[i]!;
        expect(face.box).toEqual(other.box);
        expect([face.age, face.gender]).toEqual([other.age, other.gender]);
        expect(face.descriptor).toHaveLength(1024);
        const cosine = face.descriptor.reduce((sum, v, k) => sum + v * other.descriptor[k]!, 0);
        expect(cosine).toBeGreaterThan(1 - 1e-6);
      });
      expect(b.objects).toEqual(a.objects);
    }
    expect((await balanced.stats()).helped).toBeGreaterThan(0);
    expect((await batch.stats()).helped).toBe(0);
  });

  it('leaves no tensors behind in either worker', async () => {
    const bytes = readFileSync(path.join(fixture('faces'), photos[1]!));
    const tensors = (await balanced.stats()).tensors;
    await balanced.analyze(bytes);
    expect((await balanced.stats()).tensors).toBe(tensors);
  }, 120_000);
});
