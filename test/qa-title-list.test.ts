/**
 * Reading a document's title and its list items from OCR lines as tesseract lays them out: a line's
 * box height depends on its letters as well as its type size, and OCR drops list markers.
 */
import { describe, expect, it } from 'vitest';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer, linesOf, titleOf, type EvidenceRow } from '../electron/engine/qa/extract';
import { fontSize } from '../electron/engine/qa/font-size';
import { ocrRow } from './support/ocr-row';

function extract(question: string, ...rows: EvidenceRow[]) {
  return extractAnswer({ type: answerTypeOf(question, null), terms: [], question, evidence: rows.map((row) => ({ row, similarity: 1 })) });
}

describe('title: the type size, not the ink box', () => {
  it('a line with descenders is a taller box in the same type; one without capitals a shorter one', () => {
    const size = (text: string, height: number) => fontSize({ text, height });
    // Set at one size: caps only, caps with descenders, lower case with neither.
    expect(Math.abs(size('MAPLE COURT', 36) - size('Quay, Upper', 46)) / size('MAPLE COURT', 36)).toBeLessThan(0.05);
    expect(Math.abs(size('MAPLE COURT', 36) - size('ocean new', 26)) / size('MAPLE COURT', 36)).toBeLessThan(0.05);
    expect(size('BIG', 40)).toBeGreaterThan(size('small type', 40));
  });

  it("a screenshot's subject under the app's header is the title, past an address line whose descenders make its box taller", () => {
    const shot = ocrRow('shot', [['21:14', 20], ['StayNow', 36], ['Casa Lumen', 26], ['Quay Lane, Upper Town', 31], ['Check-in: Fri 3 May from 14:00', 26], ['Ref 55-210-8', 26]]);
    expect(titleOf(linesOf(shot))).toMatch(/^Casa Lumen/);
  });

  it("a card printed in one size keeps its first line as the title, not a later line with an underscore and a 'y'", () => {
    const card = ocrRow('card', [['THE LARCH INN', 30], ['GARDEN ROOMS', 30], ['WIFI: larch_guest', 38], ['PASSWORD: quietly22', 37]]);
    expect(titleOf(linesOf(card))).toBe('THE LARCH INN GARDEN ROOMS');
  });

  it('a heading whose box is as tall as the tallest stays the title, whatever its letters', () => {
    const note = ocrRow('note', [['Camping - pack', 48], ['- tent pegs', 39], ['- Jo\'s torch', 48], ['- rope', 46]]);
    expect(titleOf(linesOf(note))).toBe('Camping - pack');
  });
});

describe('lists: markers OCR lost, and counted lines', () => {
  it('a line between marked items is an item whose dash OCR missed; a line after the last is a note under the list', () => {
    const note = ocrRow('note', [['Beach weekend', 40], ['- sun cream', 34], ['- towels', 34], ['flip flops', 34], ['- snorkel', 34], ['Leave by 9 on Sat', 34]]);
    expect(extract('What do I need for the beach weekend?', note)?.value).toBe('sun cream, towels, flip flops, snorkel');
  });

  it('a label or a price between marked lines is no item', () => {
    const note = ocrRow('note', [['Party', 40], ['- balloons', 34], ['Budget: $40', 34], ['- candles', 34]]);
    expect(extract('What do I need for the party?', note)?.value).toBe('balloons, candles');
  });

  it('an order with no price per line: the lines that start with how many, counts dropped', () => {
    const order = ocrRow('order', [['08:02', 20], ['QuickBite', 36], ['Order delivered', 32], ['Noodle Bar Nine', 32], ['2x Veggie Wrap', 32], ['1x Iced Tea', 32], ['Total $17.80', 32]]);
    expect(extract('What did we order from the noodle place?', order)?.value).toBe('Veggie Wrap, Iced Tea');
  });

  it('a date is no count: "22 DEC" lines are not items', () => {
    const slip = ocrRow('slip', [['PRESTO CLEAN', 30], ['3 SHIRTS - PRESS', 28], ['1 COAT - CLEAN', 28], ['12 DEC 2025', 28]]);
    expect(extract('What did we order from the cleaners?', slip)?.value).toBe('SHIRTS - PRESS, COAT - CLEAN');
  });
});
