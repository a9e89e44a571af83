import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';
import { installTinyModels } from './support/tiny-models';

describe.skipIf(!haveFixtures('video'))('videos through the engine: poster, time and place, speech', () => {
  let engine: Engine;

  beforeAll(async () => {
    const base = await tempDir('video-engine');
    const modelsDir = path.join(base, 'models');
    const manifest = await installTinyModels(modelsDir);
    engine = await openEngine({ libraryDir: path.join(base, 'library'), modelsDir, manifest });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([fixture('video')]);
  }, 180_000);

  afterAll(() => engine?.close());

  it('gives every video a poster thumbnail, and the iPhone clip its time and place', async () => {
    const { memories } = await engine.listMemories({});
    expect(memories).toHaveLength(5);
    for (const m of memories) expect(m.thumbnail, m.path).toMatch(/\.jpg$/);
    const mov = memories.find((m) => m.path.endsWith('drew_with-gps.mov'))!;
    expect(mov).toMatchObject({ kind: 'video', takenAtLocal: '2019-07-24T11:25:40', offset: '+03:00' });
    expect(mov.place?.country).toBe('Israel');
    expect(mov.durationSec).toBeCloseTo(4.0, 1);
    // The GRID clips are MPEG program streams: no QuickTime metadata, so ffmpeg's duration.
    expect(memories.find((m) => m.path.endsWith('grid_bbaf2n.mpg'))?.durationSec).toBeCloseTo(3.0, 0);
  });

  it('waits for a whisper model, then transcribes or stores nothing, never fails', async () => {
    let status = await engine.status({});
    expect(status.stages.speech?.pending).toBe(5);
    expect(status.stages.speech?.reasons.join()).toMatch(/whisper-base-en is not downloaded/);
    await engine.setPerceptionSettings({ speechModel: 'whisper-tiny' });
    await engine.indexOnce([fixture('video')]);
    status = await engine.status({});
    expect(status.stages.speech).toMatchObject({ pending: 0, failed: 0, done: 5 });
    const { memories } = await engine.listMemories({});
    // The silent iPhone clip keeps no words: speech detection says there is nothing to transcribe.
    const mov = memories.find((m) => m.path.endsWith('drew_with-gps.mov'))!;
    expect(mov.transcript).toBeNull();
    expect(mov.stages.speech).toMatchObject({ status: 'skipped' });
  }, 180_000);
});
