import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsService } from '../electron/engine/augment/events/events';
import { findEventMentions } from '../electron/engine/augment/events/mentions';
import { members } from '../electron/engine/augment/events/event-store';
import { KnowledgeService, evidence } from '../electron/engine/augment/knowledge/knowledge';
import { WindowPass } from '../electron/engine/augment/windows/window-pass';
import { slidingWindows } from '../electron/engine/augment/windows/windows';
import { LlmClient } from '../electron/engine/llm/client';
import { defaultLlmSettings } from '../electron/engine/llm/config';
import { reverseGeocode } from '../electron/engine/place/gazetteer';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow, type MemoryRow } from '../electron/engine/store/schema';
import { expectFits } from './support/context-budget';
import { reply, startOllamaServer, type FakeOllama } from './support/ollama-server';
import { tempDir } from './support/temp';

const MODEL = 'qwen2.5:3b';
const HOME = { lat: 47.6062, lon: -122.3321 };
const HONOLULU = { lat: 21.2793, lon: -157.8292 };
let n = 0;

function memory(local: string, where: { lat: number; lon: number } | null, text: Partial<MemoryRow> = {}): MemoryRow {
  const id = `mem${String(n++).padStart(4, '0')}`;
  const place = where ? reverseGeocode(where.lat, where.lon) : null;
  return {
    ...emptyMemoryRow(id, `/photos/${id}.jpg`, '/photos', Date.now()),
    taken_at: Date.parse(`${local}Z`), taken_at_local: local, status: 'ok',
    lat: where?.lat ?? null, lon: where?.lon ?? null,
    place_city: place?.city ?? null, place_region: place?.region ?? null, place_country: place?.country ?? null,
    place_label: place ? `${place.city}, ${place.country}` : null,
    ...text,
  };
}

