/**
 * "Who said they'd bring the cake": a chat screenshot prints each message under its sender's name (a
 * group chat), beside it ("Alex Moreno: …", an exported chat) or under a name with its time (a
 * workspace chat). The one asked about is the sender of the message that says it — not the chat's
 * title, not whoever asked the group — and a form's labels or a notice's capitals are no chat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { chatMessages, chatSpeaker } from '../electron/engine/qa/chat';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text }));
const FAMILY = ['Family 🎄', 'Mum', 'Who is bringing what on Sunday?', '18:02', 'Sam', "I'll bring the cake", '18:05', 'Alex', 'I can do the wine and crisps', '18:07', 'Mum', 'Lovely. Lunch is at 1pm', '18:10'];
const WORKSPACE = ['# team-ops', 'Priya Shah  10:42 AM', 'I will send the invoice to the client today', 'Tom Reid  10:45 AM', 'Thanks! I am off from Friday', 'Priya Shah  10:47 AM', 'Enjoy!'];
const EXPORTED = ['[26/11/2025, 09:12] Dad: the plumber is coming Tuesday at 8', '[26/11/2025, 09:13] Ellie: I will pick up the keys', '[26/11/2025, 09:20] Dad: Thanks love'];

describe('the sender of the message a question names', () => {
  it('reads the sender over, beside or before each message', () => {
    expect(chatSpeaker(lines(FAMILY), "Who said they'd bring the cake?")?.value).toBe('Sam');
    // "bringing" is in the host's question and in every answer; "wine" in one.
    expect(chatSpeaker(lines(FAMILY), 'Who is bringing the wine?')?.value).toBe('Alex');
    expect(chatSpeaker(lines(WORKSPACE), 'Who is sending the invoice?')?.value).toBe('Priya Shah');
    expect(chatSpeaker(lines(WORKSPACE), 'Who is off from Friday?')?.value).toBe('Tom Reid');
    expect(chatSpeaker(lines(EXPORTED), 'Who said they would pick up the keys?')?.value).toBe('Ellie');
  });

  it('leaves a settings screen, a form and a notice in capitals alone', () => {
    expect(chatMessages(lines(['9:41', 'About', 'Name', "Jo's iPhone", 'Model Name', 'iPhone 13', 'Serial Number', 'G7KQ2LMN4P']))).toEqual([]);
    expect(chatMessages(lines(['Network: Home_5G', 'Password: bluebell-42', 'Router: Hub 2']))).toEqual([]);
    // One heading over an app's lines is the screen's title, not a sender.
    expect(chatMessages(lines(['19:52', 'Order #4821', 'Lotus Kitchen', 'On its way', 'Your rider Piotr is on the way', 'Arriving 20:10']))).toEqual([]);
    expect(chatMessages(lines(['APPOINTMENT REMINDER', 'PATIENT: MISO (CAT)', '10:30', 'WITH DR. A. NAKAMURA', '11:00', 'ANNUAL EXAM']))).toEqual([]);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-tech-chat');
    const home = { lat: 51.4545, lon: -2.5879 };
    engine = await engineOver(base, [
      memoryRow('family-chat.png', '2025-11-20T18:12:00', home, { kind: 'screenshot', has_text: true, ocr_text: FAMILY.join('\n') }),
      memoryRow('team-chat.png', '2025-11-25T10:50:00', home, { kind: 'screenshot', has_text: true, ocr_text: WORKSPACE.join('\n') }),
      memoryRow('cafe.jpg', '2025-11-22T09:00:00', home, { kind: 'photo', has_text: true, ocr_text: 'Bean There Cafe\nCarrot cake 3.20\nTOTAL 3.20' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers who with the sender, not the chat title', async () => {
    const out = await engine.ask({ question: 'Who said they would bring the cake?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Sam —/);
  });
});
