import { joinStacked } from './stacked';
import { labelledShare, PERCENT, plainModifiers, unprintedHeads } from './amount-label';
import { contentWords, wordKey } from '../augment/similarity';
import { isKindOf } from './kind-of';
import { morphy, wordnet, type WordNet } from './lexicon/wordnet';
import { receiptShortForm } from './lexicon/abbreviation';
import { englishOf } from './lexicon/abroad';
import { loadedLanguageCount } from './lexicon/translations';
import { ASKS_TO_GO } from './progress';
import { escapeRegExp, CURRENCY_MARK, GROUPED, HAS_MONEY, TOTAL, type TextLine } from './text-lines';

/**
 * Numbers asked of a document, read from the line that says what was asked, not the first number on
 * the page: "how much was the tip" is the TIP line of a bill, not its total; "how many litres" the
 * number printed with a litre's unit; an amount is money, never a date ("15.07.2025" holds no 15.07).
 */

/** Amounts with cents, or whole amounts written with a currency ("ISK 9.120", "¥1,200", "$1850", "Rs. 2,50,000"). */
const CENTS = new RegExp(`(${GROUPED}|\\d+)[.,](\\d{2})\\b`, 'g');
const WHOLE = new RegExp(`(?:${CURRENCY_MARK})\\s?(${GROUPED}|\\d+)(?![.,]?\\d)`, 'g');
const CURRENCY = new RegExp(CURRENCY_MARK);
/** Pence: a figure of one or two, or three with decimals, "p" ending the word ("720p" is a screen's). */
const PENCE = /(?<![\d.,£$€])(\d{1,3}\.\d{1,3}|\d{1,2})p\b/g;
/** A currency just before an amount ("EUR 54,00"): built once, its ISO codes are ~300 alternatives. */
const LEADING_CURRENCY = new RegExp(`(?:${CURRENCY_MARK})\\.?\\s?$`);

/**
 * The amounts of money on a line, as printed, left to right. A number that is part of a date or a
 * time ("15.07.2025", "12.30") is none, nor one inside a longer number.
 */
