/**
 * An energy monitor or a learning app prints its figures under the period they are for ("Today" /
 * "7.4 kWh" / "£2.22", "This month" / "212.6 kWh" / "£63.78", "This week" / "1,240 XP"): the period asked
 * picks the tile, and of its figures the one in the asked unit, or the money when a cost is asked. A
 * unit asked by its short form ("how many kWh") is a quantity read off the screen, not a count of photos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { dayWordFigure } from '../electron/engine/qa/day-word';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const ENERGY = ['Electricity', 'Today', '7.4 kWh', '£2.22', 'This month', '212.6 kWh', '£63.78', 'Standing charge 53.35p/day', 'Unit rate 24.50p/kWh'];
const LEARNING = ['Spanish', 'Total XP', '18,455', 'This week', '1,240 XP', 'Sapphire League'];
const shot = (name: string, local: string, text: string[]) => memoryRow(name, local, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('figures printed under the period they are for', () => {
  it('reads the figure under the asked period in the asked unit, or its money for a cost', () => {
    expect(dayWordFigure(lines(ENERGY), 'How much electricity did we use today?')?.value).toBe('7.4 kWh');
    expect(dayWordFigure(lines(ENERGY), 'How much did the electricity cost today?')?.value).toBe('£2.22');
    expect(dayWordFigure(lines(ENERGY), 'How many kWh have we used this month?')?.value).toBe('212.6 kWh');
    expect(dayWordFigure(lines(ENERGY), 'What has electricity cost us this month?')?.value).toBe('£63.78');
    expect(dayWordFigure(lines(LEARNING), 'How much XP did I get this week?')?.value).toBe('1,240 XP');
    expect(dayWordFigure(lines(ENERGY), 'How much electricity did we use last month?')).toBeNull();
  });

  it('asks a unit written short as a quantity, a plural of capitals as a count', () => {
    const asked = (q: string) => analyzeQuestion(q, new Date('2025-11-23T12:00:00Z'), { events: [], people: [] });
    expect(asked('How many kWh did we use this month?').answerType).toEqual({ kind: 'number', subject: 'kwh' });
    expect(asked('How many DVDs did I buy?').aggregation).toBe('count');
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-period-figures'), [
      shot('energy.png', '2025-11-23T20:00:00', ENERGY),
      shot('energy-october.png', '2025-10-31T20:00:00', ['Electricity', 'October', '251.3 kWh', '£75.40']),
      shot('spanish.png', '2025-11-20T21:10:00', LEARNING),
      shot('steps.png', '2025-11-19T19:00:00', ['Activity', 'Today', '6,210 steps', '4.1 km']),
      memoryRow('receipt.jpg', '2025-11-20T13:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER SHOP', 'MILK 1.15', 'TOTAL 1.15'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-11-23T21:00:00Z', noLlm: true })).answer;

  it('answers a short unit\'s quantity off the screen of the period asked', async () => {
    expect(await ask('How many kWh did we use this month?')).toMatch(/^212\.6 kWh/);
    expect(await ask('How much XP did I earn this week on Spanish?')).toMatch(/^1,240 XP/);
    expect(await ask('How much did the electricity cost today?')).toMatch(/^£2\.22/);
  });
});
