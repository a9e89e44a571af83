import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { withCheckedOutputs } from './support/checked-engine';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

describe('corrections are the user\'s: kept apart, searchable, never overwritten by a re-run', () => {
  let engine: Engine;
  let photos: string;

  beforeAll(async () => {
    const base = await tempDir('corrections');
    photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    await writeFile(path.join(photos, 'IMG_1.jpg'), await makeJpeg({ seed: 900, dateTimeOriginal: '2024:05:11 10:00:00' }));
    engine = withCheckedOutputs(await openEngine({ libraryDir: path.join(base, 'library'), modelsDir: path.join(base, 'models') }));
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
  }, 60_000);

  afterAll(() => engine?.close());

  it('a corrected caption shows, is marked as the user\'s, and search finds it', async () => {
    const [memory] = (await engine.listMemories({})).memories;
    const corrected = await engine.correctMemory({ id: memory!.id, field: 'caption', value: 'Grandma\'s 90th birthday cake' });
    expect(corrected.caption).toBe("Grandma's 90th birthday cake");
    expect(corrected.corrections).toEqual({ caption: "Grandma's 90th birthday cake" });
    const found = await engine.search({ text: 'birthday cake' });
    expect(found.results.map((r) => r.id)).toEqual([memory!.id]);
  });

  it('a corrected time moves the memory, and survives re-running every stage', async () => {
    const [memory] = (await engine.listMemories({})).memories;
    await engine.correctMemory({ id: memory!.id, field: 'takenAtLocal', value: '2023-12-24T18:00:00' });
    const found = await engine.search({ text: 'December 2023' });
    expect(found.results.map((r) => r.id)).toEqual([memory!.id]);
    // The wall clock travels with results and references, so the UI never shows them in its own zone.
    expect(found.results[0]!.takenAtLocal).toBe('2023-12-24T18:00:00');
    const answer = await engine.ask({ question: 'What did I do in December 2023?', noLlm: true, now: '2024-06-01T12:00:00Z' });
    expect(answer.references.map((r) => [r.id, r.takenAtLocal])).toEqual([[memory!.id, '2023-12-24T18:00:00']]);
    // Touch the file: the next index re-reads it and re-runs the file stages.
    await writeFile(path.join(photos, 'IMG_1.jpg'), await makeJpeg({ seed: 900, dateTimeOriginal: '2024:05:11 10:00:00' }));
    await engine.indexOnce([photos]);
    const after = await engine.getMemory({ id: memory!.id });
    expect(after?.takenAtLocal).toBe('2023-12-24T18:00:00');
    expect(after?.timeSource).toBe('user');
    expect(after?.caption).toBe("Grandma's 90th birthday cake");
    const cleared = await engine.correctMemory({ id: memory!.id, field: 'caption', value: null });
    expect(cleared.caption).toBeNull();
    expect(cleared.corrections).toEqual({ takenAtLocal: '2023-12-24T18:00:00' });
    expect((await engine.timeline({})).days.map((d) => d.day)).toEqual(['2023-12-24']);
  });

  it('a cleared time goes back to the file\'s, and the memory back to its day', async () => {
    const [memory] = (await engine.listMemories({})).memories;
    await engine.correctMemory({ id: memory!.id, field: 'takenAtLocal', value: null });
    await engine.indexOnce([photos]);
    const after = await engine.getMemory({ id: memory!.id });
    expect(after?.takenAtLocal).toBe('2024-05-11T10:00:00');
    expect(after?.timeSource).toBe('exif');
    expect((await engine.timeline({})).days.map((d) => d.day)).toEqual(['2024-05-11']);
    expect((await engine.listMemories({ from: '2024-05-11', to: '2024-05-11' })).memories.map((m) => m.id)).toEqual([memory!.id]);
  });
});
