import { contentWords } from '../augment/similarity';
import type { MemoryRow } from '../store/schema';
import { namedFields } from './field-codes';

/**
 * A memory's text as the lines extraction reads (OCR lines with their heights, then caption,
 * description and transcript sentences), and the patterns several extractors share: money, a total
 * line, a line that cannot be a name.
 */

export interface TextLine {
  text: string;
  /** Box height in pixels, when the text came from OCR with its layout. */
  height: number | null;
}

export type EvidenceRow = Pick<MemoryRow, 'id' | 'ocr_text' | 'caption' | 'description' | 'transcript' | 'taken_at' | 'taken_at_local'> & {
  ocr_json?: string | null;
};

/** The memory's text as lines, with OCR heights when the stored layout is still the text people see. */
export function linesOf(row: EvidenceRow): TextLine[] {
  const printed = printedLines(row);
  const text = ocrLines(row);
  let heights: Array<number | null> = text.map(() => null);
  if (row.ocr_json) {
    try {
      const layout = (JSON.parse(row.ocr_json) as { lines?: Array<{ text: string; bbox: { y0: number; y1: number } }> }).lines ?? [];
      // A corrected text no longer matches the layout line for line: then heights are unknown.
      if (layout.length === text.length && layout.every((l, i) => l.text.trim() === printed[i])) heights = layout.map((l) => l.bbox.y1 - l.bbox.y0);
    } catch {
      // A damaged layout only costs the heights.
    }
  }
  return [...text.map((t, i) => ({ text: t, height: heights[i] ?? null })), ...otherLines(row).map((t) => ({ text: t, height: null }))];
}

/**
 * linesOf's texts without their heights, for readers of the words alone: the OCR layout (a bulky
 * column, read per answer) is not needed for them.
 */
export function textOf(row: EvidenceRow): string[] {
  return [...ocrLines(row), ...otherLines(row)];
}

/**
 * linesOf without the heights, for the readers of lines that never measure them (codes, amounts,
 * dates): no layout is read for these.
 */
export function unmeasuredLinesOf(row: EvidenceRow): TextLine[] {
  return textOf(row).map((text) => ({ text, height: null }));
}

/**
 * The OCR lines with their field codes named (field-codes.ts), as every reader of words takes them.
 * Kept per row while its text is the same: an answer's readers ask for the same rows' lines many times.
 */
function ocrLines(row: EvidenceRow): string[] {
  const kept = NAMED.get(row);
  if (kept && kept.text === row.ocr_text) return kept.lines;
  const lines = namedFields(printedLines(row));
  NAMED.set(row, { text: row.ocr_text, lines });
  return lines;
}

const NAMED = new WeakMap<EvidenceRow, { text: string | null; lines: string[] }>();

