/**
 * A numbered list under a heading ends where its numbering does: a rehearsal sheet prints its pieces as
 * "1." and "2." and then a reminder ("PENCILS PLEASE"), which is no piece.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const BRISTOL = { lat: 51.4545, lon: -2.5879 };
const NOW = '2027-09-01T10:00:00+01:00';

describe('a numbered list', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('numbered-list'), library(BRISTOL, (doc) => [
      doc('sheet.jpg', '2027-05-05T21:00:00', ['WEDNESDAY 05/05/2027  7 PM', 'THIS WEEK:', '1. Linden Lea', '2. The Lark Ascending (bars 1-40)', 'PENCILS PLEASE']),
      doc('todo.jpg', '2027-05-08T09:00:00', ['To do:', 'ring the plumber', 'renew parking permit', 'book dentist']),
    ]));
  }, 120_000);
  afterAll(async () => engine.close());

  it('stops where the numbering stops', async () => {
    const r = await engine.ask({ question: 'Which pieces did we rehearse on Wednesday 5 May?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/^Linden Lea, The Lark Ascending \(bars 1-40\) —/);
  });

  it('keeps an unnumbered list whole', async () => {
    const r = await engine.ask({ question: 'What was on my to do list?', now: NOW, noLlm: true });
    expect(r.answer).toContain('book dentist');
  });
});
