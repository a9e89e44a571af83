/**
 * "What's the reg of the Ford": speech clips a long word ("reg", "rego") that the document prints
 * whole ("Registration: KX19 HBT"). A question word WordNet does not know that starts or shortens a
 * label the best match prints is read as that label, so the registration is answered, not the
 * policyholder's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a clipped word asked of the label it clips', () => {
  let engine: Engine;
  beforeAll(async () => {
    const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(await tempDir('clipped-word'), [
      doc('insurance.jpg', '2025-04-10T10:00:00', ['MOTOR INSURANCE CERTIFICATE', 'Policy number MTR-4471902', 'Policyholder: J SMITH', 'Make: FORD  Model: FOCUS  Registration: KX19 HBT', 'Cover: Comprehensive']),
      doc('microchip.jpg', '2025-02-01T10:00:00', ['PET MICROCHIP REGISTRATION', 'Pet name: Biscuit', 'Microchip no. 985112004563218', 'Keeper: J Smith']),
      doc('receipt.jpg', '2025-06-01T12:00:00', ['CORNER SHOP', 'MILK 1.20', 'BREAD 1.10', 'TOTAL 2.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the registration the card prints', async () => {
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-20T09:00:00Z', noLlm: true })).answer;
    expect(await ask("What's the reg of the Ford?")).toMatch(/^KX19 HBT/);
    expect(await ask("What's the rego on the Ford?")).toMatch(/^KX19 HBT/);
    expect(await ask("What's the Ford's registration?")).toMatch(/^KX19 HBT/);
  });
});
