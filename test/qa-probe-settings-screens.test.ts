/**
 * A phone's settings and account screens set every row as a label over its value: a screen-time list
 * ("Instagram" / "1h 32m"), a device's "About" page ("Software Version" / "17.4.1", "IMEI" / its
 * digits in groups). Made-up screens, among other screenshots and photos of other kinds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { joinStacked } from '../electron/engine/qa/stacked';
import { usedQuantity } from '../electron/engine/qa/usage';
import { purposeOf } from '../electron/engine/qa/purpose';
import { labelledLength } from '../electron/engine/qa/time-length';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const SCREEN_TIME = ['21:40', 'Screen Time', 'Week', 'Day', 'Daily Average', '4h 12m', '18% from last week', 'Most Used', 'Instagram', '1h 32m', 'Messages', '48m', 'YouTube', '41m', 'Pickups', 'Daily Average', '87'];
const ABOUT = ['09:30', 'About', 'Name', "Tom's phone", 'Software Version', '17.4.1', 'Model Name', 'Nova X5', 'Serial Number', 'R58N123ABCD', 'Capacity', '128 GB', 'Available', '37.4 GB', 'IMEI', '35 678910 452311 8'];

describe('a settings screen\'s rows, label over value', () => {
  it('pairs each label with the value under it when the list starts under another label', () => {
    const joined = joinStacked(SCREEN_TIME);
    expect(joined).toContain('Instagram: 1h 32m');
    expect(joined).toContain('YouTube: 41m');
    expect(joined).not.toContain('Pickups: 41m');
    expect(joinStacked(ABOUT)).toContain('Software Version: 17.4.1');
    expect(joinStacked(ABOUT)).toContain('Capacity: 128 GB');
    expect(joinStacked(ABOUT)).toContain('Available: 37.4 GB');
  });

  it('still reads a heading over figure-over-label tiles', () => {
    expect(joinStacked(['Afternoon Ride', '42.7 km', 'Distance', '1:38:05', 'Moving Time'])).toEqual(['Afternoon Ride', 'Distance: 42.7 km', 'Moving Time: 1:38:05']);
    // A labelled row after the tiles is no code under their last label.
    expect(joinStacked(['Steps', 'Today', '11,482', 'steps', 'Daily average: 8,930'])).toContain('steps: 11,482');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-settings-screens');
    const shot = (name: string, at: string, lines: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(base, [
      shot('Screenshot_screentime.png', '2025-04-06T21:40:00', SCREEN_TIME),
      shot('Screenshot_about.png', '2025-04-25T09:30:00', ABOUT),
      shot('Screenshot_storage.png', '2025-04-25T09:31:00', ['09:31', 'Storage', '96.3 GB of 128 GB used', 'Photos', '41.2 GB', 'Apps', '22.8 GB']),
      memoryRow('cafe.jpg', '2025-04-05T12:10:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 3.20'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2025-05-26T09:00:00Z', noLlm: true });

  it('reads the time an app was used from its row, not a span of days', async () => {
    expect((await ask('How long did I spend on Instagram?')).answer).toMatch(/^1 h 32 min —/);
  });

  it('reads a device\'s version under its label', async () => {
    expect((await ask('What software version is my phone on?')).answer).toMatch(/^17\.4\.1 —/);
  });
});

const WIFI = ['14:02', '< Wi-Fi', 'HomeNet-5G', 'Forget This Network', 'Auto-Join', 'Password', 'kettle-Moon-42', 'Security', 'WPA2/WPA3 Personal', 'IP Address', '192.168.1.23'];

describe('a label alone over its value, no colon', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-settings-alone');
    const shot = (name: string, at: string, lines: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(base, [
      shot('Screenshot_about.png', '2025-04-25T09:30:00', ABOUT),
      shot('Screenshot_wifi.png', '2025-04-02T14:02:00', WIFI),
      memoryRow('cafe.jpg', '2025-04-05T12:10:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 3.20'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2025-05-26T09:00:00Z', noLlm: true });

  it('reads a code or a model under the asked label, or under the label that says it is its name', async () => {
    expect((await ask("What's my phone's IMEI?")).answer).toMatch(/^35 678910 452311 8 —/);
    expect((await ask('What model is my phone?')).answer).toMatch(/^Nova X5 —/);
  });

  it('reads a setting under its label, not the screen\'s title', async () => {
    expect((await ask('What security does my home wifi use?')).answer).toMatch(/^WPA2\/WPA3 Personal —/);
  });
});

describe('a phone plan\'s data used, printed before the word', () => {
  it('reads the quantity used, not the whole allowance after it', () => {
    const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
    expect(usedQuantity(lines(['Mobile data', '12.4 GB used of 20 GB', 'Resets in 9 days']), 'How much mobile data have I used?')?.value).toBe('12.4 GB');
    expect(usedQuantity(lines(['Data', '3.1GB of 10GB used']), 'How much data have we used?')?.value).toBe('3.1GB');
    // A bill's label first still reads the figure after it.
    expect(usedQuantity(lines(['Gas used 1,204 kWh', 'Cost £98.10']), 'How much gas did we use?')?.value).toBe('1,204 kWh');
  });
});

describe('a rejection notice\'s outcome and reason on one line', () => {
  const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
  const PERMIT = ['13:00', 'Parking permit application', 'Status', 'Rejected - proof of address older than 3 months', 'Submitted 2 Feb 2025'];

  it('reads the words after the asked outcome, in the question\'s word or a WordNet synonym', () => {
    expect(purposeOf(lines(PERMIT), 'Why was my parking permit application rejected?')?.value).toBe('proof of address older than 3 months');
    expect(purposeOf(lines(PERMIT), 'Why was my permit refused?')?.value).toBe('proof of address older than 3 months');
    expect(purposeOf(lines(['Photo check', 'Status: Failed – background is not plain']), 'Why did my passport photo fail?')?.value).toBe('background is not plain');
    // Another outcome is not the asked one's.
    expect(purposeOf(lines(['Order 4471', 'Shipped - 2 items']), 'Why was my order cancelled?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-settings-rejected');
    const shot = (name: string, at: string, texts: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: texts.join('\n') });
    engine = await engineOver(base, [
      shot('Screenshot_permit.png', '2025-02-25T13:00:00', PERMIT),
      shot('Screenshot_declined.png', '2025-03-28T19:02:00', ['19:02', 'Payment declined', 'Your card ending 4417 was declined.', 'Reason: insufficient funds', 'Order total £64.20']),
      memoryRow('cafe.jpg', '2025-04-05T12:10:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 3.20'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers why from the notice the question names, not another notice\'s "Reason"', async () => {
    const out = await engine.ask({ question: 'Why was my parking permit application rejected?', now: '2025-05-26T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^proof of address older than 3 months —/);
  });
});

describe('a "… time" that is a length', () => {
  const TRAIN = ['10:15', 'Manchester Piccadilly to London Euston', 'Departs 10:35', 'Arrives 12:49', 'Journey time 2h 14m', 'Changes 0'];

  it('reads the length under or beside the asked label, never a time of day', () => {
    expect(labelledLength(SCREEN_TIME, "What's my daily screen time?")?.value).toBe('4h 12m');
    expect(labelledLength(TRAIN, 'What was the journey time to London?')?.value).toBe('2h 14m');
    expect(labelledLength(TRAIN, 'What time does the train leave?')).toBeNull();
    expect(labelledLength(['Check-in time', '15:00'], 'What is the check-in time?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-settings-length');
    const shot = (name: string, at: string, texts: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: texts.join('\n') });
    engine = await engineOver(base, [
      shot('Screenshot_screentime.png', '2025-04-06T21:40:00', SCREEN_TIME),
      shot('Screenshot_train.png', '2025-04-10T10:15:00', TRAIN),
      memoryRow('cafe.jpg', '2025-04-05T12:10:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 3.20'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers screen time with the length the summary prints, not the status bar\'s clock', async () => {
    const out = await engine.ask({ question: "What's my daily screen time?", now: '2025-05-26T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^4h 12m —/);
  });
});
