/**
 * "How much is my cloud storage subscription": a plans screen prices every plan alike and heads the
 * one held now ("CURRENT PLAN" / "200 GB" / "£2.49/month"); that is what it costs, not the dearest
 * upgrade listed under it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { billAmount } from '../electron/engine/qa/bill-amount';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const PLANS = ['9:41', 'Change Storage Plan', 'CURRENT PLAN', '200 GB', '£2.49/month', 'CHOOSE UPGRADE', '2 TB', '£8.99/month', 'Includes Private Relay and Hide My Email'];
const doc = (name: string, local: string, text: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('the plan held now', () => {
  it('reads the price under the current plan\'s heading', () => {
    expect(billAmount(lines(PLANS))?.value).toBe('£2.49');
    expect(billAmount(lines(['Your plan', 'Current', 'Family · 6 people', '$22.99/mo', 'Other plans', 'Individual $10.99/mo', 'Premium $32.99/mo']))?.value).toBe('$22.99');
    // A total still wins, and without a current heading the largest amount stands.
    expect(billAmount(lines(['Current account', 'Coffee 3.20', 'TOTAL 3.20']))?.value).toBe('3.20');
    // A bank's current account over its payments is no plans screen.
    expect(billAmount(lines(['Current account', 'Tesco -£4.50', 'Rent -£800.00']))?.value).toBe('£800.00');
  });

  describe('asked of a plans screen', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-current-plan'), [
        doc('plans.png', '2025-09-01T10:00:00', PLANS),
        doc('gym.png', '2025-09-02T07:00:00', ['PULSE GYM', 'Membership renewed', 'Monthly fee £32.00']),
        doc('music.png', '2025-09-03T07:00:00', ['Account', 'Music subscription', 'Student plan', '£5.99/month', 'Next payment 3 October 2025']),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    const ask = async (question: string) => (await engine.ask({ question, now: '2025-09-20T12:00:00Z', noLlm: true })).answer;

    it('reads the current plan\'s price', async () => {
      expect(await ask('How much is my cloud storage plan?')).toMatch(/^£2\.49\b/);
      expect(await ask('How much is my music subscription?')).toMatch(/^£5\.99\b/);
    });
  });
});
