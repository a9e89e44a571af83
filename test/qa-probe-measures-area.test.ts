/**
 * "How many square feet is the house", "how many feet is the garden": an irregular plural heads the
 * unit ("feet" is WordNet's "foot"), and an area's unit is printed "sq ft", "square feet" or "m²",
 * never the length's alone ("Garden: 60 ft" is no floor area).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { isKindOf } from '../electron/engine/qa/kind-of';
import { morphy } from '../electron/engine/qa/lexicon/wordnet';
import { unitQuantity } from '../electron/engine/qa/number';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const SEMI = ['3 BED SEMI-DETACHED HOUSE', 'Offers over £325,000', 'Garden: 60 ft south facing', 'Size: 1,050 sq ft / 97.5 sq m', 'EPC rating D'];
const FLAT = ['2 bedroom flat for sale', '£240,000', 'Floor area', '742 sq ft (69 m²)', 'Bedrooms 2'];

describe('areas and irregular plurals of units', () => {
  it('finds the singular of an irregular plural, alone or heading a compound', () => {
    expect(morphy('feet', 'n')).toContain('foot');
    expect(morphy('square feet', 'n')).toContain('square_foot');
    expect(morphy('children', 'n')).toContain('child');
    expect(isKindOf('square feet', 'unit of measurement')).toBe(true);
  });

  it('reads an area in its printed forms, not a length in the same unit', () => {
    const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
    expect(unitQuantity(lines(SEMI), 'square feet')).toMatchObject({ value: '1,050 sq ft' });
    expect(unitQuantity(lines(FLAT), 'square metres')).toMatchObject({ value: '69 m²' });
    expect(unitQuantity(lines(SEMI), 'feet')).toMatchObject({ value: '60 ft' });
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-measures-area');
    engine = await engineOver(base, [
      memoryRow('semi.png', '2024-02-11T09:30:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: SEMI.join('\n') }),
      memoryRow('flat.png', '2024-02-10T20:15:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: FLAT.join('\n') }),
      memoryRow('garden.jpg', '2024-03-05T12:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2024-06-01T12:00:00Z', noLlm: true })).answer;

  it('answers the printed area, not a count of photos', async () => {
    expect(await ask('How many square feet is the semi-detached house?')).toMatch(/^1,050 sq ft — /);
    expect(await ask('How many square metres is the 2 bedroom flat?')).toMatch(/^69 m² — /);
    expect(await ask('How many feet is the garden of the semi?')).toMatch(/^60 ft — /);
  });
});
