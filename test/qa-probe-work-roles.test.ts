/**
 * "Who chaired the stream processing session", "who organised the review", "who was I visiting": a
 * person printed after the role's label ("Chair: …", "Organizer: …", "Visiting: …"), the label being
 * the question's verb or its doer's noun; of several such lines in a programme, the one in the entry
 * the question names, read up to the next field ("— Room K4").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { name } from '../electron/engine/qa/title';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const PROGRAMME = [
  'DAY 2 — THURSDAY',
  '09:00-10:00  Opening Keynote: Cities After Cars',
  'Prof. Ines Carvalho, Delft — Aula',
  '10:30-12:00  Session 4A: Urban Sensing',
  'Chair: Dr. Omar Haddad — Room B12',
  '10:30-12:00  Session 4B: Transit Modelling',
  'Chair: Dr. Keiko Mori — Room B14',
  '12:00-13:00  Lunch — Main Foyer',
];
const PASS = ['VISITOR', 'Eastgate Tower', 'Name: Sam Adeyemi', 'Visiting: Clara Voss', 'Company: Brightline Ltd', 'Floor 9'];
const INVITE = ['Budget Review', 'Wednesday, 14 May · 10:00 – 11:00', 'Join Zoom Meeting', 'Meeting ID: 812 4401 9932', 'Speaker: Mark Chen', 'Organizer: Rachel Doyle'];

describe('a person after the label of the asked role', () => {
  it('reads the chair of the session the question names, without the room', () => {
    expect(name(lines(PROGRAMME), 'person', 'Who chaired the transit modelling session?')?.value).toBe('Dr. Keiko Mori');
    expect(name(lines(PROGRAMME), 'person', 'Who was the chair of session 4A?')?.value).toBe('Dr. Omar Haddad');
  });

  it('reads the doer\'s noun for the verb asked, in either spelling', () => {
    expect(name(lines(INVITE), 'person', 'Who organised the budget review?')?.value).toBe('Rachel Doyle');
    expect(name(lines(INVITE), 'person', 'who organized the budget review meeting')?.value).toBe('Rachel Doyle');
  });

  it('takes a labelled role before a capitalised pair of the question\'s own words', () => {
    expect(name(lines(PASS), 'person', 'Who was I visiting at Eastgate Tower?')?.value).toBe('Clara Voss');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-work-roles');
    const there = { lat: 52.37, lon: 4.9 };
    engine = await engineOver(base, [
      memoryRow('programme.jpg', '2025-10-09T08:50:00', there, { kind: 'photo', has_text: true, ocr_text: PROGRAMME.join('\n') }),
      memoryRow('pass.jpg', '2025-11-03T09:10:00', there, { kind: 'photo', has_text: true, ocr_text: PASS.join('\n') }),
      memoryRow('invite.png', '2025-05-12T09:00:00', null, { kind: 'screenshot', has_text: true, ocr_text: INVITE.join('\n') }),
      memoryRow('canal.jpg', '2025-10-09T18:00:00', there, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers who chaired a session with its chair', async () => {
    const out = await engine.ask({ question: 'Who chaired the transit modelling session?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Dr\. Keiko Mori —/);
  });

  it('answers who organised a meeting with its organizer', async () => {
    const out = await engine.ask({ question: 'Who organised the budget review?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Rachel Doyle —/);
  });
});
