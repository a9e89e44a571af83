/**
 * Smart-home and game screens print a reading beside its label with its sign after the figure
 * ("Humidity 48%", "Battery 38 %", "Outside 6°"), and a game's result screen stacks two labels that end
 * alike ("SCORE" / "31,560" / "HIGH SCORE" / "48,210"): the phrase asked ("my high score") is the label,
 * not its last word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const shot = (name: string, local: string, text: string[]) => memoryRow(name, local, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
const THERMOSTAT = ['Living Room', 'Heating', 'Set to 21.0°', 'Inside now 19.5°', 'Humidity 48%', 'Schedule', '06:30 Comfort 21°', '22:30 Eco 17°', 'Outside 6°'];

describe('a reading beside its label, a percentage or degrees', () => {
  it('reads the figure with the sign after it', () => {
    expect(labelledBy(lines(THERMOSTAT), 'humidity', 'What is the humidity?')?.value).toBe('48%');
    expect(labelledBy(lines(['Cleaning report', 'Area 46 m²', 'Battery 38 %']), 'battery', 'What is the battery?')?.value).toBe('38 %');
    expect(labelledBy(lines(THERMOSTAT), 'outside', 'What is it outside?')?.value).toBe('6°');
  });

  it('asks a score by the whole phrase that names it', () => {
    expect(answerTypeOf('What is my high score?', null)).toEqual({ kind: 'number', subject: 'high score' });
    expect(answerTypeOf('What score did I get?', null)).toEqual({ kind: 'number', subject: 'score' });
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-screen-labels'), [
      shot('thermostat.png', '2025-11-22T08:15:00', THERMOSTAT),
      shot('weather.png', '2025-11-22T07:00:00', ['Manchester', 'Light rain', 'Chance of rain 70%', 'Wind 18 mph', 'UV 1']),
      shot('blocks.png', '2025-11-18T22:40:00', ['GAME OVER', 'SCORE', '31,560', 'HIGH SCORE', '48,210', 'LEVEL 37', 'LINES 212', 'PLAY AGAIN']),
      shot('quiz.png', '2025-11-10T20:00:00', ['Pub quiz night', 'Round 3', 'Team Owls', 'Score 41']),
      shot('receipt.png', '2025-11-20T13:00:00', ['CORNER SHOP', 'MILK 1.15', 'BREAD 1.40', 'TOTAL 2.55', '20/11/25 12:58']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-11-23T12:00:00Z', noLlm: true })).answer;

  it('answers the humidity a thermostat shows, not its title', async () => {
    expect(await ask('What is the humidity in the living room?')).toMatch(/^48%/);
    expect(await ask('What was the heating humidity?')).toMatch(/^48%/);
  });

  it('answers a game\'s high score, not the last game\'s score', async () => {
    expect(await ask('What is my high score in the block game?')).toMatch(/^48,210/);
    expect(await ask('What did I score in the last block game?')).toMatch(/: 31,560 —/);
  });
});
