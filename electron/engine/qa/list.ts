import type { ExtractedAnswer } from '../../../shared/qa';
import { questionWords } from './question-words';
import { HAS_MONEY, linesOf, MONEY, NOT_A_NAME, TOTAL, TRAILING_MONEY, type EvidenceRow, type TextLine } from './text-lines';

/**
 * Reading a list out of a document: the lines under a heading, the things a receipt priced, lines set
 * with list markers, rows of one shape (a timetable), or the plain lines under the title.
 */

/**
 * Receipt and form lines that are bookkeeping, not things bought or named. General receipt vocabulary;
 * a delivery app's order prices its fees beside the food ("Delivery fee £2.49", "Service fee £0.99").
 */
const BOOKKEEPING = /\b(sub-?total|total|tax|vat|gst|change|cash|card|visa|mastercard|amex|debit|credit|balance|due|tip|gratuity|service charge|fees?|surcharge|discount|savings|tender|paid|pays?|payment|auth|approval|rounding|subtotal|amount|qty|quantity|items?\s+sold)\b/i;

const MONEY_LINE = /\d[.,]\d{2}\s*$/;
/** A rate ("TAX 5%", "DISCOUNT 10 %") is bookkeeping whatever its name: things bought are priced, not rated. */
const PERCENT = /\d\s?%/;
/**
 * An amount after the token that marks the money on this document ("… Kr 120", "… ¤ 45"): a short
 * word or a currency symbol before a number, cents or none (some currencies print whole units).
 */
const MARKED_AMOUNT = /\s*(?<=^|\s)(\p{L}{1,3}\.?|\p{Sc})\s?(\d{1,3}(?:,\d{3})+|\d+)(?:[.,]\d{2})?\s*$/u;

function markedAmount(text: string): { mark: string } | null {
  const m = MARKED_AMOUNT.exec(text);
  return m ? { mark: m[1]!.replace(/\.$/, '').toLowerCase() } : null;
}

/**
 * The mark a bill's total is printed with: the lines priced after the same mark are its things, with
 * or without cents. Read off the document itself, so no list of currencies is needed, and a line
 * ending in a bare number ("TABLE 7") is not taken for a price.
 */
function totalMark(lines: TextLine[]): string | null {
  const total = [...lines].reverse().find((l) => TOTAL.test(l.text));
  return total ? markedAmount(total.text)?.mark ?? null : null;
}

/**
 * Of the best matches that list things, the one whose heading or title says what the question asks
 * ("To pack:" for "my packing list", "… LIBRARY" for "books I borrowed from the library"), else the best.
 */
export function listAbout(top: Array<{ row: EvidenceRow }>, terms: string[], options: { onTopic?: boolean; recency?: boolean } = {}): ExtractedAnswer | null {
  // "What was in my last grocery shop": the newest match is the occasion asked about, and its list
  // answers, however well an older one's heading shares a related word ("CO-OP FOOD" for grocery).
  const newest = top[0];
  const latest = options.recency && newest ? list(linesOf(newest.row)) : null;
  if (latest && newest) return { ...latest, memoryId: newest.row.id };
  let best: { found: ExtractedAnswer; score: number } | null = null;
  for (const [rank, { row }] of top.entries()) {
    const lines = linesOf(row);
    const found = list(lines);
    if (!found) continue;
    const heading = lines.find((l) => /:\s*$/.test(l.text))?.text ?? lines.slice(0, 2).map((l) => l.text).join(' ');
    // A heading's words as a question's are read: "To do" and "To-do" are the one word "todo".
    const words = [...questionWords(heading)];
    const score = new Set(terms.filter((t) => t.length >= 4 && words.some((w) => w.length >= 4 && w.slice(0, 4) === t.slice(0, 4)))).size;
    // `onTopic`: below the best match, a list whose heading shares no word with the question is another thing's.
    if (options.onTopic && rank > 0 && score === 0) continue;
    if (!best || score > best.score) best = { found: { ...found, memoryId: row.id }, score };
  }
  return best?.found ?? null;
}

/** An item's number before it: "1. ", "2) ". */
export const NUMBERED_ITEM = /^\s*\d{1,2}[.)]\s/;

/**
 * Things listed: the lines under a heading that ends in a colon ("Remember to buy:", "To pack:"), or
 * the priced lines of a receipt without its bookkeeping (subtotal, tax, card, change), prices dropped.
 */
