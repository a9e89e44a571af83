import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { withCheckedOutputs } from './support/checked-engine';
import { AtomicContexts } from '../electron/engine/llm/atomic-contexts';
import { makeJpeg } from './support/media';
import { reply, startOllamaServer, type FakeOllama } from './support/ollama-server';
import { tempDir } from './support/temp';
import { installTinyModels } from './support/tiny-models';

const VISION = 'qwen2.5vl:3b';

function contexts(caption: string): AtomicContexts {
  return {
    caption,
    recallQuestions: [{ question: 'Where was the parking?', answer: 'Level 3, spot 42' }],
    description: `${caption}. A sign says Level 3, spot 42.`,
    textOnImage: 'Level 3 spot 42',
    people: { count: 0, descriptions: [] },
    visualElements: ['car', 'sign'],
    environment: 'parking garage',
    activities: ['parking'],
    namedEvents: [],
  };
}

describe('the background lane with real (tiny) models and an Ollama-API server', () => {
  let engine: Engine;
  let ollama: FakeOllama;
  let photos: string;
  let libraryDir: string;

  beforeAll(async () => {
    const base = await tempDir('perceive');
    const modelsDir = path.join(base, 'models');
    const manifest = await installTinyModels(modelsDir);
    photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    for (let i = 0; i < 3; i++) {
      await writeFile(path.join(photos, `IMG_${i}.jpg`), await makeJpeg({ seed: 300 + i, width: 320, height: 240, dateTimeOriginal: `2024:05:1${i} 10:00:00` }));
    }
    ollama = await startOllamaServer({ models: [{ name: VISION }] });
    libraryDir = path.join(base, 'library');
    engine = withCheckedOutputs(await openEngine({ libraryDir, modelsDir, manifest }));
    // Start with Ollama "down": a port nothing listens on.
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
    await ollama?.stop();
  });

  it('keeps model stages pending with the reason while their models are missing', async () => {
    const out = await engine.indexOnce([photos]);
    expect(out.indexed).toBe(3);
    expect(out.pending).toMatchObject({ clip: 3, caption: 3, text: 3 });
    const status = await engine.status({});
    expect(status.stages.clip?.reasons.join()).toMatch(/model clip-vit-b32 is not downloaded/);
    expect(status.stages.caption?.reasons.join()).toMatch(/Ollama is not reachable/);
    expect(status.stages.thumbnail).toMatchObject({ done: 3, pending: 0 });
  });

  it('runs CLIP and text vectors once the models are there, and captions when Ollama is', async () => {
    await engine.setPerceptionSettings({ clipModel: 'clip-tiny', textEmbeddingModel: 'minilm-tiny' });
    let out = await engine.indexOnce([photos]);
    expect(out.pending.clip).toBeUndefined();
    expect(out.pending.caption).toBe(3);
    let status = await engine.status({});
    expect(status.stages.clip).toMatchObject({ done: 3, pending: 0, failed: 0 });
    // With no words yet, the text stage has nothing to embed and says so.
    const first = (await engine.listMemories({})).memories[0]!;
    expect(first.stages.text).toMatchObject({ status: 'skipped', reason: 'no text yet' });

    for (let i = 0; i < 3; i++) ollama.push(reply.json(contexts(`A car parked in a garage, photo ${i}`)));
    await engine.setLlmSettings({ url: ollama.url, visionModel: VISION });
    out = await engine.indexOnce([photos]);
    expect(out.pending).toEqual({});
    status = await engine.status({});
    expect(status.stages.caption).toMatchObject({ done: 3, failed: 0 });
    const memory = (await engine.listMemories({})).memories[0]!;
    const full = await engine.getMemory({ id: memory.id });
    expect(full?.stages.text?.status).toBe('done'); // re-run after the caption gave it words
    // The VLM got the image and the schema.
    const chat = ollama.calls('/api/chat')[0]!;
    expect(chat.body.model).toBe(VISION);
    expect(chat.body.messages.at(-1).images).toHaveLength(1);
    expect(chat.body.format.properties.recallQuestions).toBeDefined();
    const found = await engine.search({ text: 'garage' });
    expect(found.results).toHaveLength(3);
  }, 120_000);

  it('stores text vectors for events and knowledge so retrieval can match them by meaning', async () => {
    await engine.createEvent({ name: 'Garage sale at the Smiths', start: '2024-05-10', end: '2024-05-12' });
    await engine.addKnowledge({ statement: 'Parks on level 3 of the garage', evidenceIds: [] });
    await engine.indexOnce([photos]);
    const { Database } = await import('../electron/engine/store/database');
    const { VectorTable } = await import('../electron/engine/store/vectors');
    const db = await Database.open(libraryDir);
    try {
      const table = await VectorTable.open(db, 'minilm-tiny', 24);
      const rows = (await table.table.query().where("field IN ('event', 'knowledge')").select(['id', 'field', 'text']).toArray()) as Array<{ field: string; text: string }>;
      expect(rows.map((r) => `${r.field}: ${r.text}`).sort()).toEqual(['event: Garage sale at the Smiths', 'knowledge: Parks on level 3 of the garage']);
    } finally {
      await db.close();
    }
  }, 120_000);
});
