/**
 * A Wi-Fi card headed "Guest Wi-Fi" labels its password "Password:" alone on its line: that is as much
 * the asked Wi-Fi password as another card's "Network: …  Password: …" on one line, and the place the
 * question names ("at the office", printed on neither card) is told by retrieval, not by which card
 * prints both words on one line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { identifier } from '../electron/engine/qa/identifier';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a Wi-Fi password under its card heading', () => {
  it('reads a field labelled by the head alone under a heading that says which', () => {
    expect(identifier(lines(['Guest Wi-Fi', 'Network: ACME-Visitors', 'Password: Blue!Whale77']), 'wifi password', false, true, '', true)?.value).toBe('Blue!Whale77');
    // A field whose own label names another thing is not the asked one under the heading.
    expect(identifier(lines(['Order', 'Card number 4929 1234 5678 9012']), 'order number', false, true, '', true)).toBeNull();
  });

  describe('asked by the place it was photographed at', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('wifi-heading'), [
        doc('cottage-wifi.jpg', '2025-03-10T18:00:00', ['Network: Cedar-Guest  Password: pinecone42']),
        doc('office-wifi.jpg', '2025-02-10T09:00:00', ['Guest Wi-Fi', 'Network: ACME-Visitors', 'Password: Blue!Whale77']),
        doc('office-desk.jpg', '2025-02-10T09:05:00', ['ACME LTD', 'Office hours 9-5', 'Reception: Floor 2']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers from the card photographed there', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What's the wifi password at the office?")).toMatch(/^Blue!Whale77 —/);
    });
  });
});