function list(lines: TextLine[]): { value: string; line: string } | null {
  const heading = lines.findIndex((l) => /:\s*$/.test(l.text));
  if (heading >= 0) {
    const below = lines.slice(heading + 1).map((l) => l.text).filter((t) => t.trim() && !/:\s*$/.test(t));
    // "1. Ave Maria" / "2. Jerusalem" / "BRING A PENCIL": a numbered list ends where its numbering does.
    const unnumbered = NUMBERED_ITEM.test(below[0] ?? '') ? below.findIndex((t) => !NUMBERED_ITEM.test(t)) : -1;
    const under = (unnumbered > 0 ? below.slice(0, unnumbered) : below).map((t) => t.replace(/^[-•*·☐☑✓✔[\]\s\d.)]+/u, '').trim()).filter(Boolean);
    // Plain items end at the document's next field ("Due back: 01/10/2025" under the titles on a loan slip).
    const field = (t: string) => /^[^:\d]{2,40}:\s*\S/u.test(t);
    const end = field(under[0] ?? '') ? -1 : under.findIndex(field);
    const items = end < 0 ? under : under.slice(0, end);
    if (items.length > 0) return { value: items.join(', '), line: lines[heading]!.text };
  }
  // "Shopping: milk, eggs, rye bread": the items run on after the heading's colon, or begin there
  // and go on down the lines under it ("To buy: milk" / "eggs" / "bread").
  for (let i = 0; i < lines.length; i++) {
    const rest = /^[^:,\d]{2,40}:\s*([^:]+)$/u.exec(lines[i]!.text)?.[1];
    if (!rest) continue;
    const under = lines.slice(i + 1).map((l) => l.text);
    const end = under.findIndex((t) => !plainItem(t));
    const items = [...rest.split(/\s*,\s*/), ...under.slice(0, end < 0 ? under.length : end)].filter((t) => /\p{L}{2,}/u.test(t));
    if (items.length >= 3) return { value: items.join(', '), line: items.join(' · ') };
  }
  const items = pricedItems(lines);
  if (items.length > 0) return { value: items.join(', '), line: items.join(' · ') };
  // A receipt whose only priced lines are bookkeeping ("PATIENT PAYS $18.42") sold what its plain lines name.
  return bulleted(lines) ?? counted(lines) ?? sameShape(lines) ?? unlabelled(lines, lines.some((l) => HAS_MONEY.test(l.text)) ? 1 : 2);
}

/** The things a bill or receipt prices, without its bookkeeping (subtotal, tax, card, change), prices dropped. */
export function pricedItems(lines: TextLine[]): string[] {
  const mark = totalMark(lines);
  // Whole prices after a currency sign ("Lamb shanks  $26") on a board or menu with no total line.
  const symbolled = mark === null && lines.filter((l) => SYMBOL_PRICE.test(l.text)).length >= 2;
  const marked = (text: string) => (mark !== null && markedAmount(text)?.mark === mark) || (symbolled && SYMBOL_PRICE.test(text));
  const items: string[] = [];
  lines.forEach((l, i) => {
    if (BOOKKEEPING.test(l.text) || PERCENT.test(l.text)) return;
    let item: string | null = null;
    // A price alone on its line prices the line above ("Sunscreen SPF50" over "$18.99"), not the title.
    if (NOT_A_NAME.test(l.text)) item = i > 1 && HAS_MONEY.test(l.text) && plainItem(lines[i - 1]!.text) ? lines[i - 1]!.text : null;
    else if (MONEY_LINE.test(l.text) || marked(l.text)) item = l.text.replace(marked(l.text) ? (symbolled ? SYMBOL_PRICE : MARKED_AMOUNT) : TRAILING_MONEY, '');
    // "$4.50  Oat milk": the price first.
    else if (LEADING_MONEY.test(l.text)) item = l.text.replace(LEADING_MONEY, '');
    if (item === null) return;
    // A count before the thing ("2  Sourdough loaf", "1x Tea").
    // A menu's dot leaders between the thing and its price ("Honey ........ 12.00") are no part of it.
    // A count after it ("x21  630.00") is read with the price as one number: the "x" left alone goes too.
    const thing = item.replace(/^\s*\d{1,2}\s*[x×@]?\s+(?=\p{L})/iu, '').replace(/\s*[.·…_]{3,}\s*$/u, '').replace(/\s+[x×]\s*$/iu, '').trim();
    if (/\p{L}{2,}/u.test(thing) && !NOT_A_NAME.test(thing)) items.push(thing);
  });
  return items;
}

/** A price printed first on its line, before the thing: "$4.50  Oat milk". */
const LEADING_MONEY = new RegExp(`^\\s*${MONEY.source}\\s+(?=\\p{L})`, 'u');
/** A whole price after a currency sign at a line's end: "Seafood chowder  $18". */
const SYMBOL_PRICE = /\s\p{Sc}\s?\d{1,5}\s*$/u;

/** A list marker at a line's start: a dash, bullet or box, not a minus before a number. */
const BULLET = /^\s*(?:[-–•*·☐☑✓✔]|\[[ xX]?\]|\d{1,2}[.)])\s+(?=\S)/u;

