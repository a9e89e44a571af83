/**
 * A shop is often named by a word built on what it sells or mends: in Portuguese a bicycle shop is a
 * "bicicletaria", on "bicicleta". The question word's own translation, whole inside a printed word,
 * covers the word; a translation only sharing a stem with a printed word does not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { questionGroups, unitCoverage } from '../electron/engine/qa/coverage';
import { questionUnits } from '../electron/engine/qa/lexicon/related';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { memoryRow } from './support/memory-rows';

describe('a word built on the translation of the question word', () => {
  beforeAll(async () => loadTranslations(['por']));

  it('covers the question word', () => {
    const groups = questionGroups(questionUnits(['bike', 'shop']), { languages: ['por'] });
    const receipt = memoryRow('oficina.jpg', '2027-05-21T16:30:00', null, { ocr_text: 'BICICLETARIA DO CARMO\nPNEU 26X2 21,00\nTOTAL 29,00 EUR' });
    expect(unitCoverage(receipt, groups)[0]).toBeGreaterThan(0);
  });

  it('but a translation sharing only a stem does not', () => {
    const groups = questionGroups(questionUnits(['tax']), { languages: ['por'] });
    const notice = memoryRow('aviso.jpg', '2027-06-10T09:00:00', null, { ocr_text: 'SERVICO TRIBUTARIO\nAVISO 55/2027' });
    expect(unitCoverage(notice, groups)[0]).toBe(0);
  });
});