describe('events and knowledge with the LLM (sliding windows through a real Ollama-API server)', () => {
  let db: Database;
  let ollama: FakeOllama;
  let client: LlmClient;
  let pass: WindowPass;
  let events: EventsService;
  let knowledge: KnowledgeService;
  const trip: MemoryRow[] = [];
  let flyer: MemoryRow;

  /** Script one reply pair (events, knowledge) per window whose input changed, in window order. */
  async function scriptWindows(only?: (w: { key: string; memberIds: string[] }) => boolean): Promise<void> {
    const rows = await db.memoriesWhere('deleted_at IS NULL AND taken_at IS NOT NULL');
    const local = (r: MemoryRow) => Date.parse(`${r.taken_at_local}Z`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const w of slidingWindows(rows.map((r) => ({ id: r.id, local: local(r) })))) {
      if (only && !only(w)) continue;
      const ordered = w.memberIds.map((id) => byId.get(id)!).sort((a, b) => local(a) - local(b));
      const ref = (id: string) => `#${ordered.findIndex((r) => r.id === id) + 1}`;
      const inTrip = ordered.filter((r) => trip.some((t) => t.id === r.id));
      const found = inTrip.length
        ? [{
            name: 'CHI 2024 conference in Honolulu',
            memoryIds: [...inTrip.map((r) => ref(r.id)), '#999'], // #999 is made up: dropped
            start: inTrip[0]!.taken_at_local!.slice(0, 10), end: inTrip[inTrip.length - 1]!.taken_at_local!.slice(0, 10),
            location: 'Honolulu, Hawaii', multiDay: true, importance: 3,
          }]
        : [];
      const facts = inTrip.length
        ? [{ statement: 'Attends the CHI conference.', evidenceIds: [ref(inTrip[0]!.id)], confidence: 0.8 }]
        : [{ statement: 'Takes photos at home most evenings.', evidenceIds: ['#1'], confidence: 0.6 }];
      ollama.push(reply.json({ events: found }), reply.json({ knowledge: facts }));
    }
  }

  beforeAll(async () => {
    db = await Database.open(await tempDir('augment-llm'));
    const rows: MemoryRow[] = [];
    for (let d = 1; d <= 30; d += 3) rows.push(memory(`2024-04-${String(d).padStart(2, '0')}T19:00:00`, HOME));
    flyer = memory('2024-03-02T09:00:00', HOME, { kind: 'screenshot', ocr_text: 'Call for papers: CHI 2024, Honolulu, May 11-16' });
    rows.push(flyer);
    // A receipt's field lines name no occasion.
    rows.push(memory('2024-04-20T11:00:00', HOME, { kind: 'screenshot', ocr_text: 'CORNER GROCERY\nINVOICE 2024\nDATE 2024\nDATE 2024-04-20 10:58\nTOTAL 2024\nTOTAL 38.20' }));
    trip.push(
      memory('2024-05-11T15:00:00', HONOLULU, { caption: 'Airport arrivals hall' }),
      memory('2024-05-12T09:00:00', HONOLULU, { ocr_text: 'Welcome to CHI 2024' }),
      memory('2024-05-13T12:00:00', HONOLULU, { caption: 'Lunch with colleagues' }),
      memory('2024-05-14T18:00:00', HONOLULU, { caption: 'Conference reception' }),
    );
    rows.push(...trip, memory('2024-05-20T19:00:00', HOME));
    await db.upsertMemories(rows);
    ollama = await startOllamaServer({ models: [{ name: MODEL }] });
    client = new LlmClient({ ...defaultLlmSettings, url: ollama.url, textModel: MODEL });
    pass = await WindowPass.open(db);
    events = await EventsService.open(db);
    knowledge = await KnowledgeService.open(db);
  });

  afterAll(async () => {
    await ollama?.stop();
    await db?.close();
  });

  it('sends each window its own memories and drops references the model made up', async () => {
    await scriptWindows();
    const report = await pass.run(client, MODEL);
    expect(report.processed).toBe(report.windows);
    expect(report.failed).toBe(0);
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    const prompts = ollama.calls('/api/chat').map((r) => JSON.stringify(r.body.messages));
    const tripPrompt = prompts.find((p) => p.includes('Welcome to CHI 2024'))!;
    expect(tripPrompt).toContain('Honolulu');
    expect(tripPrompt).not.toContain('Call for papers'); // March is another window
    const format = ollama.calls('/api/chat')[0]!.body.format;
    expect(format.properties.events).toBeDefined();
  });

  it('merges the windows\' events, names the matching trip, and follows the mention to the flyer', async () => {
    await events.recompute((await pass.results()).events);
    const list = await events.list();
    const named = list.filter((e) => e.name === 'CHI 2024 conference in Honolulu');
    expect(named).toHaveLength(1); // two overlapping windows, one event
    expect(named[0]!.origin).toBe('inferred'); // it is the time-and-place trip, better named
    expect(members(named[0]!).sort()).toEqual(trip.map((t) => t.id).sort());
    const mention = list.find((e) => e.origin === 'mention');
    expect(mention?.name).toBe('CHI 2024');
    // The receipt's "DATE 2024" and "INVOICE 2024" made none.
    expect(list.filter((e) => e.origin === 'mention').map((e) => e.name)).toEqual(['CHI 2024']);
    expect(members(mention!)).toContain(flyer.id);
    expect(members(mention!)).toEqual(expect.arrayContaining(trip.map((t) => t.id)));
  });

  it('merges facts across windows, and a rejected fact is never inferred again', async () => {
    const live = new Set((await db.memoriesWhere(null, ['id'])).map((r) => r.id));
    await knowledge.recompute((await pass.results()).knowledge, live);
    const facts = await knowledge.list();
    const chi = facts.filter((f) => f.statement.includes('CHI'));
    expect(chi).toHaveLength(1);
    expect(evidence(chi[0]!).length).toBeGreaterThanOrEqual(1);
    const home = facts.find((f) => f.statement.includes('home'))!;
    await knowledge.reject(home.id);
    await knowledge.recompute((await pass.results()).knowledge, live);
    expect((await knowledge.list()).some((f) => f.statement.includes('home'))).toBe(false);
  });

  it('re-asks only the windows a new photo touches, and the user\'s rename survives', async () => {
    const before = ollama.calls('/api/chat').length;
    expect((await pass.run(client, MODEL)).processed).toBe(0); // nothing changed: no calls
    expect(ollama.calls('/api/chat').length).toBe(before);

    const [event] = (await events.list()).filter((e) => e.origin === 'inferred' && e.name.startsWith('CHI'));
    await events.rename(event!.id, 'My first CHI');
    const extra = memory('2024-05-15T10:00:00', HONOLULU, { caption: 'Closing keynote' });
    trip.push(extra);
    await db.upsertMemories([extra]);
    await scriptWindows((w) => w.memberIds.includes(extra.id));
    const report = await pass.run(client, MODEL);
    expect(report.processed).toBeGreaterThanOrEqual(1);
    expect(report.processed).toBeLessThanOrEqual(2);
    await events.recompute((await pass.results()).events);
    const renamed = await events.store.get(event!.id);
    expect(renamed?.name).toBe('My first CHI');
    expect(members(renamed!)).toContain(extra.id);
  });

  it('an unavailable server ends the pass with a reason, leaving the windows for later', async () => {
    const down = new LlmClient({ ...defaultLlmSettings, url: 'http://127.0.0.1:9', textModel: MODEL });
    const extra = memory('2024-05-16T10:00:00', HONOLULU);
    await db.upsertMemories([extra]);
    await expect(pass.run(down, MODEL)).rejects.toMatchObject({ name: 'LlmUnavailableError' });
  });
});

