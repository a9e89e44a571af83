import * as chrono from 'chrono-node';
import type { AnswerType, ExtractedAnswer } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import { escapeRegExp, linesOf, PRINTED_WEEKDAY, textOf, unmeasuredLinesOf, type EvidenceRow, type TextLine } from './text-lines';
import { isKindOf } from './kind-of';
import { billAmount, labelledAmount, measure, MEASURE_QUESTION, numberBeside, PER_UNIT, perUnit, scoreOutOf, unitQuantity } from './number';
import { listAbout } from './list';
import { namedDateLine } from './printed-date';
import { dayRow, labelledBy, labelledQuantity } from './labelled-value';
import { extremeOf, superlativeIn } from './superlative';
import { aboutKind, name } from './title';

export { linesOf, type EvidenceRow, type TextLine } from './text-lines';
export { titleOf } from './title';

/**
 * Reading the asked-for value out of the evidence, by answer type, without a model:
 * - a name is a document's title: its largest line near the top (a receipt's shop, a sign's venue, a
 *   key card's hotel), or a line that names the kind asked for ("THE GRAND HOTEL" for "which hotel");
 * - an identifier sits beside its label ("Seat 14C", "Password: …", "Room 1412") or on the line under it;
 * - an amount is the total line of a bill, else its largest amount;
 * - a list is the lines under a heading ("Remember to buy:") or the priced lines of a receipt;
 * - a date is one written on the document when the question is about it (an appointment, a departure),
 *   else when the photo was taken.
 * OCR keeps each line's box (tesseract's layout), so "largest" and "top" are measured, not guessed.
 */

/** Words of the identifier label and the short forms documents print for them. General English abbreviations. */
const LABEL_FORMS: Record<string, string[]> = {
  number: ['number', 'no', 'num', 'nr', '#'],
  section: ['section', 'sec', 'sect'],
  // A booking's code goes by each of these names: a "booking reference" is printed "Confirmation:".
  confirmation: ['confirmation', 'conf', 'confirm', 'reference', 'ref'],
  reservation: ['reservation', 'res', 'booking', 'confirmation'],
  booking: ['booking', 'reservation', 'ref', 'reference', 'confirmation'],
  reference: ['reference', 'ref', 'confirmation', 'conf'],
  license: ['license', 'licence', 'lic', 'dl'],
  licence: ['licence', 'license', 'lic', 'dl'],
  wifi: ['wifi', 'wi-fi', 'network', 'ssid'],
  password: ['password', 'pass', 'pw', 'pwd', 'key', 'passcode'],
  code: ['code', 'pin', 'passcode'],
  membership: ['membership', 'member'],
  seat: ['seat'],
  spot: ['spot', 'space', 'bay', 'level', 'stall', 'deck'],
  flight: ['flight', 'flt'],
  order: ['order', 'ord'],
  registration: ['registration', 'reg', 'plate'],
  plate: ['plate', 'registration', 'reg'],
};
/** Labels of a seat or a place in a building: a line with two of them is the whole answer ("SEC 142 ROW 8 SEAT 5"). */
const POSITION_LABELS: readonly string[] = ['seat', 'row', 'sec', 'section', 'gate', 'zone', 'coach', 'car', 'level', 'spot', 'space', 'stall', 'room', 'platform', 'table', 'terminal', 'floor', 'box', 'tier', 'block', 'aisle', 'bay', 'deck', 'cabin'];

/** How deep among the best matches a document about the asked kind is looked for. */
const KIND_DEPTH = 5;
/** A match about the kind stands in for the best only when it matches the question about as well. */
const KIND_SHARE = 0.8;

export interface ExtractInput {
  type: AnswerType;
  /** The question's content words (and related words), for "the line that talks about it". */
  terms: string[];
  question: string;
  /** "The last time…": the newest match is the occasion asked about. */
  recency?: boolean;
  /** Best first. `inScope: false`: outside the place the question names, never chosen over the best. */
  evidence: Array<{ row: EvidenceRow; similarity: number; inScope?: boolean }>;
}

