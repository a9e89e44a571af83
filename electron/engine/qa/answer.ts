import { rowLength } from './row-length';
import { openingTime } from './opening-hours';
import type { AnswerType, ExtractedAnswer, QueryAnalysis } from '../../../shared/qa';
import { dayLabel, monthLabel, sessionsOf } from './facts';
import { ALL_TOLD, firstListedDays, printedQuantity, printedTally } from './count';
import { extractAnswer, linesOf, titleOf, type EvidenceRow } from './extract';
import { textOf } from './text-lines';
import { printedAbroadWords } from './lexicon/abroad';
import { withLayout, type LayoutSource } from './layouts';
import { name, venueBelowHeader } from './title';
import { labelledPlace } from './place-label';
import { keptAt } from './kept-at';
import { tripDestination } from './trip-destination';
import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';
import type { Candidate } from './fusion';
import { occasionDates } from './occasion-date';
import { actDay } from './anchor-occasion';
import { askedItemFirst } from './item-first';
import { askedThings, labelledDate, labelledTime, pickLeg, printsAny, promisedDate } from './labelled-date';
import { namesEachTrip } from './trip-turns';
import { PAST_REACH_DAYS, printedClockSpan, printedDateLine, printedDay, printedDuration } from './printed-date';
import { localMs, localWindow, matchesPlace } from './scope';
import { printsOtherPeriod } from './planned';
import { memoryOrder, type DateOrder } from './date-order';
import { nameSources } from './name-source';
import { destinationFirst } from './route-order';
import { asksChange, asksSpent, IN_TOTAL, sumAmounts } from './number';
import { changeBetween, comparesOverTime, MATCH_SHARE, verdictOnNothing, type Evidence } from './value-change';
import { rangedReading } from './reading';
import { sameSession } from './sessions';
import { yesNo, type YesNoInput } from './yes-no';
import { asksStay } from './stay';
import { phrasalsIn } from './phrasal';
import { asksHowOften, printedFrequency } from './how-often';
import { firstOrLast, stopRow } from './first-last';
import { sinceBegan, sinceLength } from './since-length';
import { printedDosing } from './dose-limit';
import { askedClock } from './time-lead';
import { fixtureAnswer, VERSUS } from './fixture';
import { timeForDays } from './days-time';
import { billed } from './lineup';
import { timeWith } from './time-with';
import { verbLabelled } from './verb-label';
import { gridOrNamed, holdsGrid } from './timetable-grid';
import { notFound } from './not-found';
import { labelOnly } from './subject-first';
import { dayStart } from './wall-clock';
import { asksRemainder, labelledRemainder, remainderUnprinted } from './remainder';

/** "Where did I go / have we been / was I": where the user was, which a photo's place says ("where are we meeting" asks a plan's place, which a document prints). */
const WENT = /\bwhere\s+(?:(?:did|do|have|had|will|would|should)\s+(?:i|we)\s+(?:go|been|travel|visit|head|fly|drive|walk|run|hike|holiday)|(?:was|were)\s+(?:i|we)\b|(?:am|are)\s+(?:i|we)\b(?!\s+[a-z]+ing\b))|\bwhere\s+(?:i|we)\s+(?:went|travelled|traveled|visited)\b/i;
/** Days and titles a "what did I do" summary names. */
const [SUMMARY_DAYS, SUMMARY_TITLES] = [3, 5];
/** Bills that cover the question this nearly as fully as the best one add up to what was spent. */
const SPENT_SHARE = 0.95;
const DAY_UNITS = /\b(days?|nights?|weeks?|months?|years?)\b/i;
/**
 * Whether a length is asked in days or longer: "how many hours … the week of 20 March" asks hours, and
 * its week is only when. Without "how many", any such unit in the question counts ("how long … in days").
 */
const inDays = (question: string) => DAY_UNITS.test(/\bhow\s+many\s+(\p{L}+)/iu.exec(question)?.[1] ?? question);
const HAPPENED = /\b(did|was|were|had|what time)\b/i;
/** What was promised or planned, asked in the past tense: "supposed to be ready", "meant to arrive". */
const EXPECTED = /\b(?:supposed|meant|expected|due|scheduled)\s+to\b/i;
/** "When does it …", "when will it …": asked of what is on or coming, which a clock may answer. */
const WHEN_NOW = /^\s*when\s+(?:does|do|will)\b/i;
/** "When did I …", "what day did I …", "on which date was …": the day something happened. */
const PAST_WHEN = /^\s*(?:when|(?:on\s+)?(?:what|which)\s+(?:day|date))\s+(did|was|were|have|had)\b/i;

