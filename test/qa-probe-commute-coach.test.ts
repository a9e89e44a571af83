/**
 * A platform screen and an e-ticket, made up: "which coach is the quiet coach" names the coach again
 * after the copula with the word that says which, and the screen prints the value with its label's
 * word again ("Quiet coach: Coach C"). "What coach am I in" still reads the ticket's own coach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { identifier } from '../electron/engine/qa/identifier';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const SCREEN = ['Platform 3', '08:47 London Euston', 'Calling at: Stockport, Macclesfield, Stoke-on-Trent,', 'Milton Keynes Central and London Euston', 'This train is formed of 11 coaches', 'Quiet coach: Coach C'];
const TICKET = ['Your e-ticket', 'Advance Single', 'Manchester Piccadilly → London Euston', 'Thu 27 Mar 2025', 'Depart 08:47', 'Coach B  Seat 42', 'Price £37.20'];
const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text }) as TextLine);

describe('a noun said again after the copula', () => {
  it('is the phrase asked, with the word that says which', () => {
    expect(answerTypeOf('Which coach is the quiet coach?', null)).toEqual({ kind: 'identifier', subject: 'quiet coach' });
    expect(answerTypeOf('What gate is the departure gate?', null)).toEqual({ kind: 'identifier', subject: 'departure gate' });
    expect(answerTypeOf('Which coach is mine?', null)).toEqual({ kind: 'identifier', subject: 'coach' });
  });
});

describe('a qualified label whose value says its word again', () => {
  it('reads the value after the repeated word', () => {
    expect(identifier(lines(SCREEN), 'quiet coach', false, true, 'Which coach is the quiet coach?')).toMatchObject({ value: 'C' });
    expect(identifier(lines(['Departure gate: Gate 12', 'Boarding 10:40']), 'departure gate', false, true, 'What is my departure gate?')).toMatchObject({ value: '12' });
  });
});

let engine: Engine;
beforeAll(async () => {
  const base = await tempDir('qa-probe-commute-coach');
  engine = await engineOver(base, [
    memoryRow('screen.jpg', '2025-03-27T08:35:00', HOME, { kind: 'photo', has_text: true, ocr_text: SCREEN.join('\n') }),
    memoryRow('eticket.png', '2025-03-18T19:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: TICKET.join('\n') }),
  ]);
}, 120_000);
afterAll(async () => {
  await engine?.close();
});

describe('asked of a library', () => {
  it('answers the quiet coach from the screen and my coach from the ticket', async () => {
    const now = '2025-03-27T08:40:00Z';
    // The evidence shows the screen's lines that say the asked words, in their order ("… formed of 11 coaches").
    expect((await engine.ask({ question: 'Which coach is the quiet coach?', now, noLlm: true })).answer).toMatch(/^C — (?:[^·]*· )?Quiet coach: Coach C/);
    expect((await engine.ask({ question: 'What coach am I in on the London train?', now, noLlm: true })).answer).toMatch(/^B — /);
  });
});