export function moneyIn(text: string): Array<{ printed: string; value: number; at: number }> {
  const out: Array<{ printed: string; value: number; at: number }> = [];
  for (const m of text.matchAll(CENTS)) {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index! + m[0].length);
    // "15.07.2025", "2024-06-18 20.31": a date or a time, not cents; "2,50" of "2,50,000" is a number's head.
    // A minus after a space is a sign: a receipt's saving prints "-0.50".
    if (/[\d.,/:]$|[^\s]-$/.test(before) || /^[.,/:-]\d/.test(after)) continue;
    // "3.75% AER", "VAT 20.00%": a rate, not a sum of money.
    if (/^\s?%/.test(after)) continue;
    // A currency before it is part of what was printed ("EUR 54,00", "$7.90").
    const lead = LEADING_CURRENCY.exec(before);
    const start = lead ? m.index! - lead[0].length : m.index!;
    out.push({ printed: text.slice(start, m.index! + m[0].length).trim(), value: Number(`${m[1]!.replace(/[,.\s]/g, '')}.${m[2]}`), at: start });
  }
  // "24.50p per kWh", "99p": pence, a British tariff's and a shelf's price; counted in pounds.
  for (const m of text.matchAll(PENCE)) out.push({ printed: m[0], value: Number(m[1]) / 100, at: m.index! });
  for (const m of text.matchAll(WHOLE)) {
    if (out.some((o) => Math.abs(o.at - m.index!) <= 4)) continue;
    out.push({ printed: m[0].trim(), value: Number(m[1]!.replace(/[,.\s]/g, '')), at: m.index! });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** "of", or a word saying what the first amount is before it: "£1,350 saved of £2,000", "£420 raised of £1,000". */
const COUNTED_TOWARDS = /^\s*(?:\p{L}+\s+)?of\s*$/iu;

/**
 * The amount a line states: its last ("Tip 15%  $6.30"), except where it counts towards another
 * ("£640 of £1,500", a savings goal's or a budget's progress): that is the amount there is, the second
 * the whole it is counted against, and what is still to go is the one less the other.
 */
export function statedAmount(text: string, question = ''): string | null {
  const all = moneyIn(text);
  if (all.length === 0) return null;
  const [a, b] = [all[all.length - 2], all[all.length - 1]!];
  if (a && COUNTED_TOWARDS.test(text.slice(a.at + a.printed.length, b.at))) {
    return (ASKS_TO_GO.test(question) ? combined([a.printed, b.printed], ([x, y]) => y! - x!) : null) ?? a.printed;
  }
  return b.printed;
}

export function hasMoney(text: string): boolean {
  return moneyIn(text).length > 0;
}

/** The currency an amount is printed with ("€" of "950,00 €", "EUR" of "EUR 54,00"), or null. */
export function currencyOf(printed: string): string | null {
  return CURRENCY.exec(printed)?.[0] ?? null;
}

/** Whether the amount printed names its currency: "ISK 9.120" is money, a bare "9.120" may be a count. */
export function withCurrency(printed: string): boolean {
  return CURRENCY.test(printed);
}

/**
 * Words that ask for the whole of a bill: their answer is its total line (extract.ts), not a line
 * that prints them ("UNIT PRICE").
 */
const WHOLE_AMOUNT = new Set(['cost', 'price', 'amount', 'total', 'charge', 'pay', 'payment', 'spend', 'bill', 'money', 'sum']);
/** WordNet kinds whose members are a part of a bill one can ask for: a tip, a fare, a tax, a fee, a refund. */
export const MONEY_KINDS = ['cost', 'sum', 'outgo', 'payment'];

/** A noun for an amount of money: one of the whole's ("pay", "total") or a kind of cost or payment. */
export function isAmountNoun(word: string, db: WordNet = wordnet()): boolean {
  return WHOLE_AMOUNT.has(word) || MONEY_KINDS.some((k) => isKindOf(word, k, db));
}
/**
 * "How much was the deposit?", "how much GST did I pay": one noun asked the amount of. A thing bought is
 * asked the same ways ("how much did the eggs cost", "how much did I pay for the MOT", "how much were
 * the tiles at the hardware store"): its line's price, not the receipt's total.
 */
const NAMED_AMOUNT = new RegExp(
  [
    /\bhow much (?:was|is|were|are) (?:(?:the|my|our|a|an) )?((?:[a-z]{3,} )?[a-z]{3,})\s*(?:[?.!]|\s(?:at|from|in|on|for)\s.*)?$/.source,
    /\bhow much ([a-z]{2,}) (?:did|do|does|was|were|have|had)\b/.source,
    // "How much federal tax was taken", "how much income tax did I pay": the noun with its modifier.
    /\bhow much (?!(?:did|do|does|was|were|is|are|have|had)\b)([a-z]{3,} [a-z]{2,}) (?:did|do|does|was|were|have|had)\b/.source,
    /\b(?:how much|what) (?:did|do|does) (?:the |my |our |a |an )?((?:[a-z]{3,} )?[a-z]{3,}) cost\b/.source,
    // "How much did I claim for the hotel", "how much did we spend on parking": an expense claim's line.
    /\bhow much (?:did|do) (?:i|we) (?:pay|claim|spend) (?:for|on) (?:the |my |our |a |an )?((?:[a-z]{3,} )?[a-z]{3,})\s*(?:[?.!]|\s(?:at|from|in)\s.*)?$/.source,
    // "How much did they take off for cleaning the oven": what the money was for, whatever the verb.
    /\bhow much\b.*?\bfor (?:the |my |our |a |an )?([a-z]{3,}(?: (?:the |my |our |a |an )?[a-z]{3,})?)\s*[?.!]?$/.source,
  ].join('|'),
);
/** Words inside a named phrase that no label prints ("cleaning the oven" is printed "Cleaning oven"). */
const DETERMINER = new Set(['the', 'my', 'our', 'a', 'an']);

/** A question about what came off a bill. */
const SAVED = /\b(?:save|saved|saving|savings)\b/i;
/** A question about a rate, which is printed as a percentage ("3.75% AER"), not an amount. */
const RATE_ASKED = /\b(?:rate|percent|percentage|apr|aer)\b/i;
/** A question about what an account or a card holds. */
const HELD = /\bhow much (?:money |cash )?(?:is|was|have (?:i|we) got|do (?:i|we) have|did (?:i|we) have)(?: there)?(?: left| available| saved)? (?:in|on)\b/i;
/** A question about what is still to be paid, not what the whole came to. */
const OWED = /\b(?:owe|owed|owing|outstanding|left to pay|still (?:have )?to pay|still due)\b/i;

/**
 * "How much was the tip / the deposit fee / the tax": the amount on the line labelled with the asked
 * part of the bill. The question's nouns that WordNet files under costs and payments, printed on a
 * line with money (or a label alone with its amount on the next line).
 */
export function labelledAmount(lines: TextLine[], question: string, db: WordNet = wordnet()): { value: string; line: string } | null {
  const asked: string[][] = [...contentWords(question)].filter((w) => !WHOLE_AMOUNT.has(w) && MONEY_KINDS.some((k) => isKindOf(w, k, db) || isKindOf(usSpelling(w), k, db))).map((w) => [w]);
  // "The service charge", "the cover charge": a compound WordNet files under costs, whose head alone
  // ("charge") would ask for the whole bill.
  const said = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (let i = 1; i < said.length; i++) {
    if (!MONEY_KINDS.some((k) => isKindOf(`${said[i - 1]}_${said[i]}`, k, db))) continue;
    asked.push([said[i - 1]!, said[i]!]);
    // A bill prints "Service 12.5%  5.74", "Delivery 3.99": the charge by its first word alone.
    if (WHOLE_AMOUNT.has(said[i]!)) asked.push([said[i - 1]!]);
  }
  asked.push(...plainModifiers(said, (w) => isAmountNoun(w, db), db));
  // "How much was the deposit": the thing the question names is the label, whatever WordNet files it under.
  const m = NAMED_AMOUNT.exec(question.toLowerCase());
  const named = m?.slice(1).find((g) => g !== undefined);
  // Two words name it as printed ("how much was the sales tax": "Sales Tax 10.25%  $5.13").
  const phrase = named?.split(' ').filter((w) => !DETERMINER.has(w)) ?? [];
  if (named && !WHOLE_AMOUNT.has(phrase[phrase.length - 1]!) && !asked.some((p) => p.join(' ') === named)) asked.push(phrase);
  const owed = owedAmount(lines, question);
  if (owed) return owed;
  // "How much is in my current account": what an account holds is its balance, however the app labels the rest.
  if (HELD.test(question)) asked.push(['balance']);
  // "How much did I save (with the multibuy)": a receipt prints what came off as a saving or a
  // discount, or on the offer's own line, which the question may name.
  if (SAVED.test(question)) asked.push(['saving'], ['savings'], ['save'], ['discount'], ...[...contentWords(question.replace(SAVED, ''))].filter((w) => w.length >= 4 && !WHOLE_AMOUNT.has(w)).map((w) => [w]));
  if (asked.length === 0) return null;
  const found = amountLabelled(lines, asked, question) ?? amountLabelled(lines, unprintedHeads(lines, asked, holdsWord), question);
  if (found) return found;
  // "Compensation: 50% of single fare" over "Amount: £3.10": a share of a base, reckoned on the line under
  // it, is that amount ("discount 25%" over "Amount payable" is no reckoning of the discount).
  const share = labelledShare(lines, asked);
  const under = share && /%\s*of\b/i.test(share.line) ? lines[lines.findIndex((l) => l.text.trim() === share.line) + 1]?.text : undefined;
  const reckoned = under !== undefined && /^\s*\p{L}+(?:\s+\p{L}+)?\s*[:=]?\s*\S*\d[\d.,]*\s*$/u.test(under) ? statedAmount(under) : null;
  return reckoned ? { value: reckoned, line: `${share!.line} · ${under!.trim()}` } : share;
}

/**
 * "How much do I still owe": what is left to pay after a deposit, printed as the balance, the amount due
 * or the amount owed ("Amount you owe: £412.60"). It is that line whatever the debt is for ("still owe
 * for the trousers" is no trousers line). Null when the question asks no debt or the lines print none.
 */
export function owedAmount(lines: readonly TextLine[], question: string): { value: string; line: string } | null {
  return OWED.test(question) ? amountLabelled(lines, [['balance'], ['outstanding'], ['due'], ['owe'], ['owed'], ['owing']], question) : null;
}

/**
 * Whether a line's words hold the word asked, whole, as a prefix, in a receipt's short form, or as a
 * language the library's photos were taken in prints it ("LÍQUIDO A RECEBER" is the net pay).
 */
const holdsWord = (words: readonly string[], w: string): boolean =>
  words.some((x) => x === w || x === wordKey(w) || (x.length >= 4 && (x.startsWith(w) || w.startsWith(x))) || receiptShortForm(x, w) || (loadedLanguageCount() > 0 && englishOf(x).includes(w)));

function amountLabelled(lines: readonly TextLine[], asked: readonly string[][], question: string): { value: string; line: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.text;
    const words = [...contentWords(text)];
    if (!asked.some((phrase) => phrase.every((w) => holdsWord(words, w)))) continue;
    // "What interest rate …": a rate is printed as a percentage, on the label's line or under it.
    const rate = RATE_ASKED.test(question) ? [text, lines[i + 1]?.text ?? ''].map((t) => PERCENT.exec(t)?.[0]).find(Boolean) : undefined;
    if (rate) return { value: rate, line: text };
    const here = statedAmount(text, question);
    if (here !== null) return { value: here, line: text };
    const next = lines[i + 1]?.text;
    const below = next ? moneyIn(next) : [];
    if (below.length > 0 && /^[\s\d\p{P}\p{S}A-Z]{0,6}$/u.test(next!.replace(below[0]!.printed, ''))) return { value: below[0]!.printed, line: `${text} ${next}` };
    // A weighed or multiplied item prints its reckoning under its name ("0.842 kg @ £0.94/kg  0.79"): its price is the last.
    if (below.length > 0 && RECKONING.test(next!)) return { value: below[below.length - 1]!.printed, line: `${text} ${next}` };
  }
  return null;
}