export interface AnswerInput extends Pick<YesNoInput, 'nearest'> {
  analysis: QueryAnalysis;
  type: AnswerType;
  refs: Candidate[];
  /** OCR layouts of the best references, by memory id (not among the ranking's columns: they are bulky; layouts.ts). */
  layouts: LayoutSource;
  /** A computed count, duration or rate (facts.ts), which answers those kinds outright. */
  computed: string | null;
  /** Names of the events a day belongs to, for "what did I do" summaries. */
  eventsOn: (dayStartMs: number) => string[];
  /** The asker's wall clock, ms (as local times are kept), for what must hold now ("is it still valid"). */
  now?: number;
}

/**
 * The answer without an LLM: the value asked for first (a name, a code, an amount, a list, a date), then
 * the line of evidence it came from and when and where that memory was taken. When nothing was
 * found, say so with what was searched, so a person can tell a gap in the library from a misreading.
 */
export function composeAnswer(input: AnswerInput): ReturnType<typeof yesNo> {
  const { analysis, type } = input;
  // A name is read from the memory of the asked period and kind (name-source.ts).
  // A ticket is read for the direction asked (route-order.ts).
  const refs = destinationFirst(nameSources(input.refs, analysis, type), analysis);
  // "Did I …?" begins with its verdict even when nothing was found: no, with what was searched; "did it go up" cannot tell.
  if (refs.length === 0) return { answer: `${type.kind === 'yesno' ? `${verdictOnNothing(analysis)} — ` : ''}${notFound(analysis)}`, extracted: null };
  // A place nothing was found in: retrieval falls back to the rest of the library, but what it found
  // is from elsewhere, and the answer must not pass it off as being from there.
  const named = analysis.places.filter((p) => !p.route);
  if (named.length > 0 && !refs.some((r) => matchesPlace(r.row, named))) {
    return { answer: `${type.kind === 'yesno' ? `${verdictOnNothing(analysis)} — ` : ''}${notFound(analysis)} The closest match is from ${contextOf(refs[0]!) || 'elsewhere'}: ${refs[0]!.why}`, extracted: null };
  }
  // "My alarm on Saturdays": the time the best match prints with the days that hold the asked one
  // (days-time.ts); a lower match's alarm is no answer about a pharmacy's Saturday.
  const forDays = firstOf(refs.slice(0, 1), (r) => timeForDays(textOf(r.row), analysis.question));
  if (forDays) return { answer: `${forDays.found.value} — ${forDays.found.line} (${contextOf(forDays.ref)})`, extracted: { ...forDays.found, memoryId: forDays.ref.row.id } };
  // "The most I can take in a day", "how many at once": what a label's warning or directions print (dose-limit.ts).
  const ceiling = firstOf(refs.slice(0, 3), (r) => printedDosing(textOf(r.row), analysis.question));
  if (ceiling) return { answer: `${ceiling.found.value} — ${ceiling.found.line} (${contextOf(ceiling.ref)})`, extracted: { ...ceiling.found, memoryId: ceiling.ref.row.id } };
  // "How many capsules did the pharmacy give me?": a quantity printed on the evidence, not occasions; "how many does the cake
  // serve": the figure under the asked verb first (verb-label.ts); "how many refills are left": what remains as the best match labels it (remainder.ts).
  const printed = type.kind === 'count' ? (verbLabelled(refs.slice(0, 3), analysis.question) ?? printedQuantity(analysis.question, refs.slice(0, 3)) ?? (asksRemainder(analysis.question) ? labelledRemainder(refs[0]) : null)) : null;
  if (printed) return { answer: `${printed.value} — ${printed.line} (${contextOf(printed.ref)})`, extracted: { value: printed.value, line: printed.line, memoryId: printed.ref.row.id } };
  // "How many times … altogether": a running number printed on the newest documents ("Visit #14") when the
  // library holds fewer occasions than it numbers (count.ts).
  const tally = type.kind === 'count' && ALL_TOLD.test(analysis.question) ? bestTally(refs.slice(0, 3), analysis.question) : null;
  if (tally && tally.n > sessionsOf(refs).length) return { answer: `${tally.n} times — ${tally.line} (${contextOf(tally.ref)})`, extracted: { value: `${tally.n} times`, line: tally.line, memoryId: tally.ref.row.id } };
  // "How long does the bread bake?", "how long have I been a member" (since-length.ts), "how long does the
  // quick wash take" (a programme's row, row-length.ts): what is printed, not a span of memories.
  const lasts = type.kind === 'duration' ? firstOf(refs.slice(0, 3), (r) => rowLength(textOf(r.row), analysis.terms, analysis.question) ?? printedDuration(textOf(r.row), analysis.terms, analysis.question, analysis.related) ?? sinceLength(textOf(r.row), analysis.question, localMs(r.row))) : null;
  if (lasts) return { answer: `${lasts.found.value} — ${lasts.found.line} (${contextOf(lasts.ref)})`, extracted: { ...lasts.found, memoryId: lasts.ref.row.id } };
  // "How long was the ride / my shift": one occasion's start and end as printed (printed-date.ts), not a
  // span of photos' days. A stay (a trip, a holiday: stay.ts) or a count of days is a span of days; a
  // thing done on a trip ("the ride up the hill") is still one occasion.
  const clocked = type.kind === 'duration' && (analysis.events.length === 0 || !asksStay(analysis.question, analysis.places)) && !inDays(analysis.question) ? firstOf(refs.slice(0, 3), (r) => printedClockSpan(textOf(r.row))) : null;
  if (clocked) return { answer: `${clocked.found.value} — ${clocked.found.line} (${contextOf(clocked.ref)})`, extracted: { ...clocked.found, memoryId: clocked.ref.row.id } };
  // "How often do I take it": the frequency its directions print (how-often.ts), not the photos' rate.
  const often = type.kind === 'count' && asksHowOften(analysis.question) ? firstOf(refs.slice(0, 3), (r) => printedFrequency(textOf(r.row), analysis.question)) : null;
  if (often) return { answer: `${often.found.value} — ${often.found.line} (${contextOf(often.ref)})`, extracted: { ...often.found, memoryId: often.ref.row.id } };
  if (input.computed) return { answer: type.kind === 'count' && asksRemainder(analysis.question) ? remainderUnprinted(analysis.question, refs[0]!, contextOf(refs[0]!)) : input.computed, extracted: null };
  // A place the question names: a match from elsewhere may not stand in for the best match ("where did
  // we stay in Queenstown" is not the hotel of another trip ranked below the lodge). Nor may one about
  // another time than the one asked (February's bill, photographed in March, for "March's bill").
  // A change's times are the ends it compares ("between March and June"), each a document of its own.
  const asked = analysis.time?.strict && !comparesOverTime(analysis) ? localWindow(analysis.time) : null;
  const elsewhen = (row: Candidate['row'], taken = localMs(row)) => asked !== null && taken !== null && printsOtherPeriod(row.ocr_text, taken, asked, memoryOrder(row, taken, analysis.home));
  const offTopic = labelOnly(refs);
  const evidence = refs.map((c) => ({ row: withLayout(c, input.layouts), similarity: c.similarity, inScope: (named.length === 0 || matchesPlace(c.row, named)) && !elsewhen(c.row), offTopic: offTopic.has(c) }));
  const top = refs[0]!;
  // A document abroad prints the asked word as its own language spells it (cognate.ts) or says (abroad.ts).
  const terms = [...analysis.terms, ...analysis.related, ...printedAbroadWords(analysis.terms, refs.slice(0, 3).map((r) => textOf(r.row).join('\n')))];

  // "Who's on the main stage on Saturday": the acts a line-up bills under the headings asked (lineup.ts).
  const bill = firstOf(refs.slice(0, 3), (r) => billed(textOf(r.row), analysis.question));
  if (bill) return { answer: `${bill.found.value} — ${bill.ref.why}${contextOf(bill.ref) ? ` (${contextOf(bill.ref)})` : ''}`, extracted: { ...bill.found, memoryId: bill.ref.row.id } };
  // "Who are we playing next", "kick-off against Brislington": a fixture list's match (fixture.ts).
  const match = firstOf(refs.slice(0, 3), (r) => { const local = localMs(r.row); return local === null ? null : fixtureAnswer(textOf(r.row), analysis.question, local, input.now, asked, memoryOrder(r.row, local, analysis.home)); });
  if (match) return { answer: `${match.found.value} — ${match.found.line} (${contextOf(match.ref)})`, extracted: { ...match.found, memoryId: match.ref.row.id } };
  if (type.kind === 'list' && !analysis.recency) {
    // "Which nights am I working": the days a rota lists under that label, not the rota's title.
    const listed = firstListedDays(refs, analysis.question);
    if (listed) return { answer: `${listed.days} (${listed.line}) — ${listed.ref.why}${contextOf(listed.ref) ? ` (${contextOf(listed.ref)})` : ''}`, extracted: { value: listed.days, line: listed.line, memoryId: listed.ref.row.id } };
    const best = Math.max(...refs.map((r) => r.similarity));
    // Things one goes to are one per document: of those about as near, only the ones that cover as much
    // of the question (a dinner bill in the same town is no show).
    const one = namesOne(type);
    const mostCovered = Math.max(...refs.slice(0, 5).map((r) => r.covers));
    const lists = evidence
      .slice(0, 5)
      .filter((e, i) => e.similarity >= best * MATCH_SHARE && (!one || refs[i]!.covers >= mostCovered * MATCH_SHARE))
      .map((e) => ({ e, found: (one ? nameOf(e.row, type) : null) ?? extractAnswer({ type, terms, question: analysis.question, evidence: [e] }) ?? titled(e.row, type) }))
      .filter((x) => x.found !== null);
    if (lists.length > 1) {
      const parts = lists.map(({ e, found }) => `${when(e.row) ?? 'undated'}: ${found!.value}`);
      return { answer: parts.join('; '), extracted: { ...lists[0]!.found!, value: lists.map((l) => l.found!.value).join(', ') } };
    }
  }
  if (type.kind === 'none' && type.subject === 'activity') {
    return { answer: summary(refs, input), extracted: null };
  }
  // "Did my cholesterol come down", "is my rent more than last year": the figure on the earlier and the later document (value-change.ts).
  const moved = type.kind === 'yesno' && comparesOverTime(analysis) ? changeBetween(refs, evidence, type, terms, analysis.question, contextOf) : null;
  if (moved) return moved;
  if (type.kind === 'yesno') return yesNo({ ...input, notFound: notFound(analysis), contextOf });

  // Several trips match ("where did I go on holiday last summer?"): each is an answer.
  if (namesEachTrip(analysis, type)) return { answer: analysis.events.map((e) => e.name).join('; '), extracted: null };
  // "Where was I…", "where did I go…": where the best memory that has a place was taken (a boarding pass screenshot has none).
  // "Where is my passport": when the best match prints no place, a note that says where the thing is
  // kept, or a letter where someone's outing went (trip-destination.ts), on any of the best matches,
  // before where the best match was photographed (a key-cutting receipt ranked above the note).
  const kept = type.kind === 'name' && type.subject === 'place' && !WENT.test(analysis.question) && !labelledPlace(textOf(top.row), analysis.question) ? firstOf(refs.slice(0, 3), (r) => tripDestination(textOf(r.row), analysis.question) ?? keptAt(textOf(r.row), analysis.question)) : null;
  if (kept) return { answer: `${kept.found.value} — ${kept.found.line}${contextOf(kept.ref) ? ` (${contextOf(kept.ref)})` : ''}`, extracted: { ...kept.found, memoryId: kept.ref.row.id } };
  const withPlace = type.kind === 'name' && type.subject === 'place' ? refs.slice(0, 5).find((r) => r.row.place_label) : undefined;
  // A screenshot has no place of its own. Where I went or was is where a photo was taken; where a
  // thing was (a pickup point, "where did we order from") is what the best match prints,
  // unless a match taken somewhere matches about as well.
  const placed = withPlace && (top.row.place_label || WENT.test(analysis.question) || withPlace.similarity >= top.similarity * MATCH_SHARE) ? withPlace : undefined;
  if (placed) {
    // A place may be a venue as much as a town: a receipt's or a sign's title names it ("where did I
    // have noodles" → the noodle bar, in its town).
    // "Where was the wedding": a venue printed in the body of a document about the occasion (an
    // invitation, a ticket) is where it was, not the town the document was photographed in.
    const held = !WENT.test(analysis.question) && placed.row.ocr_text ? labelledPlace(textOf(placed.row), analysis.question)?.value ?? venueBelowHeader(linesOf(withLayout(placed, input.layouts))) : null;
    if (held) return { answer: `${held} — ${placed.why}${contextOf(placed) ? ` (${contextOf(placed)})` : ''}`, extracted: null };
    const title = placed.row.ocr_text ? titleOf(linesOf(withLayout(placed, input.layouts))) : null;
    // Two sides either side of "v" head a match ticket: they are what was played, not where.
    const venue = title && !VERSUS.test(` ${title} `) && !sameText(title, placed.why) && !placed.why.toLowerCase().includes(title.toLowerCase()) ? `${title}, ` : '';
    return { answer: `${venue}${placed.row.place_label} — ${placed.why}${contextOf(placed) ? ` (${contextOf(placed)})` : ''}`, extracted: null };
  }
  // "How much did I spend on coffee in April": the bills of the period that match as well as the best,
  // one an occasion, add up. Without a period, "how much did I spend at the bakery" is that visit.
  const change = type.kind === 'number' && asksChange(analysis.question) ? changeBetween(refs, evidence, type, terms, analysis.question, contextOf) : null;
  if (change) return change;
  const spent = type.kind === 'number' && asksSpent(analysis.question) && (analysis.time !== null || IN_TOTAL.test(analysis.question)) ? spentOver(refs, evidence, type, terms, analysis.question) : null;
  if (spent) return spent;
  // "When does it expire", "when can I go again": the date printed under a label that says so, not
  // the photo's day or the document's other dates (labelled-date.ts). What did happen ("did", "was")
  // is the occasion's day, and "what time" asks the clock.
  // "When was it supposed to be ready" asks what was promised, however past its tense; without a label
  // in the question's words, it is the day the best match promises after its own.
  const expected = EXPECTED.test(analysis.question);
  const printedOnIt = <T>(read: (lines: string[], local: number, order: DateOrder | null) => T | null) => (r: Candidate) => { const local = localMs(r.row); return local === null ? null : read(textOf(r.row), local, memoryOrder(r.row, local, analysis.home)); };
  // "When did we check out": a booking's "Check-out" date is when it happened, a day its photos need not show.
  const labelled = type.kind === 'date' && type.subject !== 'time' && phrasalsIn(analysis.question).length > 0;
  // Below the best match, a labelled date is read only on a document that prints the asked thing: a
  // parcel's "Collect by" is no day for the recycling the bin calendar lists by weekday.
  const things = type.kind === 'date' ? askedThings(analysis.question) : [];
  const onIt = (r: Candidate, i: number) => i === 0 || things.length === 0 || printsAny(textOf(r.row), things);
  const due = type.kind !== 'date' || (HAPPENED.test(analysis.question) && !expected && !labelled) ? null
    : firstOf(refs.slice(0, 3).filter(onIt), printedOnIt((lines, local, order) => labelledDate(askedItemFirst(lines, things, printsAny), analysis.question, local, undefined, order)))
      ?? (expected ? firstOf(refs.slice(0, 1), printedOnIt(promisedDate)) : null);
  if (due) return { answer: `${'month' in due.found && due.found.month ? monthLabel(due.found.day) : dayLabel(due.found.day)} (${due.found.line}) — ${due.ref.why}${contextOf(due.ref) ? ` (${contextOf(due.ref)})` : ''}`, extracted: { value: due.found.line, line: due.found.line, memoryId: due.ref.row.id } };
  // "What time did the train arrive": the time under the label the verb names ("ARR 12:44"), not the ticket's first time;
  // "what time does it close on Sunday": the Sunday row of opening hours (opening-hours.ts);
  // "the last bus": the end of the run, not a time printed beside a heading; "the bus from Market Square": the stop's row (first-last.ts).
  const labelledClock = (lines: string[]) => openingTime(lines, analysis.question) ?? firstOrLast(lines, analysis.question) ?? stopRow(lines, analysis.question) ?? timeWith(lines, analysis.question) ?? labelledTime(lines, analysis.question);
  // Among timetables, the match that prints the row the question names ("to Cardiff") answers (timetable-grid.ts).
  // "When does my parking expire": a thing that lasts hours ends at a clock time its label prints ("Exp
  // 08:31"), when no label gives a day.
  const clockAsked = type.kind === 'date' && (type.subject === 'time' || (type.subject === null && WHEN_NOW.test(analysis.question)));
  // A match that shares nothing with the question (a train ticket for "the concert": occasion.ts) prints
  // another occasion's clock under the asked verb's label ("Departure" for "start").
  const sharing = refs.slice(0, 3).filter((r, i) => i === 0 || r.similarity > 0);
  // Either way a crossing's two tickets are told apart by the leg asked (pickLeg): a hire agreement's grid among them read the way back first.
  const gridded = sharing.some((ref) => holdsGrid(textOf(ref.row)));
  const clockOf = (ref: Candidate) => (gridded ? gridOrNamed(textOf(ref.row), analysis.question, () => labelledClock(textOf(ref.row))) : labelledClock(textOf(ref.row)));
  const clock = !clockAsked ? null : pickLeg(sharing.flatMap((ref) => { const found = clockOf(ref); return found ? [{ ref, found }] : []; }), analysis.question);
  if (clock) return { answer: `${clock.found.value} — ${clock.ref.why}${contextOf(clock.ref) ? ` (${contextOf(clock.ref)})` : ''}`, extracted: { ...clock.found, memoryId: clock.ref.row.id } };
  // "What was my vitamin D level": a results row's value and its standing (reading.ts), not a letter of its name.
  const measured = ['name', 'number', 'identifier'].includes(type.kind) ? firstOf(refs.slice(0, 1), (r) => rangedReading(textOf(r.row), terms, analysis.question)) : null;
  if (measured) return { answer: `${measured.found.value} — ${measured.found.line}, ${measured.found.standing} (${contextOf(measured.ref)})`, extracted: { value: measured.found.value, line: measured.found.line, memoryId: measured.ref.row.id } };
  const extracted = type.kind === 'none' || type.kind === 'count' || type.kind === 'duration' ? null : extractAnswer({ type, terms, question: analysis.question, recency: analysis.recency, evidence }) ?? (type.kind === 'list' ? oneThing(evidence[0]!.row, analysis.question) : null);
  const source = extracted ? refs.find((r) => r.row.id === extracted.memoryId) ?? top : top;
  const context = contextOf(source);
  // "When did I go to Lisbon?": the trip's first to last day (occasion-date.ts).
  const span = occasionDates(analysis);
  if (span) return { answer: `${span} — ${source.why}${context ? ` (${context})` : ''}`, extracted: null };
  // "When did I join the gym": the day a card says the state began ("Member since 03/2023", since-length.ts).
  const began = type.kind === 'date' ? firstOf(refs.slice(0, 3), (r) => sinceBegan(textOf(r.row), analysis.question)) : null;
  if (began) return { answer: `${began.found.value} (${began.found.line}) — ${began.ref.why}${contextOf(began.ref) ? ` (${contextOf(began.ref)})` : ''}`, extracted: { ...began.found, memoryId: began.ref.row.id } };
  // "When did I fly…": the day it happened leads; a time written on the evidence follows.
  if (type.kind === 'date' && PAST_WHEN.test(analysis.question)) {
    const local = localMs(source.row);
    // The day printed beside what is asked is when it happened ("READY FRI JUN 13" on a ticket taken
    // the 10th, the game's day on a court booking, a removal quote's move day: actDay); else the photo's day.
    const order = memoryOrder(source.row, local, analysis.home);
    const said = local !== null && extracted ? printedDay(extracted.value, local, order) : null;
    const printed = local === null ? null : said !== null ? { day: said, line: extracted!.value } : printedDateLine(textOf(source.row), terms, local, PAST_REACH_DAYS, order) ?? actDay(textOf(source.row), local, terms, order);
    if (printed && printed.day !== dayStart(local!)) {
      const shown = extracted ?? { value: printed.line, line: printed.line, memoryId: source.row.id };
      return { answer: `${analysis.recency ? 'Most recently on' : 'On'} ${dayLabel(printed.day)} (${printed.line})${source.row.place_label ? `, in ${source.row.place_label}` : ''} — ${source.why}`, extracted: shown };
    }
    if (local !== null) {
      const written = extracted && !sameText(extracted.value, dayLabel(local)) ? ` (${extracted.value})` : '';
      return { answer: `${analysis.recency ? 'Most recently on' : 'On'} ${dayLabel(local)}${written}${source.row.place_label ? `, in ${source.row.place_label}` : ''} — ${source.why}`, extracted };
    }
  }
  const prefix = analysis.recency ? `Most recently${context ? ` (${context})` : ''}` : null;
  // A date read off a document leads in words ("Mar 9, 2025"), the printed form after it: "03/09" is
  // March or September depending on who printed it.
  const printedOn = extracted && type.kind === 'date' && localMs(source.row) !== null ? printedDay(extracted.value, localMs(source.row)!, memoryOrder(source.row, localMs(source.row), analysis.home)) : null;
  if (extracted && printedOn !== null) {
    // "What time does it start": the clock the date line prints leads, its day after it.
    const clock = type.subject === 'time' ? askedClock(extracted.value, analysis.question) : null;
    return { answer: `${prefix ? `${prefix}: ` : ''}${clock ? `${clock} on ` : ''}${dayLabel(printedOn)} (${extracted.value}) — ${source.why}${prefix || !context ? '' : ` (${context})`}`, extracted };
  }
  if (extracted) {
    const rest = sameText(extracted.value, source.why) ? '' : ` — ${source.why}`;
    return { answer: `${prefix ? `${prefix}: ` : ''}${extracted.value}${rest}${prefix || !context ? '' : ` (${context})`}`, extracted };
  }
  if (type.kind === 'date') {
    const local = localMs(source.row);
    if (local !== null) return { answer: `${analysis.recency ? 'Most recently on' : 'On'} ${dayLabel(local)}${source.row.place_label ? `, in ${source.row.place_label}` : ''} — ${source.why}`, extracted: null };
  }
  return { answer: `${prefix ?? (context ? `From ${context}` : 'From your library')}: ${source.why}`, extracted: null };
}

