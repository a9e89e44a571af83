/**
 * A label longer than the asked noun ("Avg Pace", "Network name (SSID)", "Avg Heart Rate"), or one that
 * says its value is a number ("Model No."): made-up fitness screens and home documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledBy, labelledQuantity } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
const RUN = ['Morning Run', 'Sunday, 21 September 2025', 'Distance', '10.42 km', 'Moving Time', '52:18', 'Avg Pace', '5:01 /km', 'Avg Heart Rate', '152 bpm'];
const RIDE = ['Afternoon Ride', '42.7 km', 'Distance', '1:38:05', 'Moving Time', '26.1 km/h', 'Avg Speed', '480 m', 'Elevation Gain'];
const WIFI = ['Home broadband', 'Network name (SSID): VM4471829', 'Wireless key: kq8Trmv2zhJx'];
const FRIDGE = ['Model No. RB34T672ESA', 'Serial No. 0AHL4BBT700123K', '220-240V ~ 50Hz', 'Made in Poland'];
const HOTEL = ['Check-in time: 15:00', 'Check-out time: 11:00'];

describe('a label longer than the asked noun', () => {
  it('reads the noun as the last word of its label, the one the question says or the only one', () => {
    expect(labelledBy(lines(RUN), 'pace', 'What was my pace on Sunday?')?.value).toBe('5:01 /km');
    expect(labelledBy(lines(WIFI), 'name', 'What is the wifi network name?')?.value).toBe('VM4471829');
    expect(labelledBy(lines(HOTEL), 'time', 'What is the check-out time?')?.value).toBe('11:00');
    // Two labels end so, and the question says neither: neither is read.
    expect(labelledBy(lines(HOTEL), 'time', 'What time is it?')).toBeNull();
  });

  it('reads a label that says its value is a number', () => {
    expect(labelledBy(lines(FRIDGE), 'model', 'What model is the fridge?')?.value).toBe('RB34T672ESA');
  });

  it("reads the asked noun's own label from an app's tile", () => {
    const BODY = ['Body', 'Weight', '78.4 kg', 'Body fat', '21.3 %', 'BMI', '24.1'];
    expect(labelledBy(lines(BODY), 'bmi', "What's my BMI?")?.value).toBe('24.1');
    // A label with its colon over its value is read as before.
    expect(labelledBy(lines(['Token:', '4417 2290 1183']), 'token', 'What was the meter token?')?.value).toBe('4417 2290 1183');
  });

  it('reads a measure under a longer or shortened label, or from its tile', () => {
    expect(labelledQuantity(lines(RUN), 'average heart rate')?.value).toBe('152 bpm');
    expect(labelledQuantity(lines(RIDE), 'elevation gain')?.value).toBe('480 m');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-health-labels');
    const doc = (name: string, local: string, texts: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, local, HOME, { kind, has_text: true, ocr_text: texts.join('\n') });
    engine = await engineOver(base, [
      doc('run.png', '2025-09-21T10:30:00', RUN, 'screenshot'),
      doc('ride.png', '2025-09-27T12:00:00', RIDE, 'screenshot'),
      doc('wifi.jpg', '2025-03-01T12:00:00', WIFI),
      doc('fridge.jpg', '2024-02-03T12:00:00', FRIDGE),
      doc('vaccines.jpg', '2025-05-01T12:00:00', ['IMMUNISATION RECORD', 'Name: Jamie Morgan', 'Tetanus 12/06/2019', 'Influenza 18/10/2024']),
      memoryRow('beach.jpg', '2025-08-10T15:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-01T09:00:00Z', noLlm: true })).answer;

  it('answers from the longer label, not another figure or another document', async () => {
    expect(await ask("What was my pace on Sunday's run?")).toMatch(/^5:01 \/km/);
    expect(await ask('What was my average heart rate on the Sunday run?')).toMatch(/^152 bpm/);
    expect(await ask('What was the elevation gain on the ride?')).toMatch(/^480 m/);
    expect(await ask('What is the wifi network name?')).toMatch(/^VM4471829/);
    expect(await ask('What model is the fridge?')).toMatch(/^RB34T672ESA/);
  });
});
