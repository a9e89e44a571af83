/**
 * More ways of asking how a figure changed, and one more layout of a document printing both: "how
 * much weight have I lost" (a noun between "how much" and its verb), "what's the difference between
 * my net pay in March and June", "in June than in May" ("May" a month after a word that takes a time),
 * and a bill printing one label for two years ("Annual charge 2024/25 … 2025/26").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: text.join('\n') });

describe('a change asked in other words', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('value-change-wordings'), [
      doc('payslip-mar.jpg', '2025-03-28T18:00:00', ['ACME LOGISTICS LTD', 'PAYSLIP', 'Pay date: 28/03/2025', 'Basic Salary   2,650.00', 'Gross Pay   2,770.00', 'Net Pay   2,356.80']),
      doc('payslip-jun.jpg', '2025-06-27T18:00:00', ['ACME LOGISTICS LTD', 'PAYSLIP', 'Pay date: 27/06/2025', 'Basic Salary   2,810.00', 'Gross Pay   2,810.00', 'Net Pay   2,385.80']),
      doc('council.jpg', '2025-03-15T10:00:00', ['COUNCIL TAX BILL 2025/26', 'Band C', 'Annual charge 2025/26  £1,842.10', 'Annual charge 2024/25  £1,754.38', '10 instalments of £184.21']),
      doc('scales-jan.png', '2025-01-05T07:00:00', ['Body composition', 'Weight 82.4 kg', 'Body fat 24.1 %'], 'screenshot'),
      doc('scales-jun.png', '2025-06-05T07:00:00', ['Body composition', 'Weight 79.1 kg', 'Body fat 22.8 %'], 'screenshot'),
      doc('gas-may.jpg', '2025-05-03T10:00:00', ['GAS BILL', 'Account 77120', 'Total charges this period £88.40', 'Amount to pay £88.40']),
      doc('gas-jun.jpg', '2025-06-03T10:00:00', ['GAS BILL', 'Account 77120', 'Total charges this period £61.15', 'Amount to pay £61.15']),
      doc('cafe.jpg', '2025-06-10T10:00:00', ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 5.60']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-11-01T09:00:00Z', noLlm: true })).answer;

  it('reads one label printed for two years as the earlier and the later figure', async () => {
    expect(await ask('How much has my council tax gone up?')).toMatch(/^£87\.72 more — Annual charge 2024\/25\s+£1,754\.38, then Annual charge 2025\/26\s+£1,842\.10/);
    expect(await ask('Has my council tax increased?')).toMatch(/^Yes — £87\.72 more/);
  });

  it('reads a noun between "how much" and its verb, and "the difference between"', async () => {
    expect(await ask('How much weight have I lost since January?')).toMatch(/^3\.3 kg less — 82\.4 kg \(Jan 5, 2025.*then 79\.1 kg \(Jun 5, 2025/);
    expect(await ask('What is the difference between my net pay in March and June?')).toMatch(/^29\.00 more — 2,356\.80 \(Mar 28, 2025.*then 2,385\.80 \(Jun 27, 2025/);
  });

  it('takes "May" after "in" for the month', async () => {
    expect(await ask('How much less was the gas bill in June than in May?')).toMatch(/^£27\.25 less — £88\.40 \(May 3, 2025.*then £61\.15 \(Jun 3, 2025/);
  });
});
