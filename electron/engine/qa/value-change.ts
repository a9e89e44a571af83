/**
 * How a figure changed across documents: the same labelled value on two dated bills, payslips or
 * test results ("By how much did my basic salary go up between March and June?", "Did my cholesterol
 * come down?"). The ends are the documents of the months the question names, else the earliest and
 * the latest that match alike; the answer states both with their dates and the difference.
 */
import type { AnswerType, ExtractedAnswer, QueryAnalysis } from '../../../shared/qa';
import { extractAnswer, type EvidenceRow } from './extract';
import type { Candidate } from './fusion';
import { amountChange, asksChange, currencyOf, moneyIn } from './number';
import { contentWords } from '../augment/similarity';
import { documentMonth } from './document-month';
import { earlierNoun, marksEarlier, marksNew } from './figure-labels';
import { printedAbroadWords } from './lexicon/abroad';
import { AUXILIARIES, questionWords } from './question-words';
import { askedReading } from './reading';
import { sameSession } from './sessions';
import { escapeRegExp, textOf } from './text-lines';
import { monthIndex, MONTHS_IN_FULL } from '../search/spoken-spans';

/** For a list or a yes, a memory counts as a match at this share of the best match's similarity. */
export const MATCH_SHARE = 0.8;

/** The answer's evidence, best first (answer.ts). */
export type Evidence = Array<{ row: EvidenceRow; similarity: number; inScope: boolean }>;
type Found = { value: string; ref: Candidate; line: string };

/**
 * "Did it go up", "is my rent more than it was last year", "did my cholesterol come down": a yes or
 * no on which way a figure moved. "More/less than" asks it only against an earlier time or a month
 * ("did I earn more in June than in March"), not a number ("did I pay more than £50"). A person who
 * goes up or drops is no figure ("did we go up the tower", "did I drop the parcel off").
 */
const EARLIER = String.raw`(?=.*\bthan\b.*\b(?:last|previous|before|ago|used to|was|were|may|${MONTHS_IN_FULL})\b)`;
const ROSE = /\b(?:go(?:ne)?|went|come|came|gone)\s+up\b|\b(?:rise[ns]?|rose|risen|increased?|increasing)\b/i;
const FELL = /\b(?:go(?:ne)?|went|come|came|gone)\s+down\b|\b(?:drop(?:ped)?|fall(?:en)?|fell|decreased?|decreasing|reduced|lowered)\b/i;
const MORE = new RegExp(String.raw`\b(?:more|higher|dearer|more expensive)\b${EARLIER}`, 'i');
const LESS = new RegExp(String.raw`\b(?:less|lower|cheaper)\b${EARLIER}`, 'i');
const PERSON_DID = /\b(?:did|do|does|has|have|had|will|would|can|could|am|are|was|were)\s+(?:i|we|you|he|she|they)\b/i;

/** The way a yes-or-no question asks a figure to have moved, or null when it asks no change. */
export function askedDirection(question: string): 'up' | 'down' | null {
  if (/\bthan\s+(?:\p{Sc}|\d)/iu.test(question)) return null;
  const moved = !PERSON_DID.test(question);
  return MORE.test(question) || (moved && ROSE.test(question)) ? 'up' : LESS.test(question) || (moved && FELL.test(question)) ? 'down' : null;
}

/** Whether a question asks how a figure changed: its times are the ends compared, not a filter. */
export function comparesOverTime(analysis: QueryAnalysis): boolean {
  return analysis.answerType.kind === 'yesno' ? askedDirection(analysis.question) !== null : analysis.answerType.kind === 'number' && asksChange(analysis.question);
}

/** A yes-or-no question's verdict when nothing shows it: "did I buy…" is a no, "did my bill go up" cannot tell. */
export function verdictOnNothing(analysis: QueryAnalysis): string {
  return comparesOverTime(analysis) ? "Can't tell" : 'No';
}

/**
 * What to retrieve for a change: "is my rent more than it was last year", "in August than in
 * February" name the ends compared, each a document of its own; neither the time nor a month's name
 * may rank one end above the other.
 */
export function comparedRetrieval(analysis: QueryAnalysis): QueryAnalysis {
  const months = monthsSaid(analysis.question);
  return { ...analysis, time: null, terms: analysis.terms.filter((t) => !(/^\p{L}+$/u.test(t) && months.includes(monthIndex(t)) && t.length >= 3)) };
}

