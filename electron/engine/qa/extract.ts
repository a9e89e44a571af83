import { openingTime } from './opening-hours';
import * as chrono from 'chrono-node';
import type { AnswerType, ExtractedAnswer } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import { englishOf } from './lexicon/abroad';
import { linesOf, mostAsked, PRINTED_WEEKDAY, STATUS_BAR, textOf, unmeasuredLinesOf, type EvidenceRow, type TextLine } from './text-lines';
import { isKindOf } from './kind-of';
import { asksTemperature, namedThingsFirst, printedTemperature } from './temperature';
import { asksAuthor, byline } from './byline';
import { asksPercent, printedPercent } from './percent';
import { servingPrice } from './contents-of';
import { billAmount } from './bill-amount';
import { dayWordFigure } from './day-word';
import { askedUnit, labelledAmount, numberBeside, owedAmount, perUnit, scoreOutOf, unitQuantity } from './number';
import { measure, MEASURE_QUESTION } from './dimension';
import { measuredAmount } from './measured-amount';
import { listAbout } from './list';
import { namedDateLine, printedElapsed } from './printed-date';
import { labelledLength } from './time-length';
import { askedThings, printsAny, verbLabelledLine } from './labelled-date';
import { dayRow, labelledBy, labelledQuantity } from './labelled-value';
import { ownerField } from './owner-field';
import { namedInSentence } from './copula';
import { streetAddress } from './address';
import { emailAddress } from './contact';
import { phoneNumber } from './phone';
import { labelledPlace } from './place-label';
import { identifierIn } from './identifier';
import { bookedName } from './booked-name';
import { episodeOf } from './episode';
import { usedQuantity } from './usage';
import { ingredientQuantity } from './ingredient';
import { shareAmount } from './share';
import { strengthOf } from './dose';
import { purposeOf } from './purpose';
import { weeklyDay } from './weekly';
import { firstOrLast } from './first-last';
import { countdownOf } from './countdown';
import { extremeOf, superlativeIn, superlativeMeasures } from './superlative';
import { aboutKind, name } from './title';
import { joinStacked } from './stacked';
import { askedMonthFirst } from './asked-month';
import { askedItemFirst } from './item-first';
import { tableCell } from './table-cell';
import { initialsRow } from './initials-row';
import { gridCell, holdsGrid, printsNames } from './timetable-grid';
import { daySection } from './day-section';
import { sortMember } from './sort-member';
import { asksReading, displayedReading } from './instrument-reading';
import { asksListEnd, listEnd } from './list-end';

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
  /**
   * Best first. `inScope: false`: outside the place the question names, never chosen over the best.
   * `offTopic`: prints the asked kind's word and none of what the question is about (subject-first.ts).
   */
  evidence: Array<{ row: EvidenceRow; similarity: number; inScope?: boolean; offTopic?: boolean }>;
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
  for (const { measure, about, judged } of extreme && type.kind !== 'list' ? superlativeMeasures(type.subject, extreme, input.question) : []) {
    const found = extremeOf(input.evidence, measure, extreme!, about, judged);
    if (found) return found;
  }
  // A timetable's or a rota's grid: the cell where the row and the column the question names cross,
  // unless a better match that is no grid prints what the question names.
  for (const { row } of top) {
    const lines = unmeasuredLinesOf(row).map((l) => l.text);
    const grid = holdsGrid(lines);
    const cell = grid ? gridCell(lines, input.question) : null;
    if (cell) return { ...cell, memoryId: row.id };
    if (!grid && printsNames(lines, input.question)) break;
  }
  // "What did they open with": the asked end of a running order among the best matches (list-end.ts).
  const end = asksListEnd(input.question, type);
  for (const { row } of end ? top : []) {
    const found = listEnd(textOf(row), end!);
    if (found) return { ...found, memoryId: row.id };
  }
  if (type.kind === 'identifier') {
    // "The plumber's number": a number to ring, printed in a sentence more often than under a label.
    for (const { row } of top) {
      const phone = phoneNumber(unmeasuredLinesOf(row), input.question);
      if (phone) return { ...phone, memoryId: row.id };
    }
    // A code beside its label on any of the best matches before a bare number on any: a parking
    // ticket's date is no registration number when the permit under it prints one. A label that
    // says which kind ("NI number") comes before the head alone ("Employee No") on any of them.
    // A match that prints only the label (subject-first.ts) holds another thing's code: a bill's
    // "TABLE 12" is no table at the wedding whose place card names its table in words.
    const readers = top.filter((e) => !e.offTopic).map(({ row }) => ({ row, read: identifierIn(unmeasuredLinesOf(row), type.subject ?? 'number') }));
    for (const [bare, qualifiedOnly] of [[false, true], [false, false], [true, false]] as const) {
      for (const { row, read } of readers) {
        const found = read(bare, positions, input.question, qualifiedOnly);
        if (found) return { ...found, memoryId: row.id };
      }
    }
    return null;
  }
  // "How much screen time did I have yesterday": the figure an app prints by the day asked (day-word.ts).
  for (const { row } of type.kind === 'number' || (type.kind === 'date' && type.subject === 'time') ? top : []) {
    const found = dayWordFigure(unmeasuredLinesOf(row), input.question);
    if (found) return { ...found, memoryId: row.id };
  }
  // "Where is the meeting point": the place a best match prints under a label in the question's words.
  if (type.kind === 'name' && type.subject === 'place') {
    for (const { row } of top) {
      const found = labelledPlace(textOf(row), input.question);
      if (found) return { ...found, memoryId: row.id };
    }
  }
  // "What temperature does the lasagne go in at": degrees, on the match about the named dish first;
  // "what was the chance of rain": a percentage on the line that says the question's words.
  const reading = type.kind !== 'name' ? null : asksTemperature(type.subject) ? printedTemperature : asksPercent(type.subject) ? printedPercent : null;
  if (reading) {
    for (const { row } of namedThingsFirst(top, input.question, type.subject!)) {
      const found = reading(textOf(row), input.question, type.subject);
      if (found) return { ...found, memoryId: row.id };
    }
  }
  // "Who wrote the book club book": a byline or an author's label, on the match about the named book first.
  if (type.kind === 'name' && type.subject === 'person' && asksAuthor(input.question)) {
    for (const { row } of namedThingsFirst(top, input.question, 'author')) {
      const found = byline(textOf(row));
      if (found) return { ...found, memoryId: row.id };
    }
  }
  // "What was the meter token": a value printed under the asked noun as its label, of any shape;
  // "what's for dinner on Thursday": the row a plan prints for the asked day ("THU - PRAWN RISOTTO").
  // A label-only match's value is another thing's ("Deposit £50.00" on a bike hire for "the deposit for the flat").
  if (type.kind === 'name' && type.subject && type.subject !== 'place' && type.subject !== 'person') {
    for (const { row } of top.filter((e) => !e.offTopic)) {
      const lines = unmeasuredLinesOf(row);
      const found = (type.subject === 'purpose' ? purposeOf(lines, input.question) : null) ?? sortMember(lines, type.subject, input.question) ?? tableCell(lines, type.subject, input.question) ?? initialsRow(lines, input.question) ?? strengthOf(lines, input.question) ?? ownerField(lines, input.question, labelledBy(lines, type.subject, input.question)) ?? namedInSentence(lines, type.subject, input.question) ?? (type.subject === 'name' ? bookedName(lines, input.question) : null) ?? (type.subject === 'episode' ? episodeOf(lines, input.question) : null) ?? dayRow(lines, input.question) ?? emailAddress(lines, type.subject, input.question) ?? (type.subject === 'address' ? streetAddress(lines) : null);
      if (found) return { ...found, memoryId: row.id };
    }
  }
  // Of the best matches, those that print a thing the question names come first: a bill's "DUE DATE"
  // is no day for the cat at the vet when the vet's reminder ranks under it.
  const things = type.kind === 'date' ? askedThings(input.question) : [];
  const printing = things.length > 0 ? top.filter(({ row }) => printsAny(textOf(row), things)) : [];
  // "The last time…" is the newest match, whatever it prints.
  const dated = printing.length > 0 && !input.recency ? [...printing, ...top.filter((e) => !printing.includes(e))] : top;
  // "When do my loan has to go back": a date printed as a deadline ("DATE DUE: …") on any of
  // the best matches, before another document's date of purchase.
  if (type.kind === 'date' && OBLIGED.test(input.question)) {
    // A deadline is printed on the thing it is for: of the best matches, those that print the asked thing.
    for (const { row } of printing.length > 0 ? printing : top) {
      // A list of loans prints each one's due date under it: the asked one's first.
      const line = deadlineLine(askedItemFirst(unmeasuredLinesOf(row).map((l) => l.text), things, printsAny));
      if (line) return { value: line, line, memoryId: row.id };
    }
  }
  // A weaker match's list answers only when it is about what was asked (list.ts): "what did I collect
  // from the pharmacy" is not answered by the dinner bill ranked under the pharmacy's label.
  // "What classes are on Tuesday": what a weekly timetable sets under the asked day (day-section.ts).
  for (const { row } of type.kind === 'list' ? top : []) {
    const found = daySection(unmeasuredLinesOf(row), input.question);
    if (found) return { ...found, memoryId: row.id };
  }
  if (type.kind === 'list') return listAbout(top, input.terms, { onTopic: positions, recency: input.recency });
  // "Which hill did I climb": of the best matches, the first about a thing of that kind answers (a train
  // ticket ranked above the summit's sign names no hill); without one, the best match's title.
  if (type.kind === 'name' && type.subject && type.subject !== 'place' && type.subject !== 'person') {
    const best = input.evidence[0]?.similarity ?? 0;
    const about = input.evidence
      .slice(0, KIND_DEPTH)
      .find(({ row, inScope, offTopic, similarity }) => inScope !== false && !offTopic && similarity >= best * KIND_SHARE && aboutKind(unmeasuredLinesOf(row), type.subject!));
    if (about && about !== input.evidence[0]) {
      const found = name(linesOf(about.row), type.subject, input.question);
      if (found) return { ...found, memoryId: about.row.id };
    }
  }
  // "What did the gas meter read": the figure its display shows (instrument-reading.ts).
  for (const { row } of type.kind === 'number' && asksReading(input.question) ? top : []) {
    const shown = displayedReading(textOf(row));
    if (shown) return { ...shown, memoryId: row.id };
  }
  // "What was diesel per litre": the rate printed per that unit ("1.689 EUR/L"), not the litres bought
  // or the bill's total on the same receipt.
  const per = type.kind === 'number' ? askedUnit(input.question) : undefined;
  if (per) {
    for (const { row } of top) {
      const rate = perUnit(unmeasuredLinesOf(row), per);
      if (rate) return { ...rate, memoryId: row.id };
    }
  }
  // "How much gas did I use": the quantity a bill prints as used, not the money it comes to.
  for (const { row } of type.kind === 'number' ? top : []) {
    const used = usedQuantity(unmeasuredLinesOf(row), input.question);
    if (used) return { ...used, memoryId: row.id };
  }
  // "How much flour for the pancakes": the quantity a recipe prints of it, not a receipt's money;
  // "how much each when we split it": one person's part, not the whole.
  for (const { row } of type.kind === 'number' ? top : []) {
    const quantity = ingredientQuantity(unmeasuredLinesOf(row), input.question) ?? measuredAmount(unmeasuredLinesOf(row), input.question) ?? shareAmount(unmeasuredLinesOf(row), input.question);
    if (quantity) return { ...quantity, memoryId: row.id };
  }
  // "How much was the service charge": the asked part of a bill on any of the best matches before the
  // whole of the first (an invoice that only names a "service" prints no service charge).
  if (type.kind === 'number' && !MEASURE_QUESTION.test(input.question)) {
    // "How much tax do I owe": a debt printed on any of the best matches before another's "Tax deducted".
    for (const { row } of top) {
      const owed = owedAmount(unmeasuredLinesOf(row), input.question);
      if (owed) return { ...owed, memoryId: row.id };
    }
    // A weaker match's part is another thing's unless it matches the question about as well: the
    // supermarket's "PARKING 2.00" is no fee at the hospital, whose car park ticket ranks first.
    const best = input.evidence[0]?.similarity ?? 0;
    for (const { row } of top.filter((e, i) => i === 0 || e.similarity >= best * KIND_SHARE)) {
      const part = servingPrice(unmeasuredLinesOf(row), input.question) ?? labelledAmount(unmeasuredLinesOf(row), input.question);
      if (part) return { ...part, memoryId: row.id };
    }
  }
  for (const { row } of type.kind === 'date' ? dated : top) {
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
          return labelledQuantity(lines, type.subject) ?? labelledAmount(lines, input.question) ?? billAmount(lines, input.question) ?? scoreOutOf(lines);
        case 'date':
          // "What was my parkrun time": a result prints how long it took where no time of day is printed.
          // "When is the next train": a board's countdown ("Next train: 9 min", countdown.ts).
          return openingTime(lines.map((l) => l.text), input.question) ?? firstOrLast(lines.map((l) => l.text), input.question) ?? countdownOf(lines.map((l) => l.text), input.question) ?? weeklyDay(lines.map((l) => l.text), input.question) ?? (type.subject === 'time' ? labelledLength(lines.map((l) => l.text), input.question) : null) ?? writtenDate(lines, input.terms, input.question, type.subject) ?? (type.subject === 'time' ? printedElapsed(lines.map((l) => l.text)) : null);
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
 * A date or time written on the document, when the question is about something the document schedules
 * ("when is my appointment", "what time did the train depart"): the line with a question word and a
 * time, else the first written date (with the time under it). Null when the question asks when the
 * user did something: then the photo's own time answers.
 */
function writtenDate(lines: TextLine[], terms: string[], question: string, subject: string | null): { value: string; line: string } | null {
  const texts = lines.map((l) => l.text);
  const wanted = new Set(terms);
  const asked = (w: string) => wanted.has(w) || [...wanted].some((x) => x.length >= 5 && w.startsWith(x.slice(0, 5)));
  const timed = (t: string) => TIME.test(t);
  // An app's tile sets the asked word over its time ("SUNSET" / "20:52"): read as one line.
  const near = mostAsked(texts.filter(timed), asked, (t) => t) ?? mostAsked(joinStacked(texts).filter(timed), asked, (t) => t);
  if (near) return { value: near, line: near };
  // "What time…": the time of day the document prints ("DEP 18:30"), when it prints one.
  if (subject === 'time') {
    // A screenshot's status bar is the phone's clock: the document's own time first, when it prints one.
    const timed = texts.find((t, i) => TIME.test(t) && !(i === 0 && STATUS_BAR.test(t))) ?? texts.find((t) => TIME.test(t));
    if (timed) return { value: timed, line: timed };
  }
  // "When is/will…": the future, as written. "When did I…" is answered by the photo's time, unless a
  // plan photographed before it prints the day under the asked verb ("SHIFTING DATE: 18-04" for "when
  // did we move"); a deadline ("PAY BY") is when it had to be done by, not when it was.
  if (!SCHEDULED.test(question)) {
    const planned = verbLabelledLine(texts, question);
    return planned && !DEADLINE.test(planned) ? { value: planned, line: planned } : null;
  }
  // The date on the line that says what the question asks ("RETURN BY 3/9" for "when do I return"),
  // before the document's own date ("ISSUED 12/08").
  // A seed packet's calendar names months only ("Plant out: May - Jun" under "Sow indoors: Feb - Apr"):
  // the line saying what is asked, after any that print a day.
  // A label may stand alone over its date ("Grade 3 exam" / "14 March 2025", "Flowering" / "July - September").
  const says = (t: string) => [...contentWords(t)].some((w) => wanted.has(w) || [...wanted].some((x) => x.length >= 5 && w.startsWith(x.slice(0, 5))));
  const dateOnly = (t: string) => !/\p{L}{3,}/u.test(chrono.parse(t).reduce((rest, r) => rest.replace(r.text, ''), t).replace(MONTH_NAME, ''));
  const saidOver = (t: string) => says(t) || (dateOnly(t) && texts.some((l, i) => texts[i + 1] === t && says(l) && chrono.parse(l).length === 0));
  const labelled = (['day', 'month'] as const).map((unit) => askedMonthFirst(texts, question).find((t) => saidOver(t) && chrono.parse(t).some((r) => r.start.isCertain(unit)))).find(Boolean);
  if (labelled) return { value: labelled, line: labelled };
  // "When is the rubbish collected": a routine is printed by its weekday ("Rubbish  every Tuesday").
  const weekly = mostAsked(texts.filter((t) => PRINTED_WEEKDAY.test(t)), wanted, (t) => t);
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

/** A month's name whole or short: chrono reads "April - May" as April alone. */
const MONTH_NAME = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?/gi;
/** A question about what a document schedules (a due date, an appointment, "when am I booked in"), not about when something was done. */
const SCHEDULED = /^\s*(?:when|what\s+(?:date|day))\s+(is|are|am|will|'s|does|do|can|should|must|shall)\b|^\s*when's\b|\b(appointment|due|expire|expires|expiry|deadline|reservation|booking|booked|check-?in|check-?out)\b/i;
/**
 * The deadline a document prints: on the label's line ("DUE DATE: 07/11", abroad "Échéance : 05/05"),
 * or, as bills set label over value ("PAYMENT DUE BY" / "22 APR 2024"), on the line under a label that
 * holds no date itself.
 */
function deadlineLine(texts: string[]): string | null {
  // A deadline may name only its month ("Next service due: February 2026"), after any that name the day.
  for (const unit of ['day', 'month'] as const) {
    const dated = (t: string) => chrono.parse(t).some((r) => r.start.isCertain(unit));
    const i = texts.findIndex((t, j) => (DEADLINE.test(t) || namesDeadline(t)) && (dated(t) || (!/\d/.test(t) && dated(texts[j + 1] ?? ''))));
    if (i >= 0) return dated(texts[i]!) ? texts[i]! : `${texts[i]} ${texts[i + 1]}`;
  }
  return null;
}

/** A question about a deadline: what has to be done by when. */
const OBLIGED = /\b(?:have|has|had|need|needs)\s+to\b|\b(?:must|due|deadline|expire|expires|expiry|by when)\b/i;
/** The line a document prints its deadline on: "DATE DUE: 07/11", "RETURN BY 3 MAY", "VALID UNTIL …". */
const DEADLINE = /\b(?:due|return\s+by|renew\s+by|pay\s+by|until|till|expires?|expiry|deadline|before)\b/i;
/**
 * A label abroad names a last day ("Échéance", "Vencimento", "Fällig"): its English words, read back
 * through englishOf, are a due date, a deadline or an expiry. Whole words only: "till" (a cash
 * register, "Caja 3") and "before" are other senses on a receipt.
 */
const DEADLINE_WORD = /^(?:due|deadline|expiry|expiration)(?: date)?$/;
function namesDeadline(text: string): boolean {
  return [...contentWords(text)].some((w) => englishOf(w).some((e) => DEADLINE_WORD.test(e)));
}
/** A clock time; "£18.50" is money, not ten to seven. */
const TIME = /(?<!\p{Sc}\s?)\b([01]?\d|2[0-3])[:.h][0-5]\d\s*(am|pm)?\b|\b(1[0-2]|0?[1-9])\s*(am|pm)\b/iu;


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