describe('a busy week that does not fit one prompt', () => {
  let db: Database;
  let ollama: FakeOllama;
  const MAX = 4_096;

  beforeAll(async () => {
    db = await Database.open(await tempDir('augment-split'));
    // 60 receipts on one day, each with a long OCR text: far more than one 4k prompt holds.
    const rows = Array.from({ length: 60 }, (_, i) =>
      memory(`2024-06-05T${String(8 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}:00`, HOME, {
        kind: 'screenshot',
        ocr_text: `ITEM-${String(i).padStart(3, '0')} ${'market stall produce 3.20 bread 2.10 coffee beans 11.90 '.repeat(6)}`,
      }),
    );
    await db.upsertMemories(rows);
    ollama = await startOllamaServer({ models: [{ name: MODEL }] });
    // Each part: an event naming its first memory, and a fact citing it.
    for (let i = 0; i < 40; i++) {
      ollama.push(
        reply.json({ events: [{ name: 'Market morning', memoryIds: ['#1'], start: '2024-06-05', end: '2024-06-05', location: '', multiDay: false, importance: 1 }] }),
        reply.json({ knowledge: [{ statement: 'Shops at the market.', evidenceIds: ['#1'], confidence: 0.7 }] }),
      );
    }
  });

  afterAll(async () => {
    await ollama?.stop();
    await db?.close();
  });

  it('splits the window into several requests that together cover every memory, each within its window', async () => {
    const pass = await WindowPass.open(db);
    const client = new LlmClient({ ...defaultLlmSettings, url: ollama.url, textModel: MODEL, maxContextTokens: MAX });
    const report = await pass.run(client, MODEL);
    expect(report.failed).toBe(0);
    const chats = ollama.calls('/api/chat');
    for (const c of chats) await expectFits(c, MAX);
    const eventRequests = chats.filter((c) => JSON.stringify(c.body.messages).includes('organise a person'));
    const byWindow = new Map<string, string[]>();
    for (const c of eventRequests) {
      const user = c.body.messages.at(-1).content as string;
      const key = /memories from (\d{4}-\d{2}-\d{2})/.exec(user)![1]!;
      byWindow.set(key, [...(byWindow.get(key) ?? []), user]);
    }
    expect(byWindow.size).toBe(report.windows);
    for (const [key, prompts] of byWindow) {
      expect(prompts.length, key).toBeGreaterThan(1);
      const seen = prompts.flatMap((p) => [...p.matchAll(/ITEM-(\d{3})/g)].map((m) => m[1]));
      expect(new Set(seen).size, key).toBe(60); // every memory, none dropped by a count
      expect(seen).toHaveLength(60); // and each once
    }
    // Each part's own #1 is resolved within that part: one event per part, each a different memory.
    const { events } = await pass.results();
    const firsts = new Set(events.map((e) => e.memberIds[0]));
    expect(firsts.size).toBe(Math.max(...[...byWindow.values()].map((p) => p.length)));
  });
});

describe('explicit mentions', () => {
  it('an occasion needs a name, not a form field: "DATE 2024" is no event, "Welcome to CHI 2024" is', () => {
    expect(findEventMentions('Welcome to CHI 2024')).toEqual(['CHI 2024']);
    expect(findEventMentions('NeurIPS 2023 · Poster session')).toEqual(['NeurIPS 2023']);
    expect(findEventMentions('WWDC24 keynote')).toEqual(['WWDC 2024']);
    for (const receipt of ['DATE 2024', 'TOTAL 2024', 'INVOICE 2024', 'Date 2024', 'ORDER NO 2024', 'DATE 2024-05-12 14:03', 'VISA 2024/05/12', 'GATE 2024']) {
      expect(findEventMentions(receipt), receipt).toEqual([]);
    }
  });

  it('a number with a unit is a measurement, not a year: "ROWER 2000 M" is no event', () => {
    for (const display of ['ROWER 2000 M', 'BIKE 1998 KCAL', 'STEPS 2021 steps', 'ROWER 2000m']) expect(findEventMentions(display), display).toEqual([]);
    expect(findEventMentions('EXPO 2025 Osaka')).toEqual(['EXPO 2025']);
  });
});