/**
 * British English keeps one "l" before "-ment" where American doubles it ("instalment", "enrolment"),
 * and WordNet files the payment sense under the American form only.
 */
function usSpelling(word: string): string {
  return word.replace(/(?<=[aeiou])l(ments?)$/, 'll$1');
}

/**
 * "How many litres / kilometres / calories": the number printed with the unit asked, in any of the
 * forms WordNet lists for it ("litre, l", "kilometre, km", "mile, mi"), decimals whole ("38,61 L").
 */
export function unitQuantity(lines: TextLine[], unit: string, db: WordNet = wordnet()): { value: string; line: string } | null {
  const forms = unitForms(unit, db);
  if (forms.length === 0) return null;
  const re = new RegExp(`(?<![\\d.,])(\\d+(?:[.,]\\d+)?)\\s?(${forms.map(escapeRegExp).join('|')})(?![\\p{L}\\d])|\\b(${forms.map(escapeRegExp).join('|')})\\s*[:=]?\\s*(\\d+(?:[.,]\\d+)?)(?![\\d.,]*\\d)`, 'iu');
  // An app's tile ("Calories" over "712 Cal") is the unit's name as a label over its figure.
  for (const text of joinStacked(lines.map((l) => l.text))) {
    const m = re.exec(text);
    if (m) return { value: m[1] ? `${m[1]} ${m[2]}` : `${m[4]} ${m[3]}`, line: text };
  }
  return null;
}