/**
 * "By how much did the fees go up": the later end's value less the earlier's, both listed with their
 * days; a yes-or-no question ("did it come down") is answered by the direction first. A figure found
 * once is said to be so (loneFigure); null without two values that can be compared.
 */
export function changeBetween(refs: Candidate[], evidence: Evidence, type: AnswerType, terms: string[], question: string, contextOf: (ref: Candidate) => string): { answer: string; extracted: ExtractedAnswer | null } | null {
  const months = monthsSaid(question);
  // Two months named: the ends are documents of those months, alike among themselves (a renewal of
  // September is no end of "between March and June", however well it matches).
  const pool = refs.map((ref, i) => ({ ref, ev: evidence[i]! })).filter(({ ref }) => months.length !== 2 || months.includes(monthOf(ref)));
  const values = valuesAlike(pool, type, terms, question);
  const alike = endsAsked(values, months);
  const ends = (alike && sameFigure(alike) ? alike : null) ?? (months.length === 2 ? null : printedPairIn(refs.slice(0, PAIR_DEPTH), terms, question));
  if (!ends) return values.length === 1 && (type.kind === 'yesno' || overTime(question, months)) ? loneFigure(values[0]!, type, question, contextOf) : null;
  const [earlier, later] = ends;
  const change = amountChange(earlier.value, later.value) ?? measureChange(earlier.value, later.value);
  if (!change) return currenciesApart(earlier, later, type, contextOf);
  // One document printing both figures is cited by its two lines; two documents by their days.
  const both = earlier.ref === later.ref ? `${earlier.line}, then ${later.line} (${contextOf(later.ref)})` : `${earlier.value} (${contextOf(earlier.ref)}), then ${later.value} (${contextOf(later.ref)})`;
  const direction = askedDirection(question);
  const went = / more$/.test(change) ? 'up' : / less$/.test(change) ? 'down' : null;
  const verdict = type.kind === 'yesno' && direction ? `${went === direction ? 'Yes' : 'No'} — ` : '';
  const extracted = { value: `${verdict.replace(/ — $/, ': ')}${change}`, line: `${earlier.line} → ${later.line}`, memoryId: later.ref.row.id };
  return { answer: `${verdict}${change} — ${both}`, extracted };
}

/**
 * Two figures in two currencies ("950,00 €" on the old lease, "£995.00" on the new): no difference
 * between them is a change, and a yes would be a guess; the two are stated as they are.
 */
function currenciesApart(earlier: Found, later: Found, type: AnswerType, contextOf: (ref: Candidate) => string): { answer: string; extracted: null } | null {
  const [a, b] = [currencyOf(earlier.value), currencyOf(later.value)];
  if (!a || !b || a === b) return null;
  return { answer: `${type.kind === 'yesno' ? "Can't tell — the" : 'The'} two are in different currencies: ${earlier.value} (${contextOf(earlier.ref)}), then ${later.value} (${contextOf(later.ref)}).`, extracted: null };
}

/** "Has it gone up", "than last year", "in June": a change over time, not between two things ("how much more is the large than the small"). */
const OVER_TIME = /\b(?:last|previous|prior|before|ago|used to|since)\b/i;
const overTime = (question: string, months: number[]) => months.length > 0 || OVER_TIME.test(question) || ROSE.test(question) || FELL.test(question);
/** A document that states a change itself ("your price will increase by £3.50"), which is its own answer. */
const STATES_CHANGE = /\b(?:change[ds]?|difference|uplift)\b/i;
/** The words of a change question that ask how and when it moved, not what moved. */
const CHANGE_FRAME = new RegExp(String.raw`\b(?:how|much|by|more|less|than|higher|lower|cheaper|dearer|costing|costs?|it|${AUXILIARIES}|last|this|previous|year|month|week|ago|since|before|between|and|in|${MONTHS_IN_FULL})\b`, 'gi');

/**
 * A change asked of a figure found once ("has my rent gone up", one tenancy statement): the figure,
 * and that there is nothing to compare it with — neither the figure passed off as the change nor a
 * yes for a match. A document that states the change itself is left to the readers after.
 */
