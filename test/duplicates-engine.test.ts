import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';

const SAME = ['recurser_Landscape_0.jpg', 'recurser_Landscape_3.jpg', 'recurser_Landscape_6.jpg', 'recurser_Landscape_8.jpg'];
const PAIR = ['drew_HTC_Desire.jpg', 'drew_HTC_Desire.webp'];
const DISTINCT = ['drew_Apple_iPhone_4.jpg', 'ianare_gps_DSCN0010.jpg', 'ianare_gps_DSCN0012.jpg'];

describe.skipIf(!haveFixtures('photos/exif'))('duplicate groups through the engine, before any CLIP model', () => {
  let engine: Engine;

  beforeAll(async () => {
    const base = await tempDir('dups');
    const photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    for (const f of [...SAME, ...PAIR, ...DISTINCT]) await copyFile(fixture('photos', 'exif', f), path.join(photos, f));
    engine = await openEngine({ libraryDir: path.join(base, 'library'), modelsDir: path.join(base, 'models') });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
  }, 180_000);

  afterAll(() => engine?.close());

  it('groups the same picture in any orientation and format, and nothing else', async () => {
    const { memories } = await engine.listMemories({});
    const group = (name: string) => memories.find((m) => m.path.endsWith(name))?.duplicateGroup ?? null;
    const same = SAME.map(group);
    expect(same[0]).not.toBeNull();
    expect(new Set(same).size).toBe(1);
    expect(group(PAIR[0]!)).not.toBeNull();
    expect(group(PAIR[0]!)).toBe(group(PAIR[1]!));
    expect(group(PAIR[0]!)).not.toBe(same[0]);
    // Two shots of the same scene minutes apart are different photos without CLIP to say otherwise.
    for (const name of DISTINCT) expect(group(name)).toBeNull();
  });

  it('lists a group\'s members on request, and the grid gets one of them with the count', async () => {
    const { memories } = await engine.listMemories({});
    const same = memories.filter((m) => SAME.some((name) => m.path.endsWith(name)));
    const group = same[0]!.duplicateGroup!;
    const members = await engine.listDuplicates({ duplicateGroup: group });
    expect(members.memories.map((m) => m.id).sort()).toEqual(same.map((m) => m.id).sort());
    const shown = (await engine.listMemorySummaries({})).memories.filter((m) => m.duplicateGroup === group);
    // One cell per group and day: these four copies may carry different dates.
    const days = new Set(same.map((m) => m.takenAtLocal?.slice(0, 10) ?? 'unknown'));
    expect(shown).toHaveLength(days.size);
    expect(shown.reduce((n, m) => n + m.duplicates, 0)).toBe(SAME.length);
  });
});
