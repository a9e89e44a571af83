/**
 * "What's the router's IP address?": a phone's Wi-Fi screen labels its own "IP address" and prints the
 * router's beside the router's name ("Router 192.168.1.1"). The possessor the question names, printed
 * as a label over a value of the same shape, holds the asked value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { ownerField } from '../electron/engine/qa/owner-field';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
const SCREEN = ['Wi-Fi', 'HomeNet-5G', 'IP address 192.168.1.23', 'Subnet mask 255.255.255.0', 'Router 192.168.1.1', 'DNS 8.8.8.8'];

describe("the possessor's own field", () => {
  it('reads the value the possessor labels when it has the asked value\'s shape', () => {
    const found = { value: '192.168.1.23', line: 'IP address 192.168.1.23' };
    expect(ownerField(lines(SCREEN), "What's the router's IP address?", found)?.value).toBe('192.168.1.1');
    // "What's" is no owner; a possessor printed with another shape of value holds no address.
    expect(ownerField(lines(SCREEN), "What's my IP address?", found)?.value).toBe('192.168.1.23');
    expect(ownerField(lines(['IP address 192.168.1.23', 'Router HomeHub 6']), "What's the router's IP address?", found)?.value).toBe('192.168.1.23');
  });

  describe('asked of a settings screen', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('owner-field'), [
        doc('wifi-settings.jpg', '2025-03-11T08:00:00', SCREEN),
        doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it("answers the router's address, and the phone's when asked", async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What's the router's IP address?")).toMatch(/^192\.168\.1\.1 —/);
      expect(await ask("What's my phone's IP address?")).toMatch(/^192\.168\.1\.23 —/);
    });
  });
});
