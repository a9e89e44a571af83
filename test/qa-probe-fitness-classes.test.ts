/**
 * A class booking prints who leads the class on a line of its own under its name ("Vinyasa Flow" /
 * "with Priya"): "who is teaching my class" asks for that person by their role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 50.7184, lon: -3.5339 };
const shot = (name: string, local: string, lines: string[]) => memoryRow(name, local, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('who leads a booked class', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-fitness-classes');
    engine = await engineOver(base, [
      shot('booking.png', '2025-06-10T09:00:00', ['Booking confirmed', 'Yoga Flow', 'with Tamsin', 'Thursday 12 June', '18:30 - 19:30', 'Studio 2', 'Bring your own mat']),
      shot('boxing.png', '2025-06-11T09:00:00', ['You are booked in', 'Boxercise', 'with Marcus Hale', 'Saturday 14 June', '09:00 - 09:45']),
      shot('receipt.png', '2025-06-12T09:00:00', ['CORNER SHOP', 'MILK 1.15', 'TOTAL 1.15']),
      shot('gig.png', '2025-05-02T09:00:00', ['LOWLAND NIGHTS', 'with Amber Coast', 'Sat 7 June 2025', 'Doors 19:00', 'Standing']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-11T12:00:00Z', noLlm: true })).answer;

  it('names the one the booking says the class is with, asked by their role', async () => {
    expect(await ask('Who is teaching my yoga class?')).toMatch(/^Tamsin/);
    expect(await ask('Who is the instructor for boxercise?')).toMatch(/^Marcus Hale/);
  });

  it('leaves a gig\'s support act to other readers when the band seen is asked', async () => {
    expect(await ask('Who did I see play on 7 June?')).not.toMatch(/^Amber Coast/);
  });
});