function loneFigure(found: Found, type: AnswerType, question: string, contextOf: (ref: Candidate) => string): { answer: string; extracted: null } | null {
  const text = textOf(found.ref.row).join('\n');
  if (ROSE.test(text) || FELL.test(text) || STATES_CHANGE.test(text)) return null;
  // The figure's document names what is asked (a café's total is no electricity bill found once).
  const named = [...questionWords(question.replace(ROSE, ' ').replace(FELL, ' ').replace(CHANGE_FRAME, ' '))];
  if (!named.some((w) => contentWords(text).has(w)) && printedAbroadWords(named, [text]).length === 0) return null;
  const context = contextOf(found.ref);
  return { answer: `${type.kind === 'yesno' ? "Can't tell — " : ''}I found it only once: ${found.line}${context ? ` (${context})` : ''}, with nothing earlier or later to compare it with.`, extracted: null };
}

/**
 * The value each match prints for what is asked, one per occasion (two photos of one payslip are
 * one), of the matches about as good as the best: a measured reading where a document prints one
 * ("TOTAL CHOLESTEROL 212 mg/dL"), else the amount read for the question.
 */
function valuesAlike(pool: Array<{ ref: Candidate; ev: Evidence[number] }>, type: AnswerType, terms: string[], question: string): Found[] {
  const top = pool[0]?.ref;
  const asked: AnswerType = type.kind === 'yesno' ? { kind: 'number', subject: 'how much' } : type;
  const found: Found[] = [];
  for (const { ref, ev } of pool) {
    if (ref.similarity < top!.similarity * MATCH_SHARE || !ev.inScope) continue;
    if (found.some((b) => sameSession(b.ref.row, ref.row))) continue;
    const reading = askedReading(textOf(ref.row), terms);
    const read = reading ? { value: reading.shown, line: reading.line } : extractAnswer({ type: asked, terms, question, evidence: [ev] });
    // A currency printed after the amount is its own ("950,00 €"): no rent in euros less one in pounds.
    if (read) found.push({ value: reading ? read.value : withCurrency(read), ref, line: read.line });
  }
  return found;
}

/**
 * Whether two documents' values are one figure: their lines' labels share a word ("VENCIMENTO BASE"
 * on both payslips), or one prints none. A flat's "Nieuwe huur" and a garage's "Garage rent" are two
 * lets, not one rent a year apart.
 */
function sameFigure([a, b]: [Found, Found]): boolean {
  const label = (f: Found) => contentWords(f.line.replace(/[\p{N}\p{Sc}]+/gu, ' '));
  const [x, y] = [label(a), label(b)];
  return x.size === 0 || y.size === 0 || [...x].some((w) => y.has(w));
}

/** How deep among the matches a document printing both the previous and the new figure is looked for. */
const PAIR_DEPTH = 3;
/**
 * One document printing both figures — a renewal's "Annual premium: 214,36 € / Previous premium:
 * 198,40 €", a bill's "Previous balance / This bill": the earlier is the amount labelled previous, the
 * later the amount whose label shares its noun, else one labelled new or this. The asked words pick
 * among several such pairs, and among documents that print one: of a life insurance's and a home
 * insurance's renewal, the one that prints more of "life insurance" (or its translations).
 */
function printedPairIn(refs: Candidate[], terms: string[], question: string): [Found, Found] | null {
  const wanted = new Set(terms);
  // A pair answers a question that names its figure or asks against an earlier time ("than last year").
  const earlier = /\b(?:last|previous|prior|before|used to)\b/i.test(question);
  let best: { ends: [Found, Found]; covers: number } | null = null;
  for (const ref of refs) {
    const rows = textOf(ref.row).flatMap((line) => {
      const money = moneyIn(line);
      return money.length === 1 ? [{ line: line.trim(), value: money[0]!.printed, label: line.slice(0, money[0]!.at) }] : [];
    });
    const earlierRows = new Set(rows.filter((r) => marksEarlier(r.label)));
    const pairs = [...earlierRows].flatMap((before) => {
      const noun = earlierNoun(before.label);
      const sameNoun = rows.filter((r) => !earlierRows.has(r) && noun.some((n) => contentWords(r.label).has(n)));
      const after = sameNoun[0] ?? rows.find((r) => !earlierRows.has(r) && marksNew(r.label));
      return after ? [{ before, after, said: [...contentWords(`${before.label} ${after.label}`)].filter((w) => wanted.has(w)).length }] : [];
    });
    const pair = yearPair(rows) ?? pairs.sort((a, b) => b.said - a.said).find((p) => p.said > 0 || earlier);
    if (!pair) continue;
    const covers = [...contentWords(textOf(ref.row).join('\n'))].filter((w) => wanted.has(w)).length;
    // The figure printed with it is its own value, as printed: a currency after it belongs to it ("214,36 €").
    if (!best || covers > best.covers) best = { ends: [{ value: withCurrency(pair.before), ref, line: pair.before.line }, { value: withCurrency(pair.after), ref, line: pair.after.line }], covers };
  }
  return best?.ends ?? null;
}

