/**
 * "How long is the garden": asked of a thing, "how long" is the length a listing, a health record or
 * an order prints, not the span of the photos' days; asked of an occasion it stays a duration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asksLengthOf } from '../electron/engine/qa/length-of';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const DOCS: Array<[string, string, 'photo' | 'screenshot', string[]]> = [
  ['listing.png', '2024-02-11T09:30:00', 'screenshot', ['3 BED SEMI-DETACHED HOUSE', 'Offers over £325,000', 'Size: 1,050 sq ft / 97.5 sq m', 'Garden: 60 ft south facing', 'EPC rating D']],
  ['baby-check.jpg', '2024-05-15T11:00:00', 'photo', ['Health visitor check', 'Date 15/05/24', 'Weight 7.2 kg', 'Length 64 cm', 'Head circumference 41.5 cm']],
  ['wallpaper.png', '2024-03-09T09:12:00', 'screenshot', ['Your order has shipped', 'Botanical Trail Wallpaper', 'Quantity: 4 rolls', 'Roll size 10.05m x 0.53m', 'Subtotal £119.96']],
  ['fabric.jpg', '2024-03-16T14:02:00', 'photo', ['THE FABRIC SHOP', 'Linen Natural 140cm wide', '2.5m @ £12.00/m   £30.00', 'TOTAL   £30.00']],
  ['tin.jpg', '2024-04-06T11:20:00', 'photo', ['Exterior Masonry Paint', '5L', 'Touch dry: 1 hour', 'Recoat: 4 hours']],
];

describe('how long a thing is', () => {
  it('reads a length when the thing is physical and nothing after it makes it last', () => {
    for (const q of ['How long is the garden of the semi?', 'How long is the baby?', 'How long is a roll of wallpaper?', 'how long are the curtains', 'How long is the sofa?']) expect(asksLengthOf(q), q).toBe(true);
  });

  it('keeps a duration for occasions, journeys, conveyances, recordings and what stays valid', () => {
    for (const q of ['How long is the flight?', 'How long is the film?', 'how long is the queue', 'How long is the ferry?', 'How long is my passport valid?', 'How long was the walk?', 'How long is the drive to Leeds?', 'How long is the drive home?', 'How long is the film of the wedding?', 'how long was the meeting', 'How long was the stay?']) expect(asksLengthOf(q), q).toBe(false);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-measures-length');
    engine = await engineOver(base, DOCS.map(([n, t, kind, lines]) => memoryRow(n, t, HOME, { kind, has_text: true, ocr_text: lines.join('\n') })));
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2024-06-01T12:00:00Z', noLlm: true })).answer;

  it('answers the printed length, not a span of days', async () => {
    expect(await ask('How long is the garden of the semi?')).toMatch(/^60 ft — /);
    expect(await ask('How long is the baby?')).toMatch(/^64 cm — /);
    expect(await ask('How long is a roll of wallpaper?')).toMatch(/^10\.05 m — /);
  });

  it('passes over a measure the line names as another dimension ("140cm wide")', async () => {
    expect(await ask('How long is the linen?')).toMatch(/^2\.5 m — /);
  });

  it('still reads a printed duration for what takes time', async () => {
    expect(await ask('How long does the masonry paint take to dry?')).toMatch(/^1 hour — /);
  });
});