/**
 * The amounts of the bills that match the question as well as the best one (one per occasion: two
 * photos of one receipt are one bill), summed with each listed by day; null with fewer than two.
 */
function spentOver(refs: Candidate[], evidence: Evidence, type: AnswerType, terms: string[], question: string): { answer: string; extracted: ExtractedAnswer } | null {
  const bills = billsAlike(refs, evidence, type, terms, question, SPENT_SHARE, Infinity);
  const sum = sumAmounts(bills.map((b) => b.value));
  if (!sum) return null;
  const parts = bills.map((b) => `${b.value} (${contextOf(b.ref)})`);
  return { answer: `${sum} in total — ${parts.join('; ')}`, extracted: { value: sum, line: bills.map((b) => b.line).join(' + '), memoryId: refs[0]!.row.id } };
}

/**
 * The amounts of the references that match the question about as well as the best one (and cover
 * `coversShare` of what it covers), in the place asked about, one per occasion (two photos of one
 * receipt are one bill), best first, at most `max`.
 */
function billsAlike(refs: Candidate[], evidence: Evidence, type: AnswerType, terms: string[], question: string, coversShare: number, max: number): Array<{ value: string; ref: Candidate; line: string }> {
  const top = refs[0]!;
  const bills: Array<{ value: string; ref: Candidate; line: string }> = [];
  for (const [i, ref] of refs.entries()) {
    if (bills.length === max) break;
    if (ref.covers < top.covers * coversShare || ref.similarity < top.similarity * MATCH_SHARE || !evidence[i]!.inScope) continue;
    if (bills.some((b) => sameSession(b.ref.row, ref.row))) continue;
    const found = extractAnswer({ type, terms, question, evidence: [evidence[i]!] });
    if (found) bills.push({ value: found.value, ref, line: found.line });
  }
  return bills;
}