/**
 * A score out of a maximum ("69/80", "18 / 20"), as a result sheet prints its parts and its whole:
 * the one on a total line, else the one out of the most (the whole is out of the sum of the parts).
 * A date ("12/05/2025", "12/05") is none: a score's maximum is a round number or above the score.
 */
export function scoreOutOf(lines: TextLine[]): { value: string; line: string } | null {
  const scores = lines.flatMap((l) =>
    [...l.text.matchAll(/(?<![\d.,/:-])(\d+(?:[.,]\d+)?)\s?\/\s?(\d+)(?![\d/.,-]\d|\d)/g)]
      .filter((m) => Number(m[1]!.replace(',', '.')) <= Number(m[2]) && Number(m[2]) >= 5)
      .map((m) => ({ value: m[0].replace(/\s/g, ''), out: Number(m[2]), total: TOTAL.test(l.text), line: l.text })),
  );
  if (scores.length === 0) return null;
  const best = scores.find((x) => x.total) ?? [...scores].sort((a, b) => b.out - a.out)[0]!;
  return { value: best.value, line: best.line };
}

/** "Per litre", "a night", "per kilo": a rate asked for, with the unit it is per. */
export const PER_UNIT = /\bper\s+(\p{L}+)|(?<!\b(?:about|around|in|for|within|over|under|than|nearly|almost|just|only|after)\s+)\b(?:each|every|a)\s+(day|night|week|month|year)\b(?!\s+(?:ago|later|before|after|earlier|or|and))/iu;

