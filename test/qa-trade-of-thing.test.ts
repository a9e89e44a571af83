/**
 * A question names the thing ("a haircut", "flowers", "my glasses"), the receipt the trade that
 * supplies it ("BARBERS", "FLORIST", "OPTICIANS"): WordNet's definitions of people say which trade
 * handles which thing, read the other way round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Engine } from '../electron/engine/index';
import { workersOf } from '../electron/engine/qa/lexicon/trade';
import { wordnet } from '../electron/engine/qa/lexicon/wordnet';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const DOCS: Array<[string, string[]]> = [
  ['barber', ['FADE & SONS BARBERS', 'Skin fade  £18.00', 'Beard trim  £6.00', 'Card  £24.00']],
  ['florist', ['PETAL & STEM', 'FLORIST', 'Hand-tied bouquet  £35.00', 'Delivery  £5.00', 'TOTAL  £40.00']],
  ['optician', ['CLEARVIEW OPTICIANS', 'Frames: Model 4410  £89', 'Single vision lenses  £40', 'Collect from: 14 March']],
  ['chemist', ['HIGH STREET CHEMIST', 'Prescription items: 2', 'Charge  £19.80']],
  ['tax', ['COUNCIL TAX', 'Band C', 'Amount due £1,820.30']],
  ['parking', ['PARKING', 'Zone 4', 'Expires 14:30']],
  ['grocer', ['CORNER SHOP', 'Milk 1.15', 'Eggs 2.09', 'Total 3.24']],
  ['cinema', ['PICTUREHOUSE', 'Screen 2', 'Evening show', '19:40']],
];

describe('the trade that supplies what is asked', () => {
  it('reads who handles a thing from the definitions of occupations', () => {
    const db = wordnet();
    expect(workersOf('haircut', db)).toEqual(expect.arrayContaining(['barber', 'hairdresser']));
    expect(workersOf('flower', db)).toContain('florist');
    expect(workersOf('glasses', db)).toContain('optician');
    expect(workersOf('drug', db)).toContain('chemist');
    // A verb's sense is no thing handled; a thing many trades handle names none of them.
    expect(workersOf('glasses', db, 'v')).toEqual([]);
    expect(workersOf('car', db)).not.toContain('chauffeur');
    // The question's own word again, to a stemming index ("gardener" of "garden"), is left out.
    expect(workersOf('garden', db)).not.toContain('gardener');
  });

  let engine: Engine;
  beforeAll(async () => {
    const rows = DOCS.map(([name, lines], i) =>
      memoryRow(`${name}.jpg`, `2025-05-${String(1 + i).padStart(2, '0')}T10:00:00`, HOME, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') }),
    );
    engine = await engineOver(await tempDir('qa-trade-of-thing'), rows);
  });
  afterAll(async () => engine.close());

  const top = async (question: string) => {
    const r = await engine.ask({ question, now: '2025-06-25T10:00:00Z', noLlm: true });
    return { file: path.basename(r.references[0]?.path ?? ''), answer: r.answer };
  };

  it('finds the receipt of the trade for the thing asked', async () => {
    expect((await top('When did I last get a haircut?')).file).toBe('barber.jpg');
    const flowers = await top('How much did I spend on flowers?');
    expect(flowers.file).toBe('florist.jpg');
    expect(flowers.answer).toMatch(/^£40\.00/);
    expect((await top('When did I buy flowers?')).file).toBe('florist.jpg');
    expect((await top('How much were my drugs?')).file).toBe('chemist.jpg');
  });
});