function printedLines(row: EvidenceRow): string[] {
  return (row.ocr_text ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
}

/** Caption, description and transcript, a sentence a line. */
function otherLines(row: EvidenceRow): string[] {
  const lines: string[] = [];
  for (const extra of [row.caption, row.description, row.transcript]) {
    for (const sentence of extra?.split(/(?<=[.!?])\s+|\n/) ?? []) if (sentence.trim()) lines.push(sentence.trim());
  }
  return lines;
}

/** What a purchase's paper labels what it came to: a balance or an amount alone is also what is left on a card. */
const PAID_LABELS = ['grand total', 'total due', 'amount due', 'balance due', 'total', 'to pay'];
/** A purchase's total line (beside an amount: hasMoney). */
export const PURCHASE_TOTAL = new RegExp(`\\b(${PAID_LABELS.join('|')})\\b`, 'i');
/** A bill's total line. */
export const TOTAL = new RegExp(`\\b(${[...PAID_LABELS, 'amount', 'balance'].join('|')})\\b`, 'i');
/**
 * Every ISO 4217 code (the runtime's own list, not the currencies some album used), in upper case as
 * receipts print them: the pattern is case-sensitive (its only letters are the codes), so "ALL",
 * "TOP" or "PEN" before a price is a currency and "all" in a sentence is not.
 */
const CURRENCY_CODES = Intl.supportedValuesOf('currency').join('|');
/** Unicode's currency signs ("$", "€", "₩", "₺", "฿"), as a class a pattern without the `u` flag can hold. */
const CURRENCY_SIGNS = '[$¢£¤¥֏؋৲৳৻૱௹฿៛₠-⃀﷼﹩＄￠￡￥￦]';
/**
 * The currency symbols in words that CLDR (the locale data every runtime carries) prints before
 * amounts, those with a small letter: "Rs", "kr", "zł", "Kč", "Ft", "lei". One in capitals alone
 * ("KM", "FC") is as often a unit or a label as money, and a single letter ("R", "L") any initial.
 * Copied, not read at run time: Intl gives a currency's symbol only for a locale asked by name, and
 * lists no locales to ask.
 */
const CURRENCY_WORDS = ['NAf', 'Afl', 'Af', 'Bs', 'Br', 'Kč', 'Dkr', 'Ikr', 'Nkr', 'NKr', 'kr', 'Kr', 'kn', 'Kn', 'Ft', 'Rp', 'Rs', 'Ksh', 'TSh', 'Tk', 'Gs', 'zł', 'Zł', 'lei', 'lej', 'ley', 'leu', 'Kw', 'ZiG', 'лв', 'кр', 'сом'];
/** Receipts print in capitals ("KSH 3,500", "TSH 12,000"); a word symbol of three letters or more is still money then. */
const CAPITAL_CURRENCY_WORDS = [...new Set(CURRENCY_WORDS.filter((w) => w.length >= 3).map((w) => w.toUpperCase()))].filter((w) => !CURRENCY_WORDS.includes(w));
/**
 * A currency as printed before an amount: a sign, a word symbol (with its dot, "Rs. 40") or an ISO
 * code (a pattern's source, to build on).
 */
export const CURRENCY_MARK = `${CURRENCY_SIGNS}|(?<![A-Za-z])(?:${[...CURRENCY_WORDS, ...CAPITAL_CURRENCY_WORDS].join('|')})(?:\\.(?=\\s?\\d))?|\\b(?:${CURRENCY_CODES})\\b`;
/**
 * A number's whole part as printed: thousands grouped in threes ("1,250,000", "1.250", "1 250"), or
 * in the Indian way, the last three and then pairs ("12,50,000").
 */
export const GROUPED = String.raw`\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:[,.\s]\d{3})*`;
export const MONEY = new RegExp(`(?:${CURRENCY_MARK})?\\s?(${GROUPED}|\\d+)[.,](\\d{2})\\b`, 'g');
/** MONEY for a yes/no test (no global flag, so no state between calls). */
export const HAS_MONEY = new RegExp(MONEY.source);
export const TRAILING_MONEY = new RegExp(`\\s*${MONEY.source}\\s*$`);
/** A line that is only a date, a time, a price or a number (no name in it). */
export const NOT_A_NAME = /^[\d\s\p{P}\p{S}apm]*$/iu;
/** The weekdays' names before their "day", for patterns of a weekday's name. */
export const WEEKDAY_STEMS = '(?:mon|tues|wednes|thurs|fri|satur|sun)';
/** A weekday's name as questions spell it ("on Wednesday"). */
export const WEEKDAY_NAME = new RegExp(String.raw`\b${WEEKDAY_STEMS}day\b`, 'i');
/** A weekday's number, Sunday 0, from its name or its short form ("Sat", "saturday"); -1 for another word. */
export function weekdayIndex(word: string): number {
  return ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(word.slice(0, 3).toLowerCase());
}
/** A weekday asked by its name or its plural ("on Tuesday", "which club is on Wednesdays"); group 1 is its stem. */
export const ASKED_WEEKDAY = new RegExp(String.raw`\b(${WEEKDAY_STEMS})days?\b`, 'i');
/** A weekday as documents print it, whole or short ("every Tuesday", "THU", "Sat"). */
export const PRINTED_WEEKDAY = /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b/i;

/** A temperature: a number with a degree sign, or a C/F closed up to it ("180C", "−2°"); not a year or a price. */
export const DEGREES = /(?<![\d.,£$€])[-−]?\d{1,3}(?:[.,]\d)?\s?(?:°\s?[CF]?|º\s?[CF]?|[CF](?![\p{L}\d]))/u;

/** Text as a literal inside a regular expression (a label, a place name, an asked noun). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A printed plural's singular, by its last "s" ("BOOKS", not "GLASS"): for matching a kind's word. */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/**
 * Of the lines, the one that says most of the asked words, the first of equals ("Pilates class Thu
 * 19:00" under "Spin class Tue 18:30" for "when are the pilates classes"); none when no line says one.
 */
export function mostAsked<T>(lines: readonly T[], asked: ReadonlySet<string> | ((word: string) => boolean), text: (line: T) => string): T | undefined {
  const isAsked = typeof asked === 'function' ? asked : (w: string) => asked.has(w);
  let best: T | undefined;
  let most = 0;
  for (const line of lines) {
    let said = 0;
    for (const w of contentWords(text(line))) if (isAsked(w)) said++;
    if (said > most) [best, most] = [line, said];
  }
  return best;
}

/** A status bar's clock: the first line of a phone screenshot ("20:32", "8:05 ⚡ 87%"), the phone's time, not the document's. */
export const STATUS_BAR = /^\s*([01]?\d|2[0-3]):[0-5]\d(?:\s+\S+){0,3}\s*$/;