export function extractAnswer(input: ExtractInput): ExtractedAnswer | null {
  return extractWith(input, true);
}

/**
 * `positions`: whether a line of position labels answers a spot or seat asked under another label. The
 * answer reads it; ranking does not (holdsAnswer): every parking ticket would hold a spot, and the
 * one asked for ("last time") is told by the retrieval's recency, not by which prints its label.
 */
function extractWith(input: ExtractInput, positions: boolean): ExtractedAnswer | null {
  const { type } = input;
  const top = input.evidence.slice(0, 3);
  // "My fastest swim time": the asked measure compared across every match, not read off the best one.
  // One memory is no comparison: ranking checks each candidate alone (holdsAnswer) and skips this.
  const extreme = input.evidence.length > 1 ? superlativeIn(input.question) : null;
  const measured = type.subject?.split(/\s+/).pop();
  if (extreme && measured && type.kind !== 'list') {
    const found = extremeOf(input.evidence, measured, extreme);
    if (found) return found;
  }
  if (type.kind === 'identifier') {
    // A code beside its label on any of the best matches before a bare number on any: a parking
    // ticket's date is no registration number when the permit under it prints one.
    for (const bare of [false, true]) {
      for (const { row } of top) {
        const found = identifier(unmeasuredLinesOf(row), type.subject ?? 'number', bare, positions);
        if (found) return { ...found, memoryId: row.id };
      }
    }
    return null;
  }
  // "What was the meter token": a value printed under the asked noun as its label, of any shape;
  // "what's for dinner on Thursday": the row a plan prints for the asked day ("THU - PRAWN RISOTTO").
  if (type.kind === 'name' && type.subject && type.subject !== 'place' && type.subject !== 'person') {
    for (const { row } of top) {
      const found = labelledBy(unmeasuredLinesOf(row), type.subject) ?? dayRow(unmeasuredLinesOf(row), input.question);
      if (found) return { ...found, memoryId: row.id };
    }
  }
  // "When do my loan has to go back": a date printed as a deadline ("DATE DUE: …") on any of
  // the best matches, before another document's date of purchase.
  if (type.kind === 'date' && OBLIGED.test(input.question)) {
    for (const { row } of top) {
      const line = unmeasuredLinesOf(row).find((l) => DEADLINE.test(l.text) && chrono.parse(l.text).some((r) => r.start.isCertain('day')));
      if (line) return { value: line.text, line: line.text, memoryId: row.id };
    }
  }
  // A weaker match's list answers only when it is about what was asked (list.ts): "what did I collect
  // from the pharmacy" is not answered by the dinner bill ranked under the pharmacy's label.
  if (type.kind === 'list') return listAbout(top, input.terms, { onTopic: positions });
  // "Which hill did I climb": of the best matches, the first about a thing of that kind answers (a train
  // ticket ranked above the summit's sign names no hill); without one, the best match's title.
  if (type.kind === 'name' && type.subject && type.subject !== 'place' && type.subject !== 'person') {
    const best = input.evidence[0]?.similarity ?? 0;
    const about = input.evidence
      .slice(0, KIND_DEPTH)
      .find(({ row, inScope, similarity }) => inScope !== false && similarity >= best * KIND_SHARE && aboutKind(unmeasuredLinesOf(row), type.subject!));
    if (about && about !== input.evidence[0]) {
      const found = name(linesOf(about.row), type.subject, input.question);
      if (found) return { ...found, memoryId: about.row.id };
    }
  }
  // "What was diesel per litre": the rate printed per that unit ("1.689 EUR/L"), not the litres bought
  // or the bill's total on the same receipt.
  const per = type.kind === 'number' ? PER_UNIT.exec(input.question)?.[1] : undefined;
  if (per) {
    for (const { row } of top) {
      const rate = perUnit(unmeasuredLinesOf(row), per);
      if (rate) return { ...rate, memoryId: row.id };
    }
  }
  // "How much was the service charge": the asked part of a bill on any of the best matches before the
  // whole of the first (an invoice that only names a "service" prints no service charge).
  if (type.kind === 'number' && !MEASURE_QUESTION.test(input.question)) {
    for (const { row } of top) {
      const part = labelledAmount(unmeasuredLinesOf(row), input.question);
      if (part) return { ...part, memoryId: row.id };
    }
  }
  for (const { row } of top) {
    // Only a name is measured (its title's type size, title.ts).
    const lines = type.kind === 'name' ? linesOf(row) : unmeasuredLinesOf(row);
    if (lines.length === 0) continue;
    const found = (() => {
      switch (type.kind) {
        case 'name':
          return name(lines, type.subject, input.question);
        case 'number':
          if (MEASURE_QUESTION.test(input.question)) return measure(lines, input.question);
          // "How many litres": the number printed with that unit; else the asked part of a bill, else its total.
          if (type.subject && isKindOf(type.subject.split(/\s+/).pop()!, 'unit of measurement')) return unitQuantity(lines, type.subject) ?? numberBeside(lines, input.terms);
          // A document with no money may print a score ("Total 69/80").
          return labelledQuantity(lines, type.subject) ?? labelledAmount(lines, input.question) ?? billAmount(lines) ?? scoreOutOf(lines);
        case 'date':
          return writtenDate(lines, input.terms, input.question, type.subject);
        default:
          return null;
      }
    })();
    if (found) return { ...found, memoryId: row.id };
    // A name or a date of the best match only: a later memory's title is another thing's name. A date
    // still to come is read from the best match that prints one (a note to return the books does not).
    if (type.kind === 'name') return null;
    if (type.kind === 'date' && !SCHEDULED.test(input.question)) return input.recency ? null : namedDate(input);
  }
  return null;
}