/** The largest running number the references print for what is counted. */
function bestTally(refs: Candidate[], question: string): { n: number; line: string; ref: Candidate } | null {
  const found = refs.map((ref) => ({ ref, t: printedTally(textOf(ref.row), question) })).filter((x) => x.t !== null);
  const best = found.sort((a, b) => b.t!.n - a.t!.n)[0];
  return best ? { ...best.t!, ref: best.ref } : null;
}

/** The first reference something is read from, with what was read. */
function firstOf<T>(refs: Candidate[], read: (r: Candidate) => T | null): { ref: Candidate; found: T } | null {
  for (const ref of refs) {
    const found = read(ref);
    if (found) return { ref, found };
  }
  return null;
}

/** A list asked of a memory that lists nothing: the one thing it names ("what did I collect" → the label's drug, not the pharmacy). */
function oneThing(row: EvidenceRow, question: string): ExtractedAnswer | null {
  // The lines that name where it came from ("… PHARMACY") are what the question names, not the thing.
  const asked = [...contentWords(question)].filter((w) => w.length >= 4);
  const lines = linesOf(row);
  const unasked = lines.filter((l) => ![...contentWords(l.text)].some((w) => asked.includes(w)));
  const found = name(unasked.length > 0 ? unasked : lines, null, question);
  return found ? { ...found, memoryId: row.id } : null;
}

