import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { PeopleIndex, unit } from '../electron/engine/perception/people/index';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';

const OBAMA = ['fr_obama.jpg', 'fr_obama2.jpg'];
const CANVAS = { width: 5000, height: 3600 };
const PASTED = { left: 3000, top: 1500, width: 160, height: 200 };

/** A wide shot with the person far away: at the detector's analysis size the face is too small to be found. */
async function writeFarAway(file: string): Promise<void> {
  const background = await sharp(fixture('faces', 'human_background.jpg')).resize(CANVAS.width, CANVAS.height, { fit: 'cover' }).toBuffer();
  const person = await sharp(fixture('faces', 'fr_obama3.jpg')).resize(PASTED.width, PASTED.height, { fit: 'cover' }).toBuffer();
  await sharp(background).composite([{ input: person, left: PASTED.left, top: PASTED.top }]).jpeg({ quality: 92 }).toFile(file);
}

describe.skipIf(!haveFixtures('faces'))('faces drawn by hand', () => {
  let engine: Engine;
  let library: string;
  let models: string;
  let far: string;

  beforeAll(async () => {
    const base = await tempDir('hand-faces');
    library = path.join(base, 'library');
    models = path.join(base, 'models');
    const photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    for (const f of OBAMA) await copyFile(fixture('faces', f), path.join(photos, f));
    far = path.join(photos, 'far_away.jpg');
    await writeFarAway(far);
    engine = await openEngine({ libraryDir: library, modelsDir: models });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
  }, 240_000);

  afterAll(() => engine?.close());

  const memoryOf = async (file: string) => (await engine.listMemories({})).memories.find((m) => m.paths.includes(file))!;
  const box = { x: PASTED.left / CANVAS.width, y: PASTED.top / CANVAS.height, w: PASTED.width / CANVAS.width, h: PASTED.height / CANVAS.height };

  it('a face the detector missed, boxed and given to a person, joins that person and shows on the photo', async () => {
    const missed = await memoryOf(far);
    expect(missed.faces).toEqual([]);
    const person = (await engine.listPeople({})).people.find((p) => p.memoryCount === OBAMA.length)!;
    await engine.namePerson({ id: person.id, name: 'Barack' });

    const joined = await engine.addFace({ memoryId: missed.id, box, personId: person.id });
    expect(joined.id).toBe(person.id);
    expect(joined.memoryCount).toBe(OBAMA.length + 1);
    const detail = await engine.getMemory({ id: missed.id });
    expect(detail!.faces).toHaveLength(1);
    expect(detail!.faces[0]!.personId).toBe(person.id);
    expect(detail!.faces[0]!.box.x).toBeCloseTo(box.x, 5);
    // The person's photos are found by name, the far-away one included.
    const { results } = await engine.search({ text: 'photos of Barack' });
    expect(results.map((r) => r.id)).toContain(missed.id);
  });

  it('a face given a new name makes a new person; a known name is that person', async () => {
    const missed = await memoryOf(far);
    const other = { x: 0.1, y: 0.1, w: 0.05, h: 0.07 };
    const stranger = await engine.addFace({ memoryId: missed.id, box: other, name: 'Someone New' });
    expect(stranger.name).toBe('Someone New');
    expect(stranger.faceCount).toBe(1);
    const again = await engine.addFace({ memoryId: missed.id, box: { ...other, x: 0.3 }, name: 'someone new' });
    expect(again.id).toBe(stranger.id);
    expect(again.faceCount).toBe(2);
  }, 60_000);

  it('survives re-detection and a rebuilt database (the drawn face is journaled with its descriptor)', async () => {
    const missed = await memoryOf(far);
    await engine.rebuildLibrary({});
    await engine.indexOnce([]);
    const barack = (await engine.listPeople({})).people.find((p) => p.name === 'Barack')!;
    expect(barack.faces.map((f) => f.memoryId)).toContain(missed.id);
    const detail = await engine.getMemory({ id: missed.id });
    expect(detail!.faces.map((f) => f.personId)).toContain(barack.id);
    expect((await engine.listPeople({})).people.find((p) => p.name === 'Someone New')?.faceCount).toBe(2);
  }, 240_000);

  it('rejects a box on a memory with no picture and a person that does not exist', async () => {
    const missed = await memoryOf(far);
    await expect(engine.addFace({ memoryId: missed.id, box, personId: 'person-999' })).rejects.toThrow(/no person/);
    await expect(engine.addFace({ memoryId: missed.id, box })).rejects.toThrow(/personId or name/);
  });
});

describe('re-clustering unassigned faces on demand', () => {
  it('pairs faces a stricter earlier clustering left alone, and leaves the user\'s edits as they were', () => {
    const dims = 16;
    // Two directions far apart (cosine distance 1), and a face close to the first.
    const a = unit(Array.from({ length: dims }, (_, i) => (i < dims / 2 ? 1 : 0)));
    const a2 = Array.from(a, (v, i) => v + 0.05 * Math.cos(i));
    const b = unit(Array.from({ length: dims }, (_, i) => (i < dims / 2 ? 0 : 1)));
    const face = (faceId: string, descriptor: ArrayLike<number>) => ({ faceId, memoryId: faceId.split(':')[0]!, descriptor: Array.from(descriptor), box: { x: 0, y: 0, w: 0.1, h: 0.1 }, quality: 0.9 });
    // A state saved by a stricter clustering: two close faces, neither in a person; and one user-named person.
    const strict = new PeopleIndex({ joinDistance: 0.0001 });
    strict.addFaces([face('m1:0', a), face('m2:0', a2), face('m3:0', b)]);
    const named = strict.createPerson('Ann');
    strict.moveFace('m3:0', named);
    expect(strict.unassignedFaceIds()).toEqual(['m1:0', 'm2:0']);

    const index = PeopleIndex.fromState(strict.toState());
    expect(index.recluster()).toEqual({ assigned: 2, unassigned: 0 });
    const person = index.personOf('m1:0');
    expect(person).not.toBeNull();
    expect(index.personOf('m2:0')).toBe(person);
    expect(person).not.toBe(named);
    expect(index.getPerson(named)?.faceIds).toEqual(['m3:0']);
  });
});
