import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { defaultLlmSettings } from '../electron/engine/llm/config';
import { expectFits } from './support/context-budget';
import { reply, startOllamaServer, type FakeOllama } from './support/ollama-server';
import type { MemoryRow } from '../electron/engine/store/schema';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 47.6062, lon: -122.3321 };
const GYM = { lat: 47.6205, lon: -122.3493 };
const HONOLULU = { lat: 21.2793, lon: -157.8292 };
const NOW = '2024-09-01T12:00:00Z';

/** Text longer than a window's short line (240 characters a field): the answer prompt must carry all of it. */
const DESK_SIGN = 'Check-out 11 am. Breakfast 6:30 to 10:30 in the garden restaurant. Towels at the kiosk by the lagoon. Shuttle to the convention center every 20 minutes from the main entrance, last run 22:40. Late check-out on request at the front desk, subject to availability.';
const memory = memoryRow;

describe('question answering with reference memories', () => {
  let engine: Engine;
  let ollama: FakeOllama;
  const rows: MemoryRow[] = [];

  beforeAll(async () => {
    const base = await tempDir('qa');
    for (let d = 1; d <= 30; d += 4) rows.push(memory(`home-${d}.jpg`, `2024-03-${String(d).padStart(2, '0')}T19:00:00`, HOME));
    for (let d = 2; d <= 28; d += 2) {
      rows.push(memory(`gym-${d}.jpg`, `2024-04-${String(d).padStart(2, '0')}T07:10:00`, GYM, { ocr_text: 'CARDIO 30 MIN\nDistance 4.2 km', objects: 'treadmill' }));
    }
    rows.push(memory('parking-1.jpg', '2024-03-05T09:00:00', HOME, { ocr_text: 'LEVEL 2 - SPOT 17\nPacific Place Garage' }));
    rows.push(memory('parking-2.jpg', '2024-06-20T18:30:00', HOME, { ocr_text: 'LEVEL 5 - SPOT 88\nPacific Place Garage' }));
    rows.push(memory('badge.jpg', '2024-05-12T08:30:00', HONOLULU, { ocr_text: 'CHI 2024\nHonolulu, Hawaii\nConference badge' }));
    rows.push(memory('hotel.jpg', '2024-05-11T21:00:00', HONOLULU, { ocr_text: `Welcome to the Hilton Hawaiian Village\nRoom key\n${DESK_SIGN}`, contexts_json: JSON.stringify({ activities: ['checking in at a front desk'] }) }));
    rows.push(memory('beach.jpg', '2024-05-14T16:00:00', HONOLULU, { caption: 'Sunset at Waikiki beach' }));
    rows.push(memory('wifi.png', '2024-05-13T10:00:00', null, { kind: 'screenshot', ocr_text: 'Conference Wi-Fi\nNetwork: CHI2024\nPassword: surfboard42' }));
    rows.push(memory('beach-2.jpg', '2024-08-03T15:00:00', HONOLULU, { caption: 'Back on the beach' }));
    rows.push(memory('beach-3.jpg', '2024-08-05T11:00:00', HONOLULU, { caption: 'Snorkelling' }));
    rows.push(memory('home-aug.jpg', '2024-08-20T19:00:00', HOME));
    ollama = await startOllamaServer({ models: [{ name: 'qwen2.5:3b' }] });
    engine = await engineOver(base, rows);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
    await ollama?.stop();
  });

  const names = (refs: Array<{ path: string }>) => refs.map((r) => path.basename(r.path));
  const ask = (question: string) => engine.ask({ question, now: NOW, noLlm: true });

  it('answers from the matching text line during a named event', async () => {
    const out = await ask('What hotel did I stay at during CHI 2024?');
    expect(out.analysis.events.map((e) => e.name)).toContain('CHI 2024');
    expect(out.analysis.time).toMatchObject({ strict: true });
    expect(names(out.references)[0]).toBe('hotel.jpg');
    expect(out.answer).toContain('Hilton Hawaiian Village');
    expect(out.usedLLM).toBe(false);
  });

  it('takes the most recent match for "last time"', async () => {
    const out = await ask('Where did I park last time?');
    expect(out.analysis.recency).toBe(true);
    expect(names(out.references)[0]).toBe('parking-2.jpg');
    expect(out.answer).toContain('LEVEL 5 - SPOT 88');
  });

  it('counts sessions as distinct occasions, computed, within an explicit month', async () => {
    const out = await ask('How many cardio sessions did I do in April?');
    expect(out.analysis.aggregation).toBe('count');
    expect(out.analysis.time?.from.slice(0, 10)).toBe('2024-04-01');
    expect(out.references).toHaveLength(14);
    expect(out.answer).toMatch(/^14 times/);
    expect(out.facts[0]).toMatch(/^14 distinct occasions/);
  });

  it('resolves "my second trip to Hawaii" to that trip\'s memories', async () => {
    const out = await ask('Show me photos from my second trip to Hawaii');
    expect(out.analysis.events).toHaveLength(1);
    expect(out.analysis.events[0]?.start.slice(0, 10)).toBe('2024-08-03');
    expect(names(out.references).sort()).toEqual(['beach-2.jpg', 'beach-3.jpg']);
  });

  it('finds a screenshot by its words and says so when the library has nothing', async () => {
    const wifi = await ask('What was the Wi-Fi password at the conference?');
    expect(names(wifi.references)[0]).toBe('wifi.png');
    expect(wifi.answer).toContain('Password: surfboard42');
    const nothing = await ask('What did I eat in Rome in 2019?');
    expect(nothing.references).toEqual([]);
    expect(nothing.answer).toBe("I couldn't find that in your library (searched: in 2019; Rome; the words \"eat\").");
  });

  it('keeps follow-ups in context and remembers references marked wrong', async () => {
    const first = await ask('Where did I park last time?');
    const follow = await engine.ask({ question: 'And in March?', now: NOW, noLlm: true, conversationId: first.conversationId });
    expect(names(follow.references)[0]).toBe('parking-1.jpg');
    await engine.markReference({ question: 'Where did I park last time?', memoryId: first.references[0]!.id, wrong: true });
    const again = await ask('Where did I park last time?');
    expect(again.references.map((r) => r.id)).not.toContain(first.references[0]!.id);
  });

  it('with an LLM: streams the answer and keeps the cited memories within those retrieved', async () => {
    await engine.setLlmSettings({ url: ollama.url, textModel: 'qwen2.5:3b' });
    const hotel = rows.find((r) => r.path.endsWith('hotel.jpg'))!;
    await engine.addKnowledge({ statement: 'Books a hotel stay near the venue for CHI 2024.', evidenceIds: [hotel.id] });
    ollama.push(
      reply.json({ declarative: 'The hotel I stayed at during CHI 2024', atomicContexts: ['hotel', 'room key'], compositeContexts: ['CHI 2024'], relatedContexts: ['check-in desk'] }),
      // Streamed JSON, cut mid-escape and mid-word the way tokens fall; m9 was never shown to it.
      reply.text('', { chunks: ['{"explanation": "The room key photo m1 says \\"Hil', 'ton\\".", "answer": "You stayed at the ', 'Hilton Hawaiian', ' Village.", "memory_ids": ["m1", "m9"]}'] }),
    );
    const deltas: string[] = [];
    const off = engine.onNotification('answerDelta', (d) => deltas.push(d.delta));
    const out = await engine.ask({ question: 'What hotel did I stay at during CHI 2024?', now: NOW });
    off();
    expect(out.usedLLM).toBe(true);
    expect(out.analysis.declarative).toBe('The hotel I stayed at during CHI 2024');
    expect(out.analysis.related).toEqual(expect.arrayContaining(['room key', 'check-in desk']));
    expect(out.analysis.time).toMatchObject({ strict: true }); // the deterministic event span stays
    expect(out.answer).toBe('You stayed at the Hilton Hawaiian Village.');
    expect(deltas.join('')).toContain('Hilton Hawaiian Village.');
    expect(deltas.length).toBeGreaterThan(1);
    expect(names(out.references)[0]).toBe('hotel.jpg');
    expect(out.explanation).toBe('The room key photo m1 says "Hilton".');
    const request = ollama.calls('/api/chat').at(-1)!.body;
    expect(JSON.stringify(request.messages)).toContain('Hilton Hawaiian Village');
    // The atomic contexts are read for the references the model is shown, not with ranking's columns.
    expect(JSON.stringify(request.messages)).toContain('activities: checking in at a front desk');
    expect(request.format).toMatchObject({ type: 'object', required: ['explanation', 'answer', 'memory_ids'] });
    // Both calls state a window that holds their prompt and reply.
    for (const call of ollama.calls('/api/chat').slice(-2)) await expectFits(call, defaultLlmSettings.maxContextTokens);
    // The answerer sees the matched event, the matched knowledge with its evidence, and the best memory whole.
    const user = request.messages.at(-1).content as string;
    expect(user).toMatch(/Events in your library that the question is about[^\n]*\n- CHI 2024: 2024-05-\d\d to 2024-05-\d\d/);
    expect(user).toMatch(/What is known about you[^\n]*\n- Books a hotel stay near the venue for CHI 2024\. \(shown by m1\)/);
    expect(user).toContain(DESK_SIGN);
  });

  it('with an LLM that writes malformed JSON: the extractive answer stands and the failure is recorded', async () => {
    await engine.setLlmSettings({ url: ollama.url, textModel: 'qwen2.5:3b' });
    ollama.push(
      reply.json({ declarative: 'The Wi-Fi password at CHI 2024', atomicContexts: [], compositeContexts: [], relatedContexts: [] }),
      reply.text('', { chunks: ['{"explanation": "m2 shows it", "answer": "The pass', 'word is"'] }),
    );
    const out = await engine.ask({ question: 'What was the Wi-Fi password during CHI 2024?', now: NOW });
    expect(out.usedLLM).toBe(false);
    expect(out.answer).toContain("Password: surfboard42");
    expect(out.llmError).toMatch(/unusable answer \(qa-answer\)/);
  });
});

