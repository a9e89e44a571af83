import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { withCheckedOutputs } from './support/checked-engine';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';

const OBAMA = ['fr_obama.jpg', 'fr_obama1_knn_test.jpg', 'fr_obama2.jpg', 'fr_obama3.jpg'];
const OTHERS = ['fr_biden.jpg', 'fr_biden2.jpg', 'drew_Nikon_D5000_noface.jpg'];

describe.skipIf(!haveFixtures('faces'))('people through the engine: clusters, names and corrections that stick', () => {
  let engine: Engine;
  let library: string;
  let models: string;
  let photos: string;

  beforeAll(async () => {
    const base = await tempDir('people-engine');
    library = path.join(base, 'library');
    models = path.join(base, 'models');
    photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    for (const f of [...OBAMA, ...OTHERS]) await copyFile(fixture('faces', f), path.join(photos, f));
    engine = withCheckedOutputs(await openEngine({ libraryDir: library, modelsDir: models }));
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
  }, 180_000);

  afterAll(() => engine?.close());

  const memoryOf = async (name: string) => (await engine.listMemories({})).memories.find((m) => m.path.endsWith(name))!;

  it('clusters one person\'s photos into one person; a no-face photo gets no face', async () => {
    const { people } = await engine.listPeople({});
    const obamaIds = new Set(await Promise.all(OBAMA.map(async (f) => (await memoryOf(f)).id)));
    const obama = people.find((p) => p.faces.some((f) => obamaIds.has(f.memoryId)));
    expect(obama?.memoryCount).toBe(4);
    expect(obama?.faces.every((f) => obamaIds.has(f.memoryId))).toBe(true);
    expect((await memoryOf('drew_Nikon_D5000_noface.jpg')).faces).toEqual([]);
    // Every photo's face names its person, whichever photo was looked at first (the first face of a
    // person has nobody to join until a later one arrives).
    for (const f of OBAMA) expect((await memoryOf(f)).faces.map((face) => face.personId)).toContain(obama?.id);
    const viaDetail = await engine.getMemory({ id: (await memoryOf('fr_obama.jpg')).id });
    expect(viaDetail?.faces[0]?.personId).toBe(obama?.id);
  });

  it('finds a named person\'s photos by name, and only theirs', async () => {
    const obama = (await engine.listPeople({})).people.find((p) => p.memoryCount === 4)!;
    await engine.namePerson({ id: obama.id, name: 'Barack' });
    const { results } = await engine.search({ text: 'photos of Barack' });
    const obamaIds = await Promise.all(OBAMA.map(async (f) => (await memoryOf(f)).id));
    expect(results.map((r) => r.id).sort()).toEqual([...obamaIds].sort());
  });

  it('a name, a hide and a rejected face survive a restart', async () => {
    const { people } = await engine.listPeople({});
    const obama = people.find((p) => p.memoryCount === 4)!;
    await engine.namePerson({ id: obama.id, name: 'Barack' });
    const rejected = obama.faces[0]!;
    await engine.rejectFace({ faceId: rejected.faceId, personId: obama.id });
    await engine.close();
    engine = withCheckedOutputs(await openEngine({ libraryDir: library, modelsDir: models }));
    const after = (await engine.listPeople({})).people.find((p) => p.id === obama.id);
    expect(after?.name).toBe('Barack');
    expect(after?.faces.map((f) => f.faceId)).not.toContain(rejected.faceId);
    await engine.hidePerson({ id: obama.id, hidden: true });
    expect((await engine.listPeople({})).people.some((p) => p.id === obama.id)).toBe(false);
    expect((await engine.listPeople({ includeHidden: true })).people.some((p) => p.id === obama.id)).toBe(true);
  }, 60_000);
});