/** The unit a rate is asked in: "per litre", "per night", "each month", "a year" (not "a month ago", "in a week"). */
export function askedUnit(question: string, db: WordNet = wordnet()): string | undefined {
  const m = PER_UNIT.exec(question);
  if (m) return (m[1] ?? m[2])!.toLowerCase();
  // "What did petrol cost a litre", "£3 a kilo": a measure after "a" is a rate as after "per". Time's
  // units are read above, where "in a week" and "a month ago" are told apart.
  const measure = [...question.matchAll(/\b(?:a|an)\s+(\p{L}{2,})\b/giu)].map((a) => a[1]!.toLowerCase()).find((w) => isKindOf(w, 'unit of measurement', db) && !isKindOf(w, 'time unit', db));
  return measure;
}

/** A rate of time printed as one word: "10 monthly instalments of £48.62", "Annual premium £143.00". */
const TIME_RATE: Record<string, string> = { day: 'daily', night: 'nightly', week: 'weekly', month: 'monthly', year: 'yearly|annual(?:ly)?' };

/**
 * "What was diesel per litre", "how much per night": the number printed as a rate of the unit asked,
 * in any of its WordNet forms, written "/L", "per litre", with or without a currency between
 * ("1.689 EUR/L", "$3.45/gal", "€95 per night"), or a label before it ("PRICE/L: 1.859").
 */
