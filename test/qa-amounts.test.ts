import { describe, expect, it } from 'vitest';
import { extractAnswer, type EvidenceRow } from '../electron/engine/qa/extract';

function receipt(text: string): EvidenceRow {
  return { id: 'r1', ocr_text: text, caption: null, description: null, transcript: null, taken_at: null, taken_at_local: null };
}

const amount = (text: string) => extractAnswer({ type: { kind: 'number', subject: null }, terms: [], question: 'How much did I spend?', evidence: [{ row: receipt(text), similarity: 1 }] });

describe('reading what a bill came to', () => {
  it('takes the amount on the line under a total label that OCR set on a line of its own', () => {
    expect(amount('CORNER SHOP\nBREAD 2.10\nSUBTOTAL\n11.40\nTOTAL\n12.55\nCASH 20.00\nCHANGE 7.45')?.value).toBe('12.55');
  });

  it('takes the last total, not a subtotal or the tax total printed under it', () => {
    expect(amount('SUBTOTAL 18.00\nTOTAL 21.60\nVAT TOTAL 3.60')?.value).toBe('21.60');
  });

  it('without a total, the largest amount that is not cash handed over or change', () => {
    expect(amount('SOUP 4.50\nSANDWICH 6.95\nCASH 20.00\nCHANGE 8.55')?.value).toBe('6.95');
  });

  it('reads a thousands separator written with a dot', () => {
    expect(amount('REPARATUR\nTOTAL 1.234,50 EUR')?.value).toBe('1.234,50');
  });

  it('knows every ISO currency code, as receipts print them, before the amount under a total label', () => {
    expect(amount('BRAAI SHOP\nTOTAL\nZAR 245.00\nCARD')?.value).toBe('ZAR 245.00');
    expect(amount('KAFFE\nTOTAL\nSEK 59.00')?.value).toBe('SEK 59.00');
  });
});
