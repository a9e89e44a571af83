import type { QueryAnalysis } from '../../../shared/qa';
import type { Candidate } from './fusion';
import { localMs, localWindow, matchesPlace } from './scope';
import { foldAccents } from '../augment/similarity';
import { countOther } from './count';
import { sameSession } from './sessions';
import { sameDocument } from './same-document';
import { bookedTime, looksAhead } from './booked-time';
import { modesInText } from './travel-mode';
import { occasionOf } from './occasion';
import { printedDay, wholeDates } from './printed-date';
import { memoryOrder, readInOrder } from './date-order';

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function dayLabel(ms: number): string {
  const d = new Date(ms);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** A month printed without its day: "March 2026". */
export function monthLabel(ms: number): string {
  const d = new Date(ms);
  return `${new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(d)} ${d.getUTCFullYear()}`;
}

/**
 * Aggregations computed, not guessed: "how many" counts distinct days (a session a day: five
 * treadmill photos of one morning are one workout), "how long" spans the event or the matches,
 * "how often" divides by the weeks asked about.
 */
export function computeFacts(analysis: QueryAnalysis, refs: Candidate[], now?: number): { facts: string[]; answer: string | null; span?: { from: number; to: number } } {
  if (!analysis.aggregation || refs.length === 0) return { facts: [], answer: null };
  if (analysis.aggregation === 'count') {
    // "How many photos", "how many countries": the photos or the places, not the occasions.
    const other = countOther(analysis, refs, dayLabel);
    if (other) return { facts: [other.fact], answer: other.answer };
    const found = withoutRecords(booked(sessionsOf(refs), refs, analysis, now));
    const list = sessionLabels(found);
    const n = found.length;
    const fact = `${n} distinct occasion${n === 1 ? '' : 's'} (same day, place and hours are one) with matching memories: ${list.join('; ')}`;
    return { facts: [fact], answer: `${n} time${n === 1 ? '' : 's'} — on ${list.join(', ')}.` };
  }
  if (analysis.aggregation === 'duration') {
    const event = analysis.events[0];
    // The stay is where the photos were taken in the place asked about: a ticket or a booking that
    // names it, photographed at home the day before, belongs to the trip but does not move its start.
    const there = analysis.places.length > 0 ? refs.filter((r) => r.row.lat !== null && matchesPlace(r.row, analysis.places)) : [];
    const stayRefs = there.length > 0 ? there : refs;
    const stay = event ? null : stayAround(daysOf(stayRefs), stayRefs);
    let from = event ? Date.parse(`${event.start}Z`) : stay![0] * DAY_MS;
    let to = Math.max(event ? Date.parse(`${event.end}Z`) : stay![1] * DAY_MS, stayEnd(from, event ? Date.parse(`${event.end}Z`) : stay![1] * DAY_MS, refs, analysis.places));
    const travel = travelDays(from, to, refs.map((r) => r.row));
    from = travel.from;
    to = travel.to;
    const span = Math.floor(to / DAY_MS) - Math.floor(from / DAY_MS) + 1;
    // "How many nights": a stay from the 9th to the 12th is three nights.
    const unit = /\bnights?\b/i.test(analysis.question) ? 'night' : 'day';
    const n = unit === 'night' ? Math.max(1, span - 1) : span;
    const fact = `${n} ${unit}${n === 1 ? '' : 's'}, from ${dayLabel(from)} to ${dayLabel(to)}${event ? ` (${event.name})` : ''}`;
    return { facts: [fact], answer: `${n} ${unit}${n === 1 ? '' : 's'} (${dayLabel(from)} – ${dayLabel(to)}).`, span: { from, to } };
  }
  const days = daysOf(refs);
  const { from, to } = analysis.time ? localWindow(analysis.time) : { from: (days[0] ?? 0) * DAY_MS, to: (days[days.length - 1] ?? 0) * DAY_MS + DAY_MS };
  const weeks = Math.max(1, (to - from) / (7 * DAY_MS));
  const rate = days.length / weeks;
  const fact = `${days.length} days over ${weeks.toFixed(1)} weeks: about ${rate.toFixed(1)} per week`;
  return { facts: [fact], answer: `About ${rate.toFixed(1)} times a week (${days.length} days between ${dayLabel(from)} and ${dayLabel(to)}).` };
}

/**
 * The occasions among the matches, oldest first: memories of one day, a few hours and a short walk
 * apart are one (five treadmill photos of one morning are one workout), while a lunch and a dinner
 * on the same day, or two cafés, are two; one document photographed twice that day is one. Undated memories cannot be placed on a day and are left out.
 */
export function sessionsOf(refs: Candidate[]): Candidate[][] {
  const dated = refs.filter((r) => r.row.taken_at !== null && localMs(r.row) !== null).map(atOccasion).sort((a, b) => a.row.taken_at! - b.row.taken_at!);
  const sessions: Candidate[][] = [];
  // A session's members share its day (sameSession holds within a day only), so a memory is looked
  // for in its own day's sessions, not in every one: a year of matches would be quadratic.
  const byDay = new Map<number, Candidate[][]>();
  for (const r of dated) {
    const day = Math.floor(localMs(r.row)! / DAY_MS);
    let ofDay = byDay.get(day);
    if (!ofDay) byDay.set(day, (ofDay = []));
    // Chained in time: the latest session of the day that this memory continues. A document
    // photographed again later that day elsewhere (the receipt at the pump, then at home) is still
    // that occasion.
    const open = ofDay.find((s) => s.some((m) => sameSession(m.row, r.row) || sameDocument(m.row.ocr_text, r.row.ocr_text)));
    if (open) open.push(r);
    else {
      sessions.push([r]);
      ofDay.push(sessions[sessions.length - 1]!);
    }
  }
  return sessions;
}

/**
 * The asked period bounds a count by when the occasions were: a class booked in January for February
 * is February's. Only occasions known by their bookings alone move; a photo or a receipt taken in the
 * window, or a record of it taken after (retrieval's choice), stays. What was done ("have I been")
 * is what happened: the next appointment booked on the last visit's reminder is still to come (`now`,
 * local ms), unless the question asks about bookings or what is ahead.
 */
function booked(sessions: Candidate[][], refs: Candidate[], analysis: Pick<QueryAnalysis, 'time' | 'question'>, now: number | undefined): Candidate[][] {
  const window = analysis.time?.strict ? localWindow(analysis.time) : null;
  const ahead = looksAhead(analysis.question);
  const at = (s: Candidate[]) => localMs(s[0]!.row)!;
  const kept = sessions.filter((s) => s.some((m) => refs.includes(m)) || ((!window || (at(s) >= window.from && at(s) <= window.to)) && (ahead || now === undefined || at(s) <= now)));
  return kept.length > 0 ? kept : sessions;
}

/**
 * A booking dated by the occasion it books (booked-time.ts), not by when it was screenshotted: the
 * morning's confirmation of the evening class is one occasion with the photo taken at the class.
 */
function atOccasion(ref: Candidate): Candidate {
  const taken = localMs(ref.row)!;
  const at = bookedTime(ref.row.ocr_text, taken, ref.row.lat !== null, memoryOrder(ref.row, taken));
  if (at === null || at === taken) return ref;
  return { ...ref, row: { ...ref.row, taken_at: ref.row.taken_at! + (at - taken), taken_at_local: new Date(at).toISOString().slice(0, 19) } };
}

/**
 * Only a day printed with its year says which occasion it was ("12/05/24", "May 3, 2024", "12 MAY 24"); chrono,
 * run on every line of every occasion's memories, was most of a count's cost at 100k memories, and
 * a line without a year ("today", "3 days ago", "TOTAL 4.20") gives it nothing this needs.
 */
const PRINTS_YEAR = /(?:^|\D)(?:19|20)\d{2}(?!\d)|\d{1,2}\s?[/.-]\s?\d{1,2}\s?[/.-]\s?\d{2}(?!\d)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/** Days of other occasions a document must print to be a record of them: one is only its own date, or a due date. */
const RECORD_DAYS = 2;

/**
 * The occasions without the records of them: a vaccination card, a logbook page or a statement that
 * prints the days of two or more of the other occasions counted lists those visits, and is no visit
 * of its own — photographing the card at home after the appointment is not a second appointment.
 * An occasion goes only when every memory of it is such a record.
 */
function withoutRecords(sessions: Candidate[][]): Candidate[][] {
  const dayOf = (s: Candidate[]) => Math.floor(localMs(s[0]!.row)! / DAY_MS);
  const days = sessions.map(dayOf);
  const record = (m: Candidate, own: number) => {
    const printed = new Set<number>();
    for (const line of (m.row.ocr_text ?? '').split('\n')) {
      if (!PRINTS_YEAR.test(line)) continue;
      for (const p of wholeDates(line)) {
        if (!p.start.isCertain('year')) continue;
        const day = Math.floor(Date.UTC(p.start.get('year')!, p.start.get('month')! - 1, p.start.get('day')!) / DAY_MS);
        if (days.some((d, i) => i !== own && d === day)) printed.add(day);
      }
    }
    return printed.size >= RECORD_DAYS;
  };
  const kept = sessions.filter((s, i) => !s.every((m) => record(m, i)));
  return kept.length > 0 ? kept : sessions;
}

/** "May 3, 2024", with the time of day and the place when that day has more than one occasion. */
function sessionLabels(sessions: Candidate[][]): string[] {
  const locals = sessions.map((s) => localMs(s[0]!.row)!);
  const perDay = new Map<number, number>();
  for (const local of locals) {
    const day = Math.floor(local / DAY_MS);
    if (!Number.isNaN(day)) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return sessions.map((session, i) => {
    const local = locals[i]!;
    if ((perDay.get(Math.floor(local / DAY_MS)) ?? 0) < 2) return dayLabel(local);
    const hour = new Date(local).getUTCHours();
    const place = session.find((m) => m.row.place_label)?.row.place_label;
    return `${dayLabel(local)} (${hour >= 17 ? 'evening' : hour < 12 ? 'morning' : 'afternoon'}${place ? `, ${place}` : ''})`;
  });
}

/**
 * A stay ends with the last memory about it, not the last photo taken there: a return boarding pass
 * (a screenshot, no place of its own) that names the place the day after, or a check-out date printed
 * on the hotel's card or bill. Only later: what came before the first photo there (a booking, the
 * outbound ticket) does not move the start. Local ms of the last day, or `to` unchanged.
 */
function stayEnd(from: number, to: number, refs: Candidate[], places: QueryAnalysis['places']): number {
  const first = Math.floor(from / DAY_MS);
  const last = Math.floor(to / DAY_MS);
  let end = last;
  for (const r of refs) {
    const local = localMs(r.row);
    if (local === null) continue;
    const day = Math.floor(local / DAY_MS);
    if (r.row.lat === null && places.length > 0 && day > last && day - last <= STAY_GAP_DAYS && matchesPlace(r.row, places)) end = Math.max(end, day);
    if (day < first || day > last) continue;
    for (const line of (r.row.ocr_text ?? '').split('\n')) {
      if (!CHECK_OUT.test(line)) continue;
      // 12/08/2024 is the 12th of August or the 8th of December: in the order the card or its country
      // sets (date-order.ts), else the reading that falls where the stay ends is the one meant.
      const readings = readInOrder(line, new Date(local), memoryOrder(r.row, local))
        .filter((p) => p.start.isCertain('day'))
        .map((p) => Math.floor(Date.UTC(p.start.get('year')!, p.start.get('month')! - 1, p.start.get('day')!) / DAY_MS))
        .filter((d) => d >= last && d - last <= STAY_GAP_DAYS);
      if (readings.length > 0) end = Math.max(end, Math.min(...readings));
    }
  }
  return end * DAY_MS;
}

/**
 * A trip runs from the day it sets out to the day it comes home: a ticket or boarding pass among the
 * matches (a way of travelling in its text, travel-mode.ts, or a journey's layout, occasion.ts: an
 * e-ticket printing "Dep 21:00 Arr 07:40" and berths names no train) for the day just before the span or just
 * after it widens it to that day — the day it prints (however long before it was screenshotted), else
 * the day it was taken. Further off, it is another journey, and the span stays.
 */
export function travelDays(from: number, to: number, rows: Array<Pick<Candidate['row'], 'ocr_text' | 'taken_at' | 'taken_at_local'>>, places: string[] = []): { from: number; to: number } {
  const first = Math.floor(from / DAY_MS);
  const last = Math.floor(to / DAY_MS);
  // Read from outside the matches (grounding.ts), a ticket must name where the trip was.
  const names = places.map(foldAccents).filter((p) => p.length >= 3);
  let out = { from, to };
  for (const row of rows) {
    const local = localMs(row);
    if (local === null || !row.ocr_text) continue;
    const text = names.length > 0 ? foldAccents(row.ocr_text) : '';
    // The cheap test first: the way of travelling is a WordNet walk per word.
    if (names.length > 0 && !names.some((n) => text.includes(n) || misreadIn(text, n))) continue;
    if (modesInText(row.ocr_text).length === 0 && occasionOf(row.ocr_text) !== 'journey') continue;
    const printed = printedDay(row.ocr_text, local);
    // A ticket bought ahead is screenshotted weeks before the journey it prints; a date long before the
    // screenshot is some other's (a booking's, a previous trip's).
    const day = Math.floor((printed !== null && printed - local >= -2 * DAY_MS ? printed : local) / DAY_MS);
    if (day === first - 1) out = { ...out, from: Math.min(out.from, day * DAY_MS) };
    if (day === last + 1) out = { ...out, to: Math.max(out.to, day * DAY_MS) };
  }
  return out;
}

/** A place's name is read with one letter wrong at most when it is this long: shorter ones are other words. */
const MISREAD_MIN = 6;

/**
 * Whether the text prints the name with one letter misread: OCR takes a glyph for another ("BENGALURL"
 * for Bengaluru), and a ticket's station is its only word that names the trip.
 */
function misreadIn(text: string, name: string): boolean {
  if (name.length < MISREAD_MIN || !/^\p{L}+$/u.test(name)) return false;
  return (text.match(/\p{L}+/gu) ?? []).some((w) => w.length === name.length && [...w].filter((c, i) => c !== name[i]).length === 1);
}

/**
 * A stay as its booking states it: a hotel confirmation or card that prints both a check-in and a
 * check-out date overlapping the days photographed away ([from, to], local ms) widens them to the
 * nights booked — the travel day before the first photo there, the morning of the check-out. A
 * booking for another stay (no overlap, or further than a stay's gap) changes nothing.
 */
export function bookedStay(rows: Array<Pick<Candidate['row'], 'ocr_text' | 'taken_at' | 'taken_at_local'>>, from: number, to: number): { from: number; to: number } {
  let out = { from, to };
  for (const row of rows) {
    const local = localMs(row);
    if (local === null || !row.ocr_text) continue;
    const lines = row.ocr_text.split('\n');
    const dateOf = (re: RegExp) => {
      const line = lines.find((l) => re.test(l));
      if (!line) return null;
      // "Check-in: Tue 11 Mar  Check-out: Fri 14 Mar" on one line: each label's own date.
      const at = line.slice(line.search(re));
      const next = at.slice(1).search(/\bcheck[\s-]?(?:in|out)\b/i);
      return printedDay(next >= 0 ? at.slice(0, next + 1) : at, local);
    };
    const checkIn = dateOf(CHECK_IN);
    const checkOut = dateOf(CHECK_OUT);
    if (checkIn === null || checkOut === null || checkOut <= checkIn) continue;
    const gap = STAY_GAP_DAYS * DAY_MS;
    if (checkIn > to || checkOut < from - DAY_MS || checkIn < from - gap || checkOut > to + gap + DAY_MS) continue;
    out = { from: Math.min(out.from, checkIn), to: Math.max(out.to, checkOut) };
  }
  return out;
}

const CHECK_IN = /\bcheck[\s-]?in\b|\barrival\b/i;
const CHECK_OUT = /\bcheck[\s-]?out\b|\bdeparture date\b/i;

/** The distinct local days (day numbers) the memories were taken on, in order. */
function daysOf(refs: Candidate[]): number[] {
  return [...new Set(refs.map((r) => localMs(r.row)).filter((t): t is number => t !== null).map((t) => Math.floor(t / DAY_MS)))].sort((a, b) => a - b);
}

/** Days apart that still belong to one stay: a day without photos in the middle of a trip. */
export const STAY_GAP_DAYS = 2;

/**
 * The run of days around the best match, first to last (day numbers): a duration is one stay, and a
 * match weeks later (a leaflet kept, a second visit) is another occasion, not a longer one.
 */
function stayAround(days: number[], refs: Candidate[]): [number, number] {
  const bestLocal = refs.map((r) => localMs(r.row)).find((t): t is number => t !== null);
  if (bestLocal === undefined || days.length === 0) return [days[0] ?? 0, days[days.length - 1] ?? 0];
  const best = Math.floor(bestLocal / DAY_MS);
  let i = days.indexOf(best);
  let j = i;
  while (i > 0 && days[i]! - days[i - 1]! <= STAY_GAP_DAYS) i--;
  while (j < days.length - 1 && days[j + 1]! - days[j]! <= STAY_GAP_DAYS) j++;
  return [days[i]!, days[j]!];
}