/**
 * "Which shows did I see", "which museums did we visit": a thing one goes to — a performance, a place of
 * business, an institution, a place — is one per document (a ticket, a bill), and the list is their
 * names, not what each document lists under its name (seats, dishes). WordNet's two commonest senses.
 */
function namesOne(type: AnswerType): boolean {
  const subject = type.subject?.split(/\s+/).pop();
  return !!subject && ONE_PER_DOCUMENT.some((kind) => isKindOf(subject, kind, undefined, 2));
}
const ONE_PER_DOCUMENT = ['building', 'establishment', 'organization', 'institution', 'facility', 'social_event', 'show', 'performance', 'entertainment', 'geographical_area'];

function nameOf(row: EvidenceRow, type: AnswerType): { value: string; line: string; memoryId: string } | null {
  const found = name(linesOf(row), type.subject?.split(/\s+/).pop() ?? null);
  return found ? { ...found, memoryId: row.id } : null;
}

/** "Which shows did I see": where a memory lists nothing, its title is the thing of that kind. */
function titled(row: EvidenceRow, type: AnswerType): { value: string; line: string; memoryId: string } | null {
  if (!type.subject) return null;
  const title = titleOf(linesOf(row));
  return title ? { value: title, line: title, memoryId: row.id } : null;
}