export function perUnit(lines: TextLine[], unit: string, db: WordNet = wordnet()): { value: string; line: string } | null {
  const known = unitForms(unit, db);
  // A pump prints its own short form of the unit ("151.9 p/ltr"): a word after "/" or "per" that
  // shortens one of the unit's names is that unit.
  const printed = lines.flatMap((l) => [...l.text.matchAll(/(?:\/\s*|\bper\s+)(\p{L}{3,5})(?![\p{L}\d])/giu)].map((m) => m[1]!.toLowerCase()));
  const short = [...new Set(printed)].filter((p) => !known.includes(p) && known.some((k) => receiptShortForm(p, k)));
  const forms = [...known, ...short].map(escapeRegExp).join('|');
  const per = `(?:\\s*\\/\\s*|\\s+per\\s+)(?:${forms})(?![\\p{L}\\d])`;
  const after = new RegExp(`(?<![\\d.,])\\d+(?:[.,]\\d+)?(?:\\s?[^\\s\\d/]{1,4}\\.?)?${per}`, 'iu');
  const before = new RegExp(`${per}\\)?\\s*[:=]?\\s*(?:${CURRENCY_MARK})?\\s?(\\d+(?:[.,]\\d+)?)(?![\\d.,]*\\d)`, 'iu');
  for (const l of lines) {
    const m = after.exec(l.text);
    if (m) return { value: m[0].trim(), line: l.text };
    const b = before.exec(l.text);
    if (b) return { value: b[1]!, line: l.text };
  }
  const rate = TIME_RATE[unit.toLowerCase()];
  const adverb = rate ? new RegExp(`\\b(?:${rate})\\b`, 'i') : null;
  for (const l of adverb ? lines : []) {
    const money = adverb!.test(l.text) ? HAS_MONEY.exec(l.text) : null;
    if (money && CURRENCY.test(l.text)) return { value: money[0].trim(), line: l.text };
  }
  return null;
}

/**
 * The number on the line that names what was asked ("PETROL 41,07" for litres of petrol), when OCR lost
 * the unit printed after it. Dates and times are not it.
 */
export function numberBeside(lines: TextLine[], terms: readonly string[]): { value: string; line: string } | null {
  const wanted = new Set(terms.filter((t) => t.length >= 3));
  for (const l of lines) {
    if (![...contentWords(l.text)].some((w) => wanted.has(w))) continue;
    // The last number: a grade or a pump printed before it is a name ("PETROL 95  41,07").
    const all = [...l.text.matchAll(/(?<![\d.,/:-])(\d+(?:[.,]\d+)?)(?![\d]|[./:-]\d)/g)];
    if (all.length > 0) return { value: all[all.length - 1]![1]!, line: l.text };
  }
  return null;
}

/** A unit's printed forms: the words of its commonest senses, plural or not, longest first. */
function unitForms(unit: string, db: WordNet): string[] {
  const head = unit.split(/\s+/).pop()!.toLowerCase();
  const forms = new Set<string>([head]);
  for (const lemma of morphy(head, 'n', db)) {
    forms.add(lemma);
    for (const offset of (db.lookup(lemma, 'n')?.offsets ?? []).slice(0, 2)) {
      for (const w of db.synset(offset, 'n').words) if (/^[a-z]+$/i.test(w)) forms.add(w.toLowerCase());
    }
  }
  for (const f of [...forms]) if (f.length > 2) forms.add(`${f}s`);
  // "Square feet" is printed "sq ft", "square feet" or "ft²", never the length's unit alone ("60 ft" is a garden's length).
  const power = /^(?:square|cubic)\b/i.exec(unit)?.[0].toLowerCase();
  const all = power ? [...forms].flatMap((f) => [`sq ${f}`, `sq. ${f}`, `${power} ${f}`, `${f}${power === 'square' ? '²' : '³'}`]) : [...forms];
  return all.sort((a, b) => b.length - a.length);
}


/** "How much did I spend on coffee in April", "pay for parking in July", "in total": money over several occasions adds up. */
export const SPENT = /\b(spen[dt]|paid|pay|cost (?:me|us)|in total|altogether|all together)\b/i;
export const IN_TOTAL = /\b(in total|altogether|all together)\b/i;
/**
 * "What was my take-home pay in March", "what's my net pay": the noun, a wage printed on a payslip, not the
 * verb of paying that adds up bills ("how much did my wife pay in March").
 */