/**
 * "When was my driving test", when the best match prints no date (the results, photographed weeks after): a
 * match about as good that prints the day beside the asked thing's name (printed-date.ts). Not for
 * "the last time": the newest match is the occasion, an older document's date another one.
 */
function namedDate(input: ExtractInput): ExtractedAnswer | null {
  const best = input.evidence[0]?.similarity ?? 0;
  for (const { row, similarity } of input.evidence.slice(1, 3)) {
    if (similarity < best * KIND_SHARE) continue;
    const line = namedDateLine(textOf(row), input.question);
    if (line) return { value: line, line, memoryId: row.id };
  }
  return null;
}

/**
 * The value beside a label: after it on its line ("Seat 14C", "Password: latte4life") or, when the line
 * is the label alone ("LIBRARY CARD"), the line under it. A line with several position labels is
 * returned whole; a number asked for with no label printed is the line that is mostly digits.
 */
function identifier(lines: TextLine[], subject: string, bare: boolean, positions: boolean): { value: string; line: string } | null {
  const words = subject.split(/\s+/);
  const head = words[words.length - 1]!;
  const forms = [...new Set([...(LABEL_FORMS[head] ?? [head]), ...words.slice(0, -1).flatMap((w) => [w, ...(LABEL_FORMS[w] ?? [])])])];
  const labelRe = labelPattern(forms);
  // The head's own forms first ("password" before "wifi"), then the qualifiers'.
  const headRe = labelPattern(LABEL_FORMS[head] ?? [head]);
  // A generic head ("number") is read first where the qualifier labels it too: "Meter number" over
  // "Account number" for "my meter number", whichever is printed first.
  const qualifierRe = words.length > 1 ? labelPattern(words.slice(0, -1).flatMap((w) => [w, ...(LABEL_FORMS[w] ?? [])])) : null;
  const passes: Array<[RegExp, RegExp | null]> = bare ? [] : [...(qualifierRe ? [[headRe, qualifierRe] as [RegExp, RegExp]] : []), [headRe, null], [labelRe, null]];
  for (const [re, qualified] of passes) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.text;
      const m = re.exec(line);
      if (!m || (qualified && !qualified.test(line))) continue;
      const positions = POSITION_RES.filter((p) => p.test(line)).length;
      // A header row of labels ("Flight  Gate  Seat") holds no value: the row under it does.
      if (positions >= 2 && POSITION_LABELS.includes(head) && /\d/.test(line)) return { value: line, line };
      // `Label: value`, `Label value`, `Label is value`, `Label (ABBR): value`, `Label No: value`.
      const after = line.slice(m.index + m[0].length).replace(/^\s*\([^()]{1,15}\)/, '').replace(NUMBER_WORD, '').replace(/^[\s:#.\-–=]+/, '').replace(/^(?:is|was|are)\s*[:=]?\s+/i, '').trim();
      // The label may be a qualifier's ("VRM" for "registration number"), or hold one before the head
      // ("REG. NO"): its value is read its way.
      const label = line.slice(Math.max(0, m.index - QUALIFIER_REACH), m.index + m[0].length);
      const labelled = words.slice(0, -1).find((w) => labelPattern([w, ...(LABEL_FORMS[w] ?? [])]).test(label)) ?? head;
      const value = codeValue(after, labelled);
      if (value) return { value, line };
      const next = lines[i + 1]?.text;
      if (!/\d/.test(after) && next && codeLike(next)) return { value: next, line: `${line} · ${next}` };
      // A label alone on its line over a short value in large type ("Table" / "14", "Gate" / "B7").
      if (!after && next && SHORT_VALUE.test(next)) return { value: next.trim(), line: `${line} · ${next}` };
    }
  }
  // A boarding pass may print its flight with no label ("XQ 1942 · Mon 3 Mar"): a flight number has one shape everywhere.
  if (!bare && words.includes('flight')) {
    for (const l of lines) {
      const m = FLIGHT_NUMBER.exec(l.text);
      if (m) return { value: m[0], line: l.text };
    }
  }
  // "Where did I park", "where did I sit": a line of two position labels is the answer whichever it
  // names ("ZONE C - ROW 14" for a spot) — before the next match's own label.
  if (!bare && positions && POSITION_LABELS.includes(head)) {
    const position = lines.find((l) => POSITION_RES.filter((p) => p.test(l.text)).length >= 2 && /\d/.test(l.text));
    if (position) return { value: position.text, line: position.text };
  }
  if (bare && (head === 'number' || head === 'no' || head === 'id' || head === 'code' || head === 'registration' || head === 'plate')) {
    const digits = lines.find((l) => codeLike(l.text) && (l.text.match(/\d/g)?.length ?? 0) >= 5);
    if (digits) return { value: digits.text, line: digits.text };
    // A code after a label the question does not use ("VRM MA19 KZP", "REF K7P4QZ9"): a short
    // abbreviation that is no position label (a "ZONE A7" is where, not what), then a code that
    // mixes letters and digits.
    for (const l of lines) {
      const m = /^([A-Z]{2,4})[\s:#.]+(.+)$/.exec(l.text.trim());
      // "HALL 2 SEAT D12" is a seat, not a code after an unknown label.
      if (!m || POSITION_LABELS.includes(m[1]!.toLowerCase()) || POSITION_RES.some((p) => p.test(m[2]!)) || !codeLike(m[2]!) || !/(?=[^\s]*\p{L})(?=[^\s]*\d)[\p{L}\p{N}]{3,}/u.test(m[2]!)) continue;
      return { value: m[2]!.trim(), line: l.text };
    }
  }
  return null;
}

/** English month names and their short forms, as dates print them. */
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/**
 * An IATA flight number: the airline's two-character code (letters, or a letter and a digit) and one
 * to four digits ("XQ 1942", "X7 301", "XQ1942"). Upper case, as boarding passes print it; a gate or
 * seat ("Gate C4", "Seat 12C") has no number after its letter-digit pair.
 */
const FLIGHT_NUMBER = /(?<![\p{L}\p{N}-])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}(?![\p{L}\p{N}:.,/-])/u;