/**
 * Lines set as a list with no heading — markers at their starts ("- 2 tsp salt"), two at least, markers
 * dropped. A line between two marked ones is an item whose marker OCR lost (a dash is the mark it
 * misses most), unless it is no item (a label, a total); a line after the last may be a note under the
 * list ("Bake 200C for 12 min"), so the list ends there.
 */
function bulleted(lines: TextLine[]): { value: string; line: string } | null {
  const marked = lines.map((l) => BULLET.test(l.text));
  const first = marked.indexOf(true);
  const last = marked.lastIndexOf(true);
  if (first < 0 || marked.filter(Boolean).length < 2) return null;
  const items = lines
    .slice(first, last + 1)
    .filter((l, i) => marked[first + i] || plainItem(l.text))
    .map((l) => l.text.replace(BULLET, '').trim())
    .filter((t) => /\p{L}{2,}/u.test(t));
  return { value: items.join(', '), line: items.join(' · ') };
}

/** A line that could be a list item without its marker: words, no label, amount or bookkeeping. */
const plainItem = (text: string): boolean => /\p{L}{2,}/u.test(text) && !/:/.test(text) && !HAS_MONEY.test(text) && !BOOKKEEPING.test(text);

/** A count before a thing ("3 SHIRTS - PRESS", "1x Iced Tea"), not a date ("22 DEC") or a time. */
const COUNTED = /^\s*(\d{1,4}(?:[.,]\d+)?\s*(?:x|×|g|kg|mg|ml|l|oz|lb|tsp|tbsp|cups?)?)\s+(?!(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b)(\p{L}{2,}.*)$/iu;

/**
 * An order or a ticket with no prices per line: the lines that start with how many of a thing ("2x
 * Veggie Wrap", "3 SHIRTS - PRESS"), two at least, counts dropped — what was ordered or left.
 */
function counted(lines: TextLine[]): { value: string; line: string } | null {
  const items = lines
    .map((l) => COUNTED.exec(l.text))
    .filter((m): m is RegExpExecArray => m !== null && !BOOKKEEPING.test(m[2]!) && !HAS_MONEY.test(m[2]!))
    .map((m) => m[2]!.trim());
  if (items.length < 2) return null;
  return { value: items.join(', '), line: items.join(' · ') };
}

/**
 * Lines of one shape repeated down the document — a timetable's "CODE - DAY DATE TIME" rows, a loan
 * slip's title-and-date rows: the list is the largest set of lines with the same pattern of words,
 * numbers and punctuation (three at least, so a pair of alike labels is no list), under the title.
 */
function sameShape(lines: TextLine[]): { value: string; line: string } | null {
  const groups = new Map<string, string[]>();
  for (const l of lines.slice(1)) {
    if (l.height === null && lines[0]!.height !== null) continue;
    // A loan slip's "… due 07/11" is no bill's "BALANCE DUE": bookkeeping is what prints money.
    if (!/\p{L}{2,}/u.test(l.text) || (BOOKKEEPING.test(l.text) && HAS_MONEY.test(l.text))) continue;
    const key = shapeOf(l.text);
    if (key.length < 3) continue;
    groups.set(key, [...(groups.get(key) ?? []), l.text]);
  }
  const best = [...groups.values()].sort((a, b) => b.length - a.length)[0];
  if (!best || best.length < 3) return null;
  return { value: best.join(', '), line: best.join(' · ') };
}

/** A line's pattern: runs of letters, digits and mixed tokens, with its punctuation ("SCH4U - MON JUN 16 9:00" → "m - a a 9 9:9"). */
function shapeOf(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((t) => t.replace(/[\p{L}\p{N}]+/gu, (run) => (/\p{L}/u.test(run) && /\p{N}/u.test(run) ? 'm' : /\p{N}/u.test(run) ? '9' : 'a')))
    .join(' ')
    // A title is as many words as it has: "The Bone People  due 07/11" and "Potiki  due 07/11" are one shape.
    .replace(/\ba(?: a\b)+/g, 'a');
}

/**
 * A list printed with no heading and no prices — the titles on a loan slip, the names on a programme:
 * the lines under the document's title that are no label, date, code or amount. Two at least: one
 * such line is a subtitle, not a list.
 */
function unlabelled(lines: TextLine[], least: number): { value: string; line: string } | null {
  const items = lines
    .slice(1)
    .filter((l) => l.height !== null || lines[0]!.height === null)
    .map((l) => l.text)
    .filter((t) => /\p{L}{2,}/u.test(t) && !/[\d:]/.test(t) && !BOOKKEEPING.test(t));
  if (items.length < least) return null;
  return { value: items.join(', '), line: items.join(' · ') };
}
