/** Made-up DIY, gardening and hobby documents the qa-probe-diy tests ask about, in the layouts real ones come in. */
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../../electron/engine/index';
import { engineOver, memoryRow } from './memory-rows';
import { tempDir } from './temp';

export const HOME = { lat: 52.2053, lon: 0.1218 };
export const PARTS = ['HEMNES', 'Chest of 3 drawers', 'Parts', 'A  x2  side panel', 'C  x16  wooden dowel', 'D  x24  screw', 'F  x1  allen key'];
export const SEEDS = ['Tomato Gardener\'s Delight', 'Sow indoors: Feb - Apr', 'Plant out: May - Jun', 'Harvest: Jul - Oct', 'Spacing: 45cm'];
export const SUNFLOWER = ['SUNFLOWER', 'Russian Giant', 'When to sow', 'April - May', 'Flowering', 'July - September', 'Grows to 3m'];
export const LESSONS = ['12:00', 'Violin lessons', 'Next lesson', 'Thu 6 Feb', '17:15', 'with Ms Hartley', 'Grade 3 exam', '14 March 2025'];
export const RULES = ['Allotment Society', 'Plot holder rules', '1. Annual rent of £45 is due by 1 March.', '3. No bonfires between April and September.', '4. Hosepipes are not permitted.', '5. Dogs are welcome on a lead.'];
export const WINDOW = ['Living room window', 'width 1420mm', 'drop 1650mm', 'shelf depth 28cm'];
export const HAT = ['Cosy Cable Hat', 'Tension: 18 sts and 24 rows to 10cm', 'Cast on 88 sts using 4.5mm needle'];
export const BAND = ['Yarn band', 'Merino DK', 'Shade 402 Heather', 'Dye lot 7781', '50g / 112m'];
export const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

/** An engine over every document here, and a way to ask it. */
async function diyEngine(name: string): Promise<{ engine: Engine; ask: (question: string) => Promise<string> }> {
  const base = await tempDir(name);
  const doc = (name: string, at: string, text: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: text.join('\n') });
  const engine = await engineOver(base, [
    doc('parts.jpg', '2025-02-22T14:00:00', PARTS),
    doc('seeds.jpg', '2025-03-10T09:30:00', SEEDS),
    doc('sunflower.jpg', '2025-04-20T11:00:00', SUNFLOWER),
    doc('Screenshot_lessons.png', '2025-02-01T12:00:00', LESSONS, 'screenshot'),
    doc('rules.jpg', '2025-01-12T10:00:00', RULES),
    doc('window.jpg', '2025-02-20T19:00:00', WINDOW),
    doc('hat.jpg', '2025-01-20T20:00:00', HAT),
    doc('band.jpg', '2025-03-08T14:00:00', BAND),
    doc('Screenshot_loans.png', '2025-03-18T21:05:00', ['21:05', 'My Account', 'Loans (2)', 'Knitting Without Tears', 'Due back 2 April 2025', 'Woodwork for Beginners', 'Due back 9 April 2025', 'Renew all'], 'screenshot'),
    doc('base.jpg', '2025-05-04T08:00:00', ['Shed base', 'Length 8ft', 'Width 6ft', 'Slabs 600x600 x 12', 'Decking boards 3.6m x 12']),
    doc('sunflower-packet.jpg', '2025-04-20T11:05:00', ['Sunflower Giant', 'Plant spacing 45cm', 'Grows to 3m']),
    doc('receipt.jpg', '2025-03-01T15:40:00', ['HARDWARE STORE', 'WALL PLUGS X100   2.98', 'MASKING TAPE   3.25', 'TOTAL   6.23']),
  ]);
  return { engine, ask: async (question: string) => (await engine.ask({ question, now: '2025-04-08T09:00:00Z', noLlm: true })).answer };
}

/** The engine over these documents for the suite it is called in (opened before, closed after), as a way to ask it. */
export function askDiy(name: string): (question: string) => Promise<string> {
  let opened: { engine: Engine; ask: (question: string) => Promise<string> } | undefined;
  beforeAll(async () => {
    opened = await diyEngine(name);
  }, 120_000);
  afterAll(async () => {
    await opened?.engine.close();
  });
  return (question) => opened!.ask(question);
}
