/**
 * "What's my router's IP": a label prints the capitals asked before the noun they qualify ("IP
 * Address: 192.168.0.1", "MAC address …"), and a network address dots or colons its groups.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a network address asked by its capitals', () => {
  it('reads the capitals before the noun they qualify', () => {
    expect(labelledBy(lines(['Router label', 'MAC address 5C:A6:E6:12:34:56']), 'mac')?.value).toBe('5C:A6:E6:12:34:56');
    expect(labelledBy(lines(['Card', 'PIN code 4471']), 'pin')?.value).toBe('4471');
    // A decimal's one dot is a measure: "which trail" is not answered by the trail's length.
    expect(labelledBy(lines(['DIAMOND HEAD STATE MONUMENT', 'SUMMIT TRAIL 0.8 MI']), 'trail')?.value).not.toBe('0.8 MI');
  });

  describe('on a router label', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('network-address'), [
        doc('router.jpg', '2025-03-10T08:00:00', ['Archer AX55', 'Default Access: http://router.example', 'IP Address: 192.168.0.1', 'Username: admin  Password: admin', 'Wireless Password/PIN: 84736251']),
        doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it("reads the router's IP", async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What is my router's IP?")).toMatch(/^192\.168\.0\.1 —/);
      expect(await ask('what is the router ip')).toMatch(/^192\.168\.0\.1 —/);
    });
  });
});