describe('retrieval that reads the question closely', () => {
  let engine: Engine;
  const SEATTLE = { lat: 47.6062, lon: -122.3321 };
  const CONVENTION = { lat: 21.2893, lon: -157.8387 };
  const HILTON = { lat: 21.2836, lon: -157.8378 };

  beforeAll(async () => {
    const base = await tempDir('qa-close');
    const rows: MemoryRow[] = [];
    // Enough photos at home that Honolulu's come after the first few hundred rows of the table.
    for (let i = 0; i < 400; i++) rows.push(memory(`seattle-${i}.jpg`, `2023-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00`, SEATTLE));
    rows.push(memory('pass-out.png', '2024-05-11T06:40:00', null, { kind: 'screenshot', ocr_text: 'Alaska Airlines\nBOARDING PASS\nSeattle to Honolulu\nFlight AS 871' }));
    rows.push(memory('pass-home.png', '2024-05-17T19:30:00', null, { kind: 'screenshot', ocr_text: 'Alaska Airlines\nBOARDING PASS\nHonolulu to Seattle\nFlight AS 872' }));
    rows.push(memory('train-out.jpg', '2024-03-23T07:40:00', SEATTLE, { ocr_text: 'AMTRAK CASCADES\nSEATTLE - PORTLAND\nDEPART 7:50 AM' }));
    rows.push(memory('train-back.jpg', '2024-03-24T17:10:00', { lat: 45.5289, lon: -122.6767 }, { ocr_text: 'AMTRAK CASCADES\nPORTLAND - SEATTLE\nDEPART 6:10 PM' }));
    rows.push(memory('badge.jpg', '2024-05-12T08:20:00', CONVENTION, { ocr_text: 'CHI 2024\nPRESENTER' }));
    rows.push(memory('banner.jpg', '2024-05-12T08:40:00', CONVENTION, { ocr_text: 'WELCOME TO CHI 2024' }));
    rows.push(memory('session.jpg', '2024-05-12T11:00:00', CONVENTION, { ocr_text: 'PAPER SESSION\nROOM 316AB' }));
    rows.push(memory('hotel.jpg', '2024-05-11T15:20:00', HILTON, { ocr_text: 'HILTON HAWAIIAN VILLAGE' }));
    for (const d of ['13', '14', '15', '16']) rows.push(memory(`beach-${d}.jpg`, `2024-05-${d}T16:00:00`, HILTON));
    for (const d of ['02', '04', '06']) {
      rows.push(memory(`cardio-${d}.jpg`, `2024-04-${d}T07:10:00`, SEATTLE, { ocr_text: 'CARDIO 30 MIN' }));
      rows.push(memory(`rower-${d}.jpg`, `2024-04-${d}T07:40:00`, SEATTLE, { ocr_text: 'ROWER 2000 M' }));
    }
    engine = await engineOver(base, rows);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  const names = (refs: Array<{ path: string }>) => refs.map((r) => path.basename(r.path));
  const ask = (question: string) => engine.ask({ question, now: NOW, noLlm: true });

  it('reads a journey in its direction: the ticket out, not the one home', async () => {
    const flight = await ask('What was my flight number from Seattle to Honolulu?');
    expect(flight.analysis.places.map((p) => [p.label, p.route])).toEqual([['Seattle', 'origin'], ['Honolulu', 'destination']]);
    expect(names(flight.references)[0]).toBe('pass-out.png');
    expect(names((await ask('When did I fly to Honolulu?')).references)[0]).toBe('pass-out.png');
    // Photographed in Seattle, though the question names Portland.
    expect(names((await ask('What time did my Amtrak train to Portland depart?')).references)[0]).toBe('train-out.jpg');
  });

  it('takes every photo of a place-only question from the whole table, newest first', async () => {
    const out = await engine.search({ text: 'Show me photos from Honolulu', now: NOW, limit: 50 });
    expect(out.results.map((r) => path.basename(r.path))).toEqual(expect.arrayContaining(['badge.jpg', 'banner.jpg', 'session.jpg', 'hotel.jpg', 'beach-16.jpg']));
    // Taken there, or (no GPS) naming it: the boarding passes.
    expect(out.results.filter((r) => !r.place?.includes('Honolulu')).map((r) => path.basename(r.path)).sort()).toEqual(['pass-home.png', 'pass-out.png']);
  });

  it('ranks the memory that has every word of the question over one rare word', async () => {
    const out = await engine.ask({ question: 'Show me my treadmill workouts', now: NOW, noLlm: true, limit: 3 });
    expect(names(out.references).sort()).toEqual(['cardio-02.jpg', 'cardio-04.jpg', 'cardio-06.jpg']);
  });

  it('"my last" is recency, and "session" a unit, not a word to match', async () => {
    const out = await ask('When was my last cardio session?');
    expect(out.analysis.recency).toBe(true);
    expect(out.analysis.terms).toEqual(['cardio']);
    expect(names(out.references)[0]).toMatch(/-06\.jpg$/);
  });

  it('puts an event\'s photos at its venue before the rest of the trip around it', async () => {
    const out = await engine.ask({ question: 'Show me photos from CHI 2024', now: NOW, noLlm: true, limit: 3 });
    expect(out.analysis.events.map((e) => e.name)).toContain('CHI 2024');
    expect(names(out.references).sort()).toEqual(['badge.jpg', 'banner.jpg', 'session.jpg']);
  });
});
