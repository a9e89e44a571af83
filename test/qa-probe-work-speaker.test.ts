/**
 * "Who presented the talk on cache eviction", "who wrote the poster on soil microbes": a slide, a
 * poster or an agenda prints the speakers or authors with no label, on the line under the title the
 * question names — not the title's own words read as a label, not another entry's speaker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { nameUnderTitle } from '../electron/engine/qa/role-line';
import { name } from '../electron/engine/qa/title';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const SLIDE = ['Learned Cache Eviction at the Edge', 'Marta Kowalczyk', 'Gdansk University of Technology', 'SYSCONF 2025'];
const POSTER = ['P-22', 'Soil Microbes Under Drought Stress', 'L. Amari, J. Okafor', 'University of Leeds'];
const AGENDA = ['Agenda', 'Thu 12 Jun', '10:15', 'Typed Pipelines in Practice', 'Ines Duarte · Stage 3', '11:30', 'Observability Without Tears', 'Tomas Berg · Stage 2'];

describe('a name under the title the question names', () => {
  it('reads the speaker or authors under the title', () => {
    expect(name(lines(SLIDE), 'person', 'Who presented the talk on learned cache eviction?')?.value).toBe('Marta Kowalczyk');
    expect(name(lines(POSTER), 'person', 'Who wrote the poster about soil microbes?')?.value).toBe('L. Amari, J. Okafor');
    expect(name(lines(AGENDA), 'person', 'Who gave the observability talk?')?.value).toBe('Tomas Berg');
  });

  it('leaves a line under the title that names no one, and two titles alike', () => {
    expect(nameUnderTitle(lines(['Opening Remarks', 'Main Stage 09:30']), 'Who gave the opening remarks?')).toBeNull();
    expect(nameUnderTitle(lines(['Pipelines Part 1', 'Ines Duarte', 'Pipelines Part 2', 'Tomas Berg']), 'Who gave the pipelines talk?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-work-speaker');
    const there = { lat: 54.35, lon: 18.65 };
    engine = await engineOver(base, [
      memoryRow('slide.jpg', '2025-06-12T10:20:00', there, { kind: 'photo', has_text: true, ocr_text: SLIDE.join('\n') }),
      memoryRow('agenda.png', '2025-06-12T09:00:00', there, { kind: 'screenshot', has_text: true, ocr_text: AGENDA.join('\n') }),
      memoryRow('harbour.jpg', '2025-06-12T18:00:00', there, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers who presented a talk with its speaker', async () => {
    const out = await engine.ask({ question: 'Who presented the talk on learned cache eviction?', now: '2025-07-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Marta Kowalczyk —/);
  });
});
