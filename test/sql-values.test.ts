import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WindowPass, windowsSchema } from '../electron/engine/augment/windows/window-pass';
import { slidingWindows } from '../electron/engine/augment/windows/windows';
import { LlmClient } from '../electron/engine/llm/client';
import { defaultLlmSettings } from '../electron/engine/llm/config';
import { Database, sqlIn, sqlNumber, sqlString } from '../electron/engine/store/database';
import { emptyMemoryRow } from '../electron/engine/store/schema';
import { reply, startOllamaServer, type FakeOllama } from './support/ollama-server';
import { tempDir } from './support/temp';

/**
 * Values that enter a LanceDB filter are quoted (sqlString / sqlIn) or checked numbers (sqlNumber):
 * an id with a quote still names one row, and a crafted one cannot widen a delete to other rows.
 */

const MODEL = 'qwen2.5:3b';
/** Closes the literal, then matches every row: what a hand-quoted `'${key}'` turns into "delete all". */
const WIDENING = "x') OR (key <> 'x";

describe('SQL values in filters', () => {
  let db: Database;

  beforeAll(async () => {
    db = await Database.open(await tempDir('sql-values'));
  });

  it('sqlIn quotes each value: a quote stays in the value and cannot widen the filter (real LanceDB)', async () => {
    const table = await db.openTable('sqlin_probe', windowsSchema);
    const row = (key: string) => ({ key, input_hash: 'h', events_json: '[]', knowledge_json: '[]', dropped: 0, updated_at: 0 });
    await table.add([row("a'b"), row('keep'), row('x'), row(WIDENING)]);
    await table.delete(sqlIn('key', ["a'b", WIDENING]));
    const left = ((await table.query().toArray()) as Array<{ key: string }>).map((r) => r.key).sort();
    expect(left).toEqual(['keep', 'x']);
    expect(() => sqlIn('key', [])).toThrow(/empty list/);
    expect(sqlString("a'b")).toBe("'a''b'");
  });

  it('sqlNumber admits finite numbers only', () => {
    expect(sqlNumber(-122.5)).toBe('-122.5');
    expect(() => sqlNumber(Number.NaN)).toThrow(/finite/);
    expect(() => sqlNumber(Number.POSITIVE_INFINITY)).toThrow(/finite/);
  });

  describe('the window pass forgets windows by key', () => {
    let ollama: FakeOllama;
    let client: LlmClient;
    let liveKeys: string[];

    beforeAll(async () => {
      const local = '2024-04-03T19:00:00';
      await db.upsertMemories([{ ...emptyMemoryRow('m1', '/photos/m1.jpg', '/photos', Date.now()), taken_at: Date.parse(`${local}Z`), taken_at_local: local, status: 'ok' }]);
      liveKeys = slidingWindows([{ id: 'm1', local: Date.parse(`${local}Z`) }]).map((w) => w.key);
      ollama = await startOllamaServer({ models: [{ name: MODEL }] });
      client = new LlmClient({ ...defaultLlmSettings, url: ollama.url, textModel: MODEL });
      for (const _ of liveKeys) ollama.push(reply.json({ events: [] }), reply.json({ knowledge: [] }));
      await (await WindowPass.open(db)).run(client, MODEL);
    });

    afterAll(async () => {
      await ollama.stop();
    });

    async function storedKeys(): Promise<string[]> {
      const table = await db.openTable('windows', windowsSchema);
      return ((await table.query().toArray()) as Array<{ key: string }>).map((r) => r.key).sort();
    }

    /** Added before the pass opens its table: a LanceDB handle does not see another handle's later writes. */
    async function addStale(key: string): Promise<void> {
      const table = await db.openTable('windows', windowsSchema);
      await table.add([{ key, input_hash: 'stale', events_json: '{"events":[]}', knowledge_json: '{"knowledge":[]}', dropped: 0, updated_at: 0 }]);
    }

    it('a stored key with a quote (a\'b) is forgotten like any other', async () => {
      expect(liveKeys.length).toBeGreaterThan(0);
      await addStale("a'b");
      expect(await storedKeys()).toContain("a'b");
      await (await WindowPass.open(db)).run(client, MODEL); // nothing changed for the live windows: no model call
      expect(await storedKeys()).toEqual([...liveKeys].sort());
    });

    it('a crafted stored key cannot widen the delete to the live windows', async () => {
      await addStale(WIDENING);
      await (await WindowPass.open(db)).run(client, MODEL);
      expect(await storedKeys()).toEqual([...liveKeys].sort());
      expect(ollama.calls('/api/chat').length).toBe(2 * liveKeys.length);
    });
  });
});
