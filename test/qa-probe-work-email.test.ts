/**
 * "What's Dana Whitfield's email", "the email address on her card": a business card prints the
 * address with no label; it is read by its shape, and "email address" is not a street address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { emailAddress } from '../electron/engine/qa/contact';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const CARD = ['Dana Whitfield', 'Principal Engineer', 'Corvel Systems', 'dana.whitfield@corvel-example.com', 'T +44 20 7946 0123', '18 Fenwick Street, Leeds LS1 4AP'];

describe('an email address by its shape', () => {
  it('reads the address when an email is asked', () => {
    expect(emailAddress(lines(CARD), 'email', "What's Dana's email?")?.value).toBe('dana.whitfield@corvel-example.com');
    expect(emailAddress(lines(CARD), 'address', 'What was the email address on her card?')?.value).toBe('dana.whitfield@corvel-example.com');
  });

  it('leaves a street address and an unasked email alone', () => {
    expect(emailAddress(lines(CARD), 'address', 'What was the address on her card?')).toBeNull();
    expect(emailAddress(lines(['Principal Engineer', 'Corvel Systems']), 'email', 'What is her email?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-work-email');
    const there = { lat: 53.8, lon: -1.55 };
    engine = await engineOver(base, [
      memoryRow('card.jpg', '2025-09-18T12:40:00', there, { kind: 'photo', has_text: true, ocr_text: CARD.join('\n') }),
      memoryRow('office.jpg', '2025-09-18T10:00:00', there, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the email on a business card', async () => {
    for (const question of ["What's Dana Whitfield's email?", 'What was the email address on Dana Whitfield\'s card?']) {
      const out = await engine.ask({ question, now: '2025-12-01T09:00:00Z', noLlm: true });
      expect(out.answer).toMatch(/^dana\.whitfield@corvel-example\.com —/);
    }
  });
});
