/**
 * What a bill came to: its total line, else its largest amount that is not money handed over. A
 * receipt also prints the cash given and the change back, in whatever language it is in.
 */
import { hasMoney, moneyIn, statedAmount, withCurrency } from './number';
import { CURRENCY_MARK, NOT_A_NAME, TOTAL, type TextLine } from './text-lines';

/** A bill's amount: its total line, else the largest amount on it (what is still to go, asked so). Dates and times are no amounts. */
export function billAmount(lines: TextLine[], question = ''): { value: string; line: string } | null {
  const priced = lines.filter((l) => hasMoney(l.text));
  if (priced.length === 0) return null;
  // The last total line: a subtotal comes before the total, a "TOTAL SAVINGS" is not it. OCR of a
  // two-column receipt may set the label and its amount on lines of their own: a total label alone
  // takes the amount on the line under it.
  const totals: Array<{ text: string; amount: string }> = [];
  lines.forEach((l, i) => {
    if (!TOTAL.test(l.text) || NOT_THE_TOTAL.test(l.text)) return;
    const next = lines[i + 1]?.text;
    if (hasMoney(l.text)) totals.push({ text: l.text, amount: l.text });
    else if (next && hasMoney(next) && NOT_A_NAME.test(next.replace(MONEY_WORDS, ''))) totals.push({ text: `${l.text} ${next}`, amount: next });
  });
  // Without a total, the largest amount that is not money handed over (cash given, change back); one
  // printed with its currency before a bare number ("ISK 9.120" before "15.07").
  const chosen = totals[totals.length - 1] ?? dueBeforeCash(priced) ?? currentOne(lines) ?? (() => {
    // "11.204 GAL @ $3.459": a price after "@" is per unit, not what was paid.
    // A label may sit alone on the line above its amount ("M-PESA balance is" / "Ksh12,415.50.").
    const underTender = new Set(lines.filter((l, i) => i > 0 && TENDER.test(lines[i - 1]!.text) && !hasMoney(lines[i - 1]!.text)));
    const paid = priced.filter((l) => !TENDER.test(l.text) && !underTender.has(l) && !l.text.includes('@') && !quotedOnly(l.text));
    const pool = paid.length > 0 ? paid : priced;
    const marked = pool.filter((l) => moneyIn(l.text).some((m) => withCurrency(m.printed)));
    const line = [...(marked.length > 0 ? marked : pool)].sort((a, b) => largest(b.text) - largest(a.text))[0]!;
    return { text: line.text, amount: line.text };
  })();
  return { value: statedAmount(chosen.amount, question)!, line: chosen.text };
}

/**
 * A receipt in any language prints what was due, the cash handed over and the change back ("SUMME
 * 8,40", "BAR 10,00", "RÜCKGELD 1,60"): the due and the change make up the cash, the largest amount on
 * it, and the due (at least every amount before it, the items it adds up) is what it cost.
 */
function dueBeforeCash(priced: readonly TextLine[]): { text: string; amount: string } | null {
  const values = priced.map((l) => moneyIn(l.text).at(-1)!.value);
  const most = Math.max(...values);
  for (let i = 0; i + 2 < values.length; i++) {
    const [due, cash, change] = [values[i]!, values[i + 1]!, values[i + 2]!];
    if (cash === most && change > 0 && Math.abs(due + change - cash) < 0.005 && values.slice(0, i).every((v) => v <= due)) return { text: priced[i]!.text, amount: priced[i]!.text };
  }
  return null;
}

/**
 * A plans screen prices every plan alike ("£2.49/month", "£8.99/month") and heads the one held now
 * ("CURRENT PLAN" / "200 GB" / "£2.49/month"): that one is what it costs, not the dearest upgrade.
 */
function currentOne(lines: readonly TextLine[]): { text: string; amount: string } | null {
  const at = lines.findIndex((l) => CURRENT.test(l.text) && !hasMoney(l.text));
  const priced = at < 0 ? undefined : lines.slice(at + 1, at + 1 + CURRENT_REACH).find((l) => hasMoney(l.text));
  // Plans are priced by the period; a bank's "Current account" over its payments is no plans screen.
  const plans = lines.filter((l) => hasMoney(l.text) && quotedOnly(l.text));
  return priced && plans.length >= 2 && plans.includes(priced) ? { text: `${lines[at]!.text} ${priced.text}`, amount: priced.text } : null;
}
const CURRENT = /\bcurrent\b/i;
/** How many lines under its heading the current plan's price may sit (its name, its size, then the price). */
const CURRENT_REACH = 3;

/**
 * What is left on a card or account after paying ("New balance $33.15" under "Amount $30.00", a payment
 * text's "M-PESA balance is Ksh12,415.50"): not what it cost. A "BALANCE DUE" is what is owed, and stays.
 */
const LEFT_AFTER = /\b(?:new|remaining|available|card|current|account|wallet)\s+balance\b|\bbalance\s+(?:remaining|left|available|is)\b/i;
/** Lines that name a part of the bill or money handed over, not what it came to. */
const NOT_THE_TOTAL = new RegExp(`\\b(sub-?total|savings|discount|tax|vat|tip|items?)\\b|\\b(?:previous|opening|last)\\s+(?:balance|bill|statement)\\b|\\bbrought forward\\b|\\bpayments?\\s+received\\b|${LEFT_AFTER.source}`, 'i');
const TENDER = new RegExp(`\\b(cash|change|tendered|tender)\\b|${LEFT_AFTER.source}`, 'i');
/** A currency before an amount ("NZD 12.50", "Rs. 40"). */
const MONEY_WORDS = new RegExp(`(?:${CURRENCY_MARK})(?=\\s?\\d)`, 'g');

/**
 * A shelf label prints the price with the rate per unit ("£5.40 per kg", "54p/100g") and the old price
 * ("Was £1.60"): a line whose every amount is a rate or a former price is not what the thing costs.
 */
function quotedOnly(text: string): boolean {
  return moneyIn(text).every((m) => /^\s*(?:per\b|\/)\s*\d*\s*\p{L}/iu.test(text.slice(m.at + m.printed.length)) || /\b(?:was|rrp|previously)\s*$/i.test(text.slice(0, m.at)));
}

function largest(text: string): number {
  return Math.max(0, ...moneyIn(text).map((m) => m.value));
}
