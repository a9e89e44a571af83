import { describe, expect, it } from 'vitest';
import { unitCoverage, unitGroup } from '../electron/engine/qa/coverage';
import { documentKindsOfTerm } from '../electron/engine/qa/lexicon/document-kinds';
import { memoryRow } from './support/memory-rows';

const row = (ocr: string) => memoryRow('scan.jpg', '2023-05-01T10:00:00', null, { ocr_text: ocr });
const kinds = (word: string) => [...documentKindsOfTerm(word, [{ lemma: word, pos: 'n' }])].map((k) => k.kind);

describe('a performer asked for names a performance', () => {
  it('reads any kind of entertainer or musical group as the purpose of a ticket, by WordNet', () => {
    for (const word of ['band', 'singer', 'comedian', 'choir']) expect(kinds(word), word).toContain('ticket');
    expect(kinds('doctor')).not.toContain('ticket');
    expect(kinds('team')).toEqual([]);
  });

  it('so the ticket that prints where one sat covers "what band did I see"', () => {
    const band = [unitGroup(['band'], {})];
    expect(unitCoverage(row('GRAND THEATRE\nTHE LATE LANTERNS\nSECTION C ROW K SEAT 21\n$89.00'), band)[0]).toBeGreaterThan(0.5);
  });
});