const POSITION_RES = POSITION_LABELS.map((p) => new RegExp(`\\b${p}\\b`, 'i'));
/** The word for "number" after a label ("REG NO: …", "SERIAL NUMBER …"): the value follows it. */
const NUMBER_WORD = /^\s*(?:no|nr|num|number)\b\.?(?=\s*[:#.\-–=]|\s+\S)/i;
/** How far before a label's head a qualifier of it is looked for: "REG. NO", "CARD NUMBER". */
const QUALIFIER_REACH = 12;
/** Compiled label patterns: ranking checks every candidate for a value beside its label. */
const LABELS = new Map<string, RegExp>();

function labelPattern(forms: string[]): RegExp {
  const key = forms.join('|');
  let re = LABELS.get(key);
  if (!re) {
    re = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${forms.map(escapeRegExp).sort((a, b) => b.length - a.length).join('|')})(?=[^\\p{L}]|$)`, 'iu');
    if (LABELS.size > 1000) LABELS.clear();
    LABELS.set(key, re);
  }
  return re;
}

/** One short token with a digit: a table, gate, bay or locker printed under its label. */
const SHORT_VALUE = /^\s*#?(?=[\p{L}\d-]*\d)[\p{L}\d-]{1,6}\s*$/u;

/** Labels whose value is free text, one token: a password may have no digit at all. */
const FREE_FORM = new Set(['password', 'passcode', 'passphrase', 'pin', 'code', 'wifi', 'network', 'ssid', 'username', 'login']);

/**
 * The code after a label: a short prefix and the tokens with digits — "AS 871", "14C", "K7P4QZ9",
 * "1118 2207 4413"; it ends at the next plain word ("Seat 14C  Zone 3" → 14C).
 */
function codeValue(after: string, head: string): string | null {
  const tokens = after.split(/\s+/).filter(Boolean);
  if (FREE_FORM.has(head)) return tokens[0] ?? null;
  // A number plate is letters and digits in groups ("MA19 KZP", "7ABC 123", "AB 12 CD 3456"); the
  // first word after it (a car's model) is not part of it.
  if (head === 'registration' || head === 'plate') {
    const plate: string[] = [];
    for (const t of tokens) {
      if (!/^[\p{L}\d-]+$/u.test(t) || (!/\d/.test(t) && t.length > 3)) break;
      plate.push(t);
    }
    return plate.some((t) => /\d/.test(t)) ? plate.join(' ') : null;
  }
  const out: string[] = [];
  for (const [i, t] of tokens.entries()) {
    const digit = /\d/.test(t);
    if (digit) out.push(t);
    else if ((/^[A-Z]{1,3}$/.test(t) || t === '#') && !out.some((x) => /\d/.test(x))) out.push(t);
    // A code in letter and digit groups goes on past a short letter group between two numbers
    // ("AB 12 CD 3456"); a label there ("ROW 8") begins another value.
    else if (/^[A-Z]{1,3}$/.test(t) && /^\d{2,}$/.test(out[out.length - 1] ?? '') && /^\d{3,}$/.test(tokens[i + 1] ?? '') && !POSITION_LABELS.includes(t.toLowerCase())) out.push(t);
    else break;
    if (out.length >= 5) break;
  }
  return out.some((t) => /\d/.test(t)) ? out.filter((t) => t !== '#').join(' ') : null;
}

/** A line that is a code: a few tokens, one of them letters-and-digits or digits, maybe dotted ("0030 4471 2286 19", "DL WDL7Q2M4159B", "4471.280.913"). */
function codeLike(text: string): boolean {
  // A date or a time of day is when, not which: "07/07/2024 09:10" is no membership number.
  if (DATE_OR_TIME.test(text)) return false;
  const tokens = text.split(/\s+/).filter(Boolean);
  return tokens.length <= 5 && tokens.some((t) => /^#?(?=.*\d)[\p{L}\p{N}][\p{L}\p{N}.\-/]*[\p{L}\p{N}]$/u.test(t) && t.length >= 3) && (text.match(/\d/g)?.length ?? 0) >= 2;
}

/** Numeric dates, a day and a month by name ("14 MAR 2025", "Mar 14"), a time of day with or without am/pm ("8:15PM"). */
const DATE_OR_TIME = new RegExp(
  [
    String.raw`\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b`,
    String.raw`\b\d{4}-\d{2}-\d{2}\b`,
    String.raw`\b\d{1,2}:\d{2}(?!\d)`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\b`,
    String.raw`\b${MONTH}\.?\s+\d{1,2}\b`,
  ].join('|'),
  'i',
);


/**
 * A date or time written on the document, when the question is about something the document schedules
 * ("when is my appointment", "what time did the train depart"): the line with a question word and a
 * time, else the first written date (with the time under it). Null when the question asks when the
 * user did something: then the photo's own time answers.
 */
function writtenDate(lines: TextLine[], terms: string[], question: string, subject: string | null): { value: string; line: string } | null {
  const texts = lines.map((l) => l.text);
  const wanted = new Set(terms);
  const near = texts.findIndex((t) => [...contentWords(t)].some((w) => wanted.has(w) || [...wanted].some((x) => x.length >= 5 && w.startsWith(x.slice(0, 5)))) && TIME.test(t));
  if (near >= 0) return { value: texts[near]!, line: texts[near]! };
  // "What time…": the time of day the document prints ("DEP 18:30"), when it prints one.
  if (subject === 'time') {
    const timed = texts.find((t) => TIME.test(t));
    if (timed) return { value: timed, line: timed };
  }
  // "When is/will…": the future, as written. "When did I…" is answered by the photo's time.
  if (!SCHEDULED.test(question)) return null;
  // The date on the line that says what the question asks ("RETURN BY 3/9" for "when do I return"),
  // before the document's own date ("ISSUED 12/08").
  const labelled = texts.find((t) => [...contentWords(t)].some((w) => wanted.has(w)) && chrono.parse(t).some((r) => r.start.isCertain('day')));
  if (labelled) return { value: labelled, line: labelled };
  // "When is the rubbish collected": a routine is printed by its weekday ("Rubbish  every Tuesday").
  const weekly = texts.find((t) => [...contentWords(t)].some((w) => wanted.has(w)) && PRINTED_WEEKDAY.test(t));
  if (weekly) return { value: weekly, line: weekly };
  for (let i = 0; i < texts.length; i++) {
    if (chrono.parse(texts[i]!).some((r) => r.start.isCertain('day') || r.start.isCertain('month'))) {
      const next = texts[i + 1];
      const withTime = next && TIME.test(next) && !chrono.parse(texts[i]!).some((r) => r.start.isCertain('hour')) ? `${texts[i]}, ${next}` : texts[i]!;
      return { value: withTime, line: withTime };
    }
  }
  return null;
}

/** A question about what a document schedules (a due date, an appointment, "when am I booked in"), not about when something was done. */
const SCHEDULED = /^\s*(?:when|what\s+(?:date|day))\s+(is|are|am|will|'s|does|do|can|should|must|shall)\b|^\s*when's\b|\b(appointment|due|expire|expires|expiry|deadline|reservation|booking|booked|check-?in|check-?out)\b/i;
/** A question about a deadline: what has to be done by when. */
const OBLIGED = /\b(?:have|has|had|need|needs)\s+to\b|\b(?:must|due|deadline|expire|expires|expiry|by when)\b/i;
/** The line a document prints its deadline on: "DATE DUE: 07/11", "RETURN BY 3 MAY", "VALID UNTIL …". */
const DEADLINE = /\b(?:due|return\s+by|renew\s+by|pay\s+by|until|till|expires?|expiry|deadline|before)\b/i;
const TIME = /\b([01]?\d|2[0-3])[:.h][0-5]\d\s*(am|pm)?\b|\b(1[0-2]|0?[1-9])\s*(am|pm)\b/i;


/**
 * Whether a memory holds a value of the kind asked for — a code beside the asked label, an amount, a
 * list, a time of day — the answer-type check of question answering: of two memories that match the
 * words alike, the one that can answer ranks first. Names are not checked: every document has a title.
 */
export function holdsAnswer(row: EvidenceRow, type: AnswerType, terms: string[], question: string): boolean {
  if (type.kind === 'date') return type.subject === 'time' && textOf(row).some((l) => TIME.test(l));
  if (type.kind !== 'identifier' && type.kind !== 'number' && type.kind !== 'list') return false;
  return extractWith({ type, terms, question, evidence: [{ row, similarity: 1 }] }, false) !== null;
}
