/**
 * Recipes and loyalty slips, made up in the layouts they come in: an ingredient printed after its
 * quantity ("200g plain flour", "2 large eggs"), a count labelled with a word or two ("Rewards points
 * earned: 49"); a strength before a pack's noun ("500MG CAPSULES") is no count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { ingredientQuantity, measuredThing } from '../electron/engine/qa/ingredient';
import { isUnitWord } from '../electron/engine/qa/kind-of';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));

const PANCAKES = ['Fluffy American pancakes', 'Serves 4 | Prep 10 mins | Cook 20 mins', 'Ingredients', '200g plain flour', '1 tsp baking powder', '1 tbsp caster sugar', '2 large eggs', '300ml milk', '25g melted butter', 'Method', '1. Whisk the flour, baking powder and sugar.'];
const BANANA_BREAD = ['Easy banana bread', 'Ingredients', '3 ripe bananas', '140g butter', '140g caster sugar', '3 eggs', '140g self-raising flour', 'Bake 30 mins at 180C'];
const OMELETTE = ['Cheese omelette', 'Serves 1', 'Eggs  3', 'Butter  1 knob', 'Cheddar  30g', 'Chives  to taste'];
const SOUP = ['Tomato soup', 'Olive oil: 2 tbsp', 'Onion x1', 'Stock: 750 ml'];
const SHOP = ['CORNER STORES', 'SEMI SKIMMED MILK 4PT   1.45', 'PLAIN FLOUR 1.5KG       0.95', 'TOTAL                   2.40'];
const LOYALTY = ['MARKETSIDE FOODS', 'Total £9.80', 'Paid by Mastercard', 'Rewards points earned: 49', '23 May 2026 16:58'];
const PILLS = ['CITY PHARMACY', 'AMOXICILLIN 500MG CAPSULES', 'Take ONE capsule THREE times a day', '21 CAPSULES', '03/04/2024'];

describe('how much of an ingredient', () => {
  it('reads the thing asked "how much" of, not a sum of money', () => {
    expect(measuredThing('How much flour for the pancakes?')).toBe('flour');
    expect(measuredThing('how much milk goes in the pancakes')).toBe('milk');
    expect(measuredThing('How much did the flour cost?')).toBeNull();
    expect(measuredThing('How much was the tip?')).toBeNull();
    expect(measuredThing('How much deposit did I pay?')).toBeNull();
  });

  it('reads the quantity printed before the ingredient, or after its label', () => {
    expect(ingredientQuantity(lines(PANCAKES), 'How much flour for the pancakes?')?.value).toBe('200g plain flour');
    expect(ingredientQuantity(lines(PANCAKES), 'How much baking powder do I need?')?.value).toBe('1 tsp baking powder');
    expect(ingredientQuantity(lines(BANANA_BREAD), 'how much butter goes in the banana bread')?.value).toBe('140g butter');
    expect(ingredientQuantity(lines(SOUP), 'How much stock for the soup?')?.value).toBe('750 ml');
    // A list's bullet before the quantity is not part of it.
    expect(ingredientQuantity(lines(['Scones', '- 350 g self-raising flour', '• 175 ml milk']), 'How much milk for the scones?')?.value).toBe('175 ml milk');
  });

  it('leaves a priced line, a sentence and an unnamed thing alone', () => {
    expect(ingredientQuantity(lines(SHOP), 'How much milk did I buy?')).toBeNull();
    expect(ingredientQuantity(lines(PANCAKES), 'How much cream for the pancakes?')).toBeNull();
    expect(ingredientQuantity(lines(['Whisk the flour with 2 eggs and the milk until it is smooth and thick']), 'How much flour?')).toBeNull();
  });

  it('knows a unit by its short form', () => {
    expect(isUnitWord('mg')).toBe(true);
    expect(isUnitWord('kg')).toBe(true);
    expect(isUnitWord('large')).toBe(false);
    expect(isUnitWord('earned')).toBe(false);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-shopping-recipes');
    const row = (name: string, at: string, kind: 'photo' | 'screenshot', text: string[]) => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      row('pancakes.png', '2026-05-31T09:00:00', 'screenshot', PANCAKES),
      row('banana-bread.png', '2026-04-20T14:00:00', 'screenshot', BANANA_BREAD),
      row('omelette.png', '2026-05-02T08:00:00', 'screenshot', OMELETTE),
      row('shop.jpg', '2026-05-09T11:20:00', 'photo', SHOP),
      row('loyalty.jpg', '2026-05-23T17:05:00', 'photo', LOYALTY),
      row('pills.jpg', '2024-04-03T12:00:00', 'photo', PILLS),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2026-06-10T12:00:00Z', noLlm: true })).answer;

  it('answers how much of an ingredient with the recipe line, not a receipt', async () => {
    expect(await ask('How much flour for the pancakes?')).toMatch(/^200g plain flour — /);
    expect(await ask('How much milk goes in the pancakes?')).toMatch(/^300ml milk — /);
  });

  it('counts an ingredient printed with words describing it', async () => {
    expect(await ask('How many eggs do I need for the pancakes?')).toMatch(/^2 eggs — 2 large eggs/);
    expect(await ask('How many eggs go in the banana bread?')).toMatch(/^3 eggs — /);
    // Two columns: the ingredient, a wide gap, its number.
    expect(await ask('How many eggs for the omelette?')).toMatch(/^3 eggs — Eggs {2}3/);
  });

  it('counts points under a label of a few words, and no strength as a count', async () => {
    expect(await ask('How many rewards points did I earn at Marketside?')).toMatch(/^49 rewards points — Rewards points earned: 49/);
    expect(await ask('How many capsules did the pharmacy give me?')).toMatch(/^21 capsules — /);
  });
});
