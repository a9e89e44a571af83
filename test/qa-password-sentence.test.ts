/**
 * "What is the wifi password": a note may say where the router's own password is printed in a
 * sentence ("Router password is on the back of the router") above the one written down ("Password:
 * river-otter-42"). After "is", a sentence of plain words says where it is, not what: "on" is no
 * password; "Password is river-otter-42" still is one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a password after a sentence about where another is printed', () => {
  let engine: Engine;
  beforeAll(async () => {
    const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(await tempDir('password-sentence'), [
      doc('wifi.jpg', '2025-01-09T20:00:00', ['Router password is on the back of the router', 'WiFi: HomeNet-5G', 'Password: river-otter-42']),
      doc('gym.jpg', '2025-02-09T20:00:00', ['GYM LOCKER', 'Locker code is 4471']),
      doc('receipt.jpg', '2025-03-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the password written down, not the word after "is"', async () => {
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
    expect(await ask('What is the wifi password?')).toMatch(/^river-otter-42 —/);
    expect(await ask('What is my locker code?')).toMatch(/^4471 —/);
  });
});