function contextOf(c: Candidate): string {
  return [when(c.row), c.row.place_label].filter(Boolean).join(', ');
}

function when(row: Pick<Candidate['row'], 'taken_at_local' | 'taken_at'>): string | null {
  const local = localMs(row);
  return local === null ? null : dayLabel(local);
}

/** "What did I do on May 12?": each day's events, then what its best memories show, by their titles. */
function summary(refs: Candidate[], input: AnswerInput): string {
  const byDay = new Map<number, Candidate[]>();
  for (const r of refs) {
    const local = localMs(r.row);
    if (local === null) continue;
    const day = dayStart(local);
    byDay.set(day, [...(byDay.get(day) ?? []), r]);
  }
  const days = [...byDay.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]).slice(0, SUMMARY_DAYS).sort((a, b) => a[0] - b[0]);
  return days
    .map(([day, members]) => {
      const place = members.find((m) => m.row.place_label)?.row.place_label;
      const titles = [...new Set(members.map((m) => titleOf(linesOf(withLayout(m, input.layouts)))).filter((t): t is string => !!t))];
      const what = [...input.eventsOn(day), ...titles].slice(0, SUMMARY_TITLES + 2);
      return `${dayLabel(day)}${place ? `, ${place}` : ''}: ${what.length > 0 ? what.join('; ') : `${members.length} photo${members.length === 1 ? '' : 's'}`}`;
    })
    .join('. ');
}

function sameText(a: string, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return norm(b).startsWith(norm(a)) && norm(b).length <= norm(a).length + 2;
}
