/**
 * "Where is the reception", "where are we meeting": an invitation, a flyer or a group chat says where in
 * a sentence — the occasion, or a plan's day and time, then "at" the place's name ("Reception to follow
 * at Wolfson Hall", "Sat 7pm at Luigi's?").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledPlace } from '../electron/engine/qa/place-label';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.5074, lon: -0.1278 };
const WEDDING = ['Together with their families', 'Emily Carter', '&', 'James Wright', 'request the pleasure of your company', 'on Saturday the twentieth of June', "St Mary's Church", 'Reception to follow at Wolfson Hall', 'Kindly reply by 1st May'];
const CHAT = ['Book Club 📚', 'Priya', "Sat 7pm at Luigi's?", 'Mark', '👍', 'Jo', 'Works for me! Bringing wine'];

describe('where, said after "at"', () => {
  it('reads the name after "at" on the line of the asked occasion, or of a plan asked where to meet', () => {
    expect(labelledPlace(WEDDING, 'Where is the wedding reception?')?.value).toBe('Wolfson Hall');
    expect(labelledPlace(['Comedy Night at The Fox & Hounds', 'Thu 16 Apr'], 'Where is the comedy night?')?.value).toBe('The Fox & Hounds');
    expect(labelledPlace(CHAT, 'Where are we meeting for book club?')?.value).toBe("Luigi's");
  });

  it('leaves a time after "at", another occasion, and a plan not asked as a meeting alone', () => {
    expect(labelledPlace(['Doors open at 19:15', 'Reception at the door'], 'Where is the reception?')).toBeNull();
    expect(labelledPlace(['Drinks at The Anchor'], 'Where is the reception?')).toBeNull();
    expect(labelledPlace(CHAT, 'Where did I buy wine?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-events-venue-at');
    engine = await engineOver(base, [
      memoryRow('wedding.jpg', '2026-01-10T15:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: WEDDING.join('\n') }),
      memoryRow('chat.png', '2026-03-10T21:00:00', null, { kind: 'screenshot', has_text: true, ocr_text: CHAT.join('\n') }),
      memoryRow('park.jpg', '2026-03-02T12:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers where the reception is', async () => {
    const ask = (question: string) => engine.ask({ question, now: '2026-03-12T09:00:00Z', noLlm: true });
    expect((await ask('Where is the wedding reception?')).answer).toMatch(/^Wolfson Hall — /);
  });
});
