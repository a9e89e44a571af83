/**
 * "What's Priya's number?": a number that belongs to someone named is the one to ring them on, as the
 * plumber's is. A name is told by its capital mid-question or by being no word WordNet knows; "the
 * flat's number" stays a number of the flat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asksPhone } from '../electron/engine/qa/phone';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe("someone's number", () => {
  it('asks a named owner for a number to ring', () => {
    expect(asksPhone("What's Priya's number?")).toBe(true);
    expect(asksPhone("what's priya's number")).toBe(true);
    expect(asksPhone("What is Tom's number?")).toBe(true);
    expect(asksPhone("What's the plumber's number?")).toBe(true);
    expect(asksPhone("What's the flat's number?")).toBe(false);
  });

  describe('on contact cards and a message', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('owned-number'), [
        doc('priya.jpg', '2025-03-10T08:00:00', ['Priya Shah', 'mobile', '+44 7700 900123', 'email', 'priya.shah@example.com', 'Add to Favourites']),
        doc('tom.jpg', '2025-03-11T08:00:00', ['Messages', 'Tom Baker', 'Hey, my new number is 07700 900456', 'and my email is tom.b@example.org']),
        doc('anna.jpg', '2025-03-09T08:00:00', ['Anna Lee', 'mobile', '+44 7700 900789', 'email', 'anna@example.net']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it("answers the named person's number, not the message that says \"number\"", async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What's Priya's number?")).toMatch(/^\+44 7700 900123 —/);
      expect(await ask("What is Anna's number?")).toMatch(/^\+44 7700 900789 —/);
      expect(await ask("What's Tom's phone number?")).toMatch(/^07700 900456 —/);
      expect(await ask("What's Priya's email?")).toMatch(/^priya\.shah@example\.com —/);
    });
  });
});
