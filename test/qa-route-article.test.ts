/**
 * "Our flight number to the Netherlands": a place's name may take the article ("to the Azores", "from
 * the Hague"), and it still says where the journey goes. The passes print towns ("Manchester -
 * Amsterdam"), the question the country, so the route is read by the gazetteer, not the lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const AMSTERDAM = { lat: 52.3676, lon: 4.9041 };
const NOW = '2026-06-01T09:00:00Z';

describe('a route to a place named with its article', () => {
  let engine: Engine;
  beforeAll(async () => {
    const screen = (name: string, at: string, text: string[]) => memoryRow(name, at, null, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
    const photo = (name: string, at: string) => memoryRow(name, at, AMSTERDAM, { kind: 'photo' });
    engine = await engineOver(await tempDir('outward-ticket'), [
      screen('pass-out.png', '2026-05-03T06:10:00', ['Island Air', 'Boarding pass', 'MAN → AMS', 'Manchester - Amsterdam', 'IA 1291 · Sun 3 May', 'Gate 12 · Seat 14C']),
      photo('canal.jpg', '2026-05-03T14:00:00'),
      photo('museum.jpg', '2026-05-06T10:30:00'),
      photo('market.jpg', '2026-05-10T11:00:00'),
      screen('pass-back.png', '2026-05-10T13:40:00', ['Island Air', 'Boarding pass', 'AMS → MAN', 'Amsterdam - Manchester', 'IA 1292 · Sun 10 May', 'Gate 3 · Seat 2A']),
      memoryRow('receipt.jpg', '2026-05-20T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: 'CORNER CAFE\nFlat white 3.20\nTotal 3.20' }),
    ]);
  });
  afterAll(() => engine?.close());

  it('answers the way there with the earlier pass', async () => {
    const { answer } = await engine.ask({ question: 'What was our flight number to the Netherlands?', now: NOW, noLlm: true });
    expect(answer).toMatch(/^IA 1291\b/);
  });

  it('answers the way back with the later one', async () => {
    const { answer } = await engine.ask({ question: 'What was our flight number back from the Netherlands?', now: NOW, noLlm: true });
    expect(answer).toMatch(/^IA 1292\b/);
  });
});