/** A year or a year's span in a label ("2025/26", "2024-25", "2024"). */
const YEAR = /\b((?:19|20)\d{2})(?:\s*[/-]\s*\d{2,4})?\b/;

/**
 * The same label printed for two years ("Annual charge 2025/26 £1,842.10", "Annual charge 2024/25
 * £1,754.38"): the earlier year's figure, then the later's.
 */
function yearPair<T extends { label: string }>(rows: T[]): { before: T; after: T } | null {
  const dated = rows.flatMap((r) => { const y = YEAR.exec(r.label); return y ? [{ r, year: Number(y[1]), rest: r.label.replace(YEAR, ' ').replace(/\W+/g, ' ').trim().toLowerCase() }] : []; });
  for (const a of dated) {
    const b = dated.find((d) => d !== a && d.rest === a.rest && d.year > a.year);
    if (b) return { before: a.r, after: b.r };
  }
  return null;
}

/** An amount with a currency printed after it ("214,36 €"), which moneyIn leaves off. */
function withCurrency(row: { line: string; value: string }): string {
  const after = new RegExp(`${escapeRegExp(row.value)}\\s?(\\p{Sc}|[A-Z]{3}\\b)`, 'u').exec(row.line);
  return after ? `${row.value} ${after[1]}` : row.value;
}

/**
 * Month names said in full ("March", "June"): "mar" is a word as often as a month, and "may" one only
 * after a word that takes a time ("in May", "than May").
 */
const MONTH_SAID = new RegExp(String.raw`\b(${MONTHS_IN_FULL}|(?<=\b(?:in|of|from|to|and|than|between|since|until|till)\s+)may)\b`, 'gi');

/** The months a question names in full, each once. */
const monthsSaid = (question: string) => [...new Set([...question.matchAll(MONTH_SAID)].map((m) => monthIndex(m[1]!)))];
/** The month a memory's document is for (document-month.ts: March's payslip photographed in April is March's), January 0. */
const monthOf = (ref: Candidate) => documentMonth(ref.row);

/**
 * The two values compared, earlier first: those taken in the two months the question names ("between
 * March and June", "in August than in February"), the one month named and the one before it, else
 * the earliest and the latest.
 */
function endsAsked(values: Found[], months: number[]): [Found, Found] | null {
  const byTime = [...values].sort((a, b) => (a.ref.row.taken_at ?? 0) - (b.ref.row.taken_at ?? 0));
  if (months.length === 2) {
    // The latest document of each month: this year's March before last year's.
    const of = (month: number) => byTime.filter((v) => monthOf(v.ref) === month).pop();
    const [a, b] = months.map(of);
    if (a && b && a !== b) return (a.ref.row.taken_at ?? 0) <= (b.ref.row.taken_at ?? 0) ? [a, b] : [b, a];
  }
  if (months.length === 1) {
    // "Did my rent go up in April": April's document against the one before it.
    const at = byTime.findLastIndex((v) => monthOf(v.ref) === months[0]);
    if (at > 0) return [byTime[at - 1]!, byTime[at]!];
  }
  return byTime.length >= 2 ? [byTime[0]!, byTime[byTime.length - 1]!] : null;
}

/** Two measured readings in one unit ("212 mg/dL", "186 mg/dL"): their difference, with its direction. */
function measureChange(earlier: string, later: string): string | null {
  const parse = (s: string) => /^(\d+(?:[.,]\d+)?)\s*(.*)$/.exec(s.trim());
  const a = parse(earlier);
  const b = parse(later);
  if (!a || !b || a[2] !== b[2]) return null;
  const [x, y] = [Number(a[1]!.replace(',', '.')), Number(b[1]!.replace(',', '.'))];
  const places = Math.max(...[a[1]!, b[1]!].map((p) => /[.,](\d+)$/.exec(p)?.[1]!.length ?? 0));
  const diff = y - x;
  if (diff === 0) return 'no change';
  const shown = Math.abs(diff).toFixed(places);
  // A decimal comma as printed ("1,799 EUR/L").
  return `${/,/.test(a[1]!) ? shown.replace('.', ',') : shown}${a[2] ? ` ${a[2]}` : ''} ${diff > 0 ? 'more' : 'less'}`;
}
