/**
 * "How much paint do I need", "how much linen did I buy": "how much" of a thing that is no money is
 * the measure a tin, a bag or a cutting receipt prints of it, not the receipt's total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { measuredAmount } from '../electron/engine/qa/measured-amount';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
const TIN = ['WEATHERGUARD', 'Exterior Masonry Paint', 'Pure Brilliant White', '5L', 'Coverage: up to 16 m²/L', 'Touch dry: 1 hour'];
const MIXED = ['HOMEBASE DIY', 'PAINT MIXING SERVICE', 'Colour: Sage Green 3', 'Size: 2.5 Litre', 'Qty: 2', 'Total £47.00'];
const CUT = ['THE FABRIC SHOP', 'Linen Natural 140cm wide', '2.5m @ £12.00/m   £30.00', 'Cotton Poplin Navy', '1.5m @ £6.50/m   £9.75', 'TOTAL   £39.75'];
const PUMP = ['FUEL STATION', 'PUMP 4 UNLEADED', '41.87 L @ 145.9p', '£61.09'];
const DOCS: Array<[string, string, string[]]> = [
  ['tin.jpg', '2024-04-06T11:20:00', TIN],
  ['paint-receipt.jpg', '2024-04-06T11:45:00', MIXED],
  ['fabric-receipt.jpg', '2024-03-16T14:02:00', CUT],
  ['pump.jpg', '2024-05-04T16:30:00', PUMP],
  ['compost.jpg', '2024-04-27T10:00:00', ['PEAT FREE', 'MULTI-PURPOSE COMPOST', '50L', 'Feeds for up to 6 weeks']],
  ['shop.jpg', '2024-04-20T10:00:00', ['CORNER SHOP', 'Milk 2L  £1.65', 'Bread  £1.40', 'TOTAL £3.05']],
];

describe('how much of a thing bought by measure', () => {
  it('reads the measure on or under the line naming the thing, not a width or a rate', () => {
    expect(measuredAmount(lines(CUT), 'How much linen did I buy?')).toMatchObject({ value: '2.5m' });
    expect(measuredAmount(lines(CUT), 'How much poplin did I get?')).toMatchObject({ value: '1.5m' });
    expect(measuredAmount(lines(TIN), 'How much paint is in the tin?')).toMatchObject({ value: '5L' });
    expect(measuredAmount(lines(MIXED), 'How much paint did I buy?')).toMatchObject({ value: '2.5 Litre' });
    expect(measuredAmount(lines(PUMP), 'How much fuel did I put in?')).toMatchObject({ value: '41.87 L' });
  });

  it('reads what is left when that is asked, not the first measure under the name', () => {
    const plan = lines(['My plan', 'Data', '12.4GB used', 'of 30GB', '17.6GB left', 'Renews on 14 Jun']);
    expect(measuredAmount(plan, 'How much data do I have left this month?')).toMatchObject({ value: '17.6GB' });
    expect(measuredAmount(plan, 'How much data is remaining?')).toMatchObject({ value: '17.6GB' });
    expect(measuredAmount(lines(CUT), 'How much linen is left?')).toBeNull();
  });

  it('leaves money asked, and documents that do not name the thing, alone', () => {
    expect(measuredAmount(lines(MIXED), 'How much did the paint cost?')).toBeNull();
    expect(measuredAmount(lines(CUT), 'How much was the linen?')).toBeNull();
    expect(measuredAmount(lines(TIN), 'How much linen did I buy?')).toBeNull();
    // A span of days is no measure bought.
    expect(measuredAmount(lines(['Annual leave', 'Taken', '9 days']), 'How much leave have I taken?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-measures-bought');
    engine = await engineOver(base, DOCS.map(([n, t, texts]) => memoryRow(n, t, HOME, { kind: 'photo', has_text: true, ocr_text: texts.join('\n') })));
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2024-06-01T12:00:00Z', noLlm: true })).answer;

  it('answers the measure, not the receipt total', async () => {
    expect(await ask('How much linen fabric did I buy?')).toMatch(/^2\.5m — /);
    expect(await ask('How much poplin did I buy?')).toMatch(/^1\.5m — /);
    expect(await ask('How much compost is in the bag?')).toMatch(/^50L — /);
    expect(await ask('How much fuel did I put in?')).toMatch(/^41\.87 L — /);
  });

  it('still answers money when money is asked', async () => {
    expect(await ask('How much did the fabric cost?')).toMatch(/^£39\.75 — /);
    expect(await ask('How much was the paint?')).toMatch(/^£47\.00 — /);
  });
});
