import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisionWorker } from '../electron/engine/perception/vision/index';
import { fixture, haveFixtures } from './support/fixtures';

describe.skipIf(!haveFixtures('faces'))('vision without objects (screenshots)', () => {
  let vision: VisionWorker;
  beforeAll(async () => {
    vision = await VisionWorker.create();
  }, 120_000);
  afterAll(() => vision?.close());

  it('finds the same faces and no objects when objects are not wanted', async () => {
    const image = readFileSync(path.join(fixture('faces'), 'fr_obama.jpg'));
    const full = await vision.analyze(image);
    const faceOnly = await vision.analyze(image, { objects: false });
    expect(full.objects.map((o) => o.label)).toContain('person');
    expect(faceOnly.objects).toEqual([]);
    expect(faceOnly.faces.map((f) => f.descriptor)).toEqual(full.faces.map((f) => f.descriptor));
    expect(faceOnly.faces).toHaveLength(1);
  }, 120_000);
});