const PAY_NOUN = /\b(?:was|is|were|are|['’]s)\b.*\b(?:my|our|your|his|her|their|the)\s+(?:[\w-]+\s+){0,2}pay\b/i;

/** Whether the question asks what was spent (SPENT), its "pay" not the noun of a wage. */
export function asksSpent(question: string): boolean {
  return SPENT.test(question.replace(PAY_NOUN, ''));
}

/**
 * The sum of several bills' amounts, each printed as read ("$4.50", "£12,00"), when all are in one
 * currency (none named counts as the same): null when they cannot be added, or there is one.
 */
export function sumAmounts(printed: string[]): string | null {
  if (printed.length < 2) return null;
  return combined(printed, (values) => values.reduce((s, v) => s + v, 0));
}

const CHANGE = /\bby how much\b|\bhow much\b.*\b(?:up|down|rising|rise|risen|increas(?:e|ed|ing)|drop(?:ped|ping)?|fall(?:en|ing)?)\s+by\b|\bhow much (?:more|less|higher|lower|cheaper|dearer)\b|\bhow much (?:\p{L}+\s+){0,2}(?:did|has|have|had)\b.*\b(?:go(?:ne)? up|go(?:ne)? down|rise|risen|increased?|drop(?:ped)?|fall(?:en)?|change[d]?|lose|lost|gain(?:ed)?)\b|\bwhat(?:['’]s| is| was)? the difference\b/iu;
/**
 * "How many are left", "how much remains": what a document says is left, not what was counted or paid.
 * "Left" before what was left behind ("have I left my umbrella", "left the party") is the verb.
 */
export const REMAINING = /\b(left(?!\s+(?:my|our|your|his|her|their|the|a|an|it|them)\b)|remaining|remain|still have)\b/i;

/**
 * "By how much did the fees go up", "how much more was it", "how much weight have I lost", "what's the
 * difference between my pay in March and June": a change asks for a difference, not an
 * amount. "How much more do I owe" asks what remains, which a balance prints.
 */
export function asksChange(question: string): boolean {
  return CHANGE.test(question) && !OWED.test(question) && !REMAINING.test(question);
}

/**
 * How far the later of two amounts is from the earlier, in their printing, with the direction
 * ("KSH 2,700.00 more"); null when they are not both money in one currency.
 */
export function amountChange(earlier: string, later: string): string | null {
  const shown = combined([earlier, later], ([a, b]) => Math.abs(b! - a!));
  if (!shown) return null;
  const diff = moneyIn(later)[0]!.value - moneyIn(earlier)[0]!.value;
  return diff === 0 ? 'no change' : `${shown} ${diff > 0 ? 'more' : 'less'}`;
}

/** Amounts read as printed, combined, and printed back as they were: currency, decimal comma, grouping. */
function combined(printed: string[], combine: (values: number[]) => number): string | null {
  const parsed = printed.map((p) => ({ p, m: moneyIn(p)[0], symbol: CURRENCY.exec(p)?.[0] ?? '' }));
  if (parsed.some((x) => !x.m)) return null;
  const symbols = new Set(parsed.map((x) => x.symbol).filter(Boolean));
  if (symbols.size > 1) return null;
  const symbol = [...symbols][0] ?? '';
  // A decimal comma in what was printed is kept in the result, and so are thousands set apart.
  const comma = parsed.every((x) => /\d,\d{2}\b/.test(x.p));
  const grouped = !comma && parsed.some((x) => /\d,\d{3}\b/.test(x.p));
  const total = combine(parsed.map((x) => x.m!.value));
  const digits = parsed.every((x) => !/[.,]\d{2}\b/.test(x.p)) ? 0 : 2;
  const text = new Intl.NumberFormat('en-US', { useGrouping: grouped, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(total);
  const shown = comma ? text.replace('.', ',') : text;
  return /^[A-Z]{3}$/.test(symbol) ? `${symbol} ${shown}` : `${symbol}${shown}`;
}

/** "2 @ 0.85", "0.842 kg @ £0.94/kg", "3 x 1.20": a quantity times its unit price. */
const RECKONING = /^\s*\d+(?:[.,]\d+)?\s*\p{L}{0,3}\.?\s*[@x×]\s*\S*\d/iu;

