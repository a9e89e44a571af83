/**
 * Eating out, the boards and lists: a specials board heads each offer "SOUP OF THE DAY" over the
 * dish, and a wine list prices each serving after its vessel ("glass 9.50  bottle 39"), where a
 * wine may carry a place's name ("a glass of Rioja").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { namedAsContents, servingPrice } from '../electron/engine/qa/contents-of';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.5145, lon: -0.13 };
const BOARD = ['SPECIALS', 'SOUP OF THE DAY', 'Roast tomato & basil £5.95', 'FISH OF THE DAY', 'Pan-fried sea bass £18.50', 'PIE OF THE WEEK', 'Steak & ale £15.00'];
const WINES = ['WINE LIST', 'WHITE', 'Picpoul de Pinet 2022   glass 8.50  bottle 34', 'RED', 'Rioja Reserva 2018   glass 9.50  bottle 39', 'Barolo 2017   bottle 85'];
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a heading "of the day" over what is offered', () => {
  it('reads the line under the asked noun and the period the question names with it', () => {
    expect(labelledBy(lines(BOARD), 'fish', 'What was the fish of the day?')?.value).toBe('Pan-fried sea bass £18.50');
    expect(labelledBy(lines(BOARD), 'pie', 'what is the pie of the week')?.value).toBe('Steak & ale £15.00');
  });

  it('leaves a period the question does not name, and a noun asked alone', () => {
    expect(labelledBy(lines(BOARD), 'pie', 'What was the pie of the day?')).toBeNull();
    expect(labelledBy(lines(BOARD), 'soup', 'What soup did I have?')).toBeNull();
  });
});

describe('a serving asked by its vessel', () => {
  it('takes a place named after a vessel and "of" for the drink, not the place', () => {
    expect(namedAsContents('How much is a glass of Rioja?', 'Rioja')).toBe(true);
    expect(namedAsContents('two bottles of Chablis', 'Chablis')).toBe(true);
    expect(namedAsContents('Photos of Rioja', 'Rioja')).toBe(false);
    expect(namedAsContents('Where did we eat in Rioja?', 'Rioja')).toBe(false);
  });

  it('reads the price after the vessel on the drink\'s line', () => {
    expect(servingPrice(lines(WINES), 'How much is a glass of Rioja?')?.value).toBe('9.50');
    expect(servingPrice(lines(WINES), 'How much is a bottle of Rioja?')?.value).toBe('39');
    expect(servingPrice(lines(WINES), 'how much was a bottle of Barolo')?.value).toBe('85');
    expect(servingPrice(lines(WINES), 'How much is a glass of Barolo?')).toBeNull();
    expect(servingPrice(lines(WINES), 'How much is the Barolo?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-dining-boards');
    engine = await engineOver(base, [
      memoryRow('board.jpg', '2025-03-01T12:30:00', HOME, { kind: 'photo', has_text: true, ocr_text: BOARD.join('\n') }),
      memoryRow('wines.jpg', '2025-02-14T21:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: WINES.join('\n') }),
      memoryRow('bill.jpg', '2025-02-14T22:30:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CANTINA ROSSA', 'Set menu x2   110.00', 'Barolo 2017    85.00', 'Total due     195.00'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the soup of the day with the dish under its heading', async () => {
    const out = await engine.ask({ question: 'What was the soup of the day?', now: '2025-03-17T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Roast tomato & basil £5\.95 —/);
  });

  it('prices a glass of a wine named after a place from the wine list', async () => {
    const out = await engine.ask({ question: 'How much is a glass of Rioja?', now: '2025-03-17T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^9\.50 —/);
  });

  it('prices the bottle, not another serving on the list', async () => {
    const out = await engine.ask({ question: 'How much is a bottle of Barolo on the wine list?', now: '2025-03-17T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^85 —/);
  });
});
