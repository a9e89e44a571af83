/**
 * Times named by an occasion rather than by the calendar: "the weekend before the Oslo trip", "the
 * day after the wedding", "when we went to Patagonia". The occasion is one of the library's events;
 * the window is worked out from its span. A date parser reads "the day before" as yesterday and the
 * occasion's place as where the photos were taken; neither is what was asked.
 */
import { TRAVEL_MS } from './trip-context';
import { DAY_MS, dayStart } from './wall-clock';

const HOUR_MS = 3_600_000;
/** Evenings start here: "the night before" is that evening, up to midnight. */
const EVENING_HOUR = 17;

export type RelativeUnit = 'day' | 'night' | 'week' | 'weekend' | 'month';

export interface OccasionPhrase {
  /** "before"/"after" a unit of time from the occasion, or "during" it ("when we went to …"). */
  direction: 'before' | 'after' | 'during';
  unit: RelativeUnit | null;
  /** The words naming the occasion: "the Oslo trip", "Patagonia". */
  anchor: string;
  /** Where the whole phrase sits in the question, to cut it out. */
  index: number;
  length: number;
}

/** "the week after our trip", "that night before the flight": a unit, a direction, an occasion with its determiner. */
const RELATIVE = /\b(?:the|that)\s+(day|night|evening|week|weekend|month)\s+(before|after)\s+((?:the|our|my|that)\s+[^?.!,;]+)/i;
/** "the weekend before we went to Oslo", "the day after we got back from Rome": the occasion said as a clause. */
const RELATIVE_CLAUSE = /\b(?:the|that)\s+(day|night|evening|week|weekend|month)\s+(before|after)\s+(?:i|we)\s+(?:went|flew|drove|travell?ed|left|headed|set off|got back|came back|came home|returned)\s+(?:(?:over\s+|out\s+|home\s+)?(?:to|for|from|in)\s+)?([^?.!,;]+)/i;
/**
 * "when we went to …", "while I was in …", "the weekend we were in …": a clause that dates the question
 * by an occasion. A unit of time the clause qualifies is the stay it names, not the latest such unit.
 */
const DURING = /\b(?:when|while|(?:the|that)\s+(?:day|night|evening|week|weekend)(?:\s+that)?)\s+(?:i|we)\s+(?:went|were|was|flew|drove|travell?ed|visited|stayed)\s+(?:(?:over\s+)?(?:to|in|at)\s+)?([^?.!,;]+)/i;

/** The phrase in a question that dates it by an occasion, if there is one. */
export function findOccasionPhrase(question: string): OccasionPhrase | null {
  const relative = RELATIVE.exec(question) ?? RELATIVE_CLAUSE.exec(question);
  if (relative) {
    const unit = relative[1]!.toLowerCase() === 'evening' ? 'night' : (relative[1]!.toLowerCase() as RelativeUnit);
    return { direction: relative[2]!.toLowerCase() as 'before' | 'after', unit, anchor: relative[3]!.trim(), index: relative.index, length: relative[0].length };
  }
  const during = DURING.exec(question);
  if (during) return { direction: 'during', unit: null, anchor: during[1]!.trim(), index: during.index, length: during[0].length };
  return null;
}

/** The question without the phrase: what is left is what was asked about. */
export function withoutPhrase(question: string, phrase: Pick<OccasionPhrase, 'index' | 'length'>): string {
  return `${question.slice(0, phrase.index)} ${question.slice(phrase.index + phrase.length)}`.replace(/\s+/g, ' ').trim();
}

/**
 * The window the phrase means around an occasion spanning `start`–`end` (wall-clock ms read as UTC):
 * the day, night, week or month just before it began or just after it ended; the weekend before is
 * the last whole Saturday–Sunday before its first day. "During" takes in the travel days either side.
 */
export function occasionWindow(phrase: Pick<OccasionPhrase, 'direction' | 'unit'>, start: number, end: number): { from: number; to: number } {
  if (phrase.direction === 'during' || phrase.unit === null) return { from: start - TRAVEL_MS, to: end + TRAVEL_MS };
  const first = dayStart(start);
  const after = dayStart(end) + DAY_MS;
  if (phrase.direction === 'before') {
    switch (phrase.unit) {
      case 'day': return { from: first - DAY_MS, to: first - 1 };
      case 'night': return { from: first - DAY_MS + EVENING_HOUR * HOUR_MS, to: first - 1 };
      case 'week': return { from: first - 7 * DAY_MS, to: first - 1 };
      case 'month': return { from: shiftMonths(first, -1), to: first - 1 };
      case 'weekend': {
        // The Saturday whose Sunday ends before the first day.
        let saturday = first - ((new Date(first).getUTCDay() + 1) % 7) * DAY_MS;
        if (saturday + 2 * DAY_MS > first) saturday -= 7 * DAY_MS;
        return { from: saturday, to: saturday + 2 * DAY_MS - 1 };
      }
    }
  }
  switch (phrase.unit) {
    case 'day': return { from: after, to: after + DAY_MS - 1 };
    case 'night': return { from: after + EVENING_HOUR * HOUR_MS, to: after + DAY_MS - 1 };
    case 'week': return { from: after, to: after + 7 * DAY_MS - 1 };
    case 'month': return { from: after, to: shiftMonths(after, 1) - 1 };
    case 'weekend': {
      const saturday = after + ((6 - new Date(after).getUTCDay() + 7) % 7) * DAY_MS;
      return { from: saturday, to: saturday + 2 * DAY_MS - 1 };
    }
  }
}


function shiftMonths(ms: number, months: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** "Our last night in Rome", "the last day of the trip": the latest part of a stay, not yesterday. */
export const LAST_OF_STAY = /\b(?:our|my|the)\s+(?:very\s+)?(?:last|final)\s+(?:night|day|evening|morning|afternoon)\b(?=\s+(?:in|at|of|on|there|before|away)\b)/i;
/** Words that make "the … weekend" a time ("the last weekend", "the first weekend of June"), not an occasion. */
const WEEKEND_TIME_WORDS = /^(last|this|next|past|previous|coming|following|same|whole|entire|final|first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|every|each|one|a|that)$/i;

/**
 * The question with the words that name an occasion rather than a date taken out, for the date
 * parser: "our Oslo weekend", "the lake weekend", "our weekend in Lisbon" are that trip, not
 * the latest weekend; "the weekend before the wedding" is relative to the wedding, which the parser
 * cannot place; "our last night in Rome" is the stay's last night, not yesterday's.
 */
export function withoutOccasions(question: string): string {
  return question
    .replace(LAST_OF_STAY, ' ')
    .replace(/\b(our|my|the|that)\s+((?:[\p{L}\p{N}'’-]+\s+){0,2})weekend\b(?=(\s+(?:at|in)\s+(?:the|our|my|his|her|their)\b)?)/giu, (whole: string, det: string, words: string, stay?: string) => {
      const named = words.trim().split(/\s+/).filter(Boolean);
      // "The weekend at the cottage", "the weekend in the mountains": a stay, as "our weekend" is; "the weekend in June" is a date.
      if (named.length === 0) return /^(our|my)$/i.test(det) || stay ? `${det} ` : whole;
      return named.some((w) => WEEKEND_TIME_WORDS.test(w)) ? whole : `${det} ${named.join(' ')} `;
    })
    // "The day after my birthday", "the week before the wedding": relative to an occasion the library's
    // events did not place (occasionIn), not to today, which the parser would take ("the day after" is tomorrow).
    .replace(/\b(?:weekend|day|week|month)(?=\s+(?:before|after)\s+(?:the|our|my)\b)/gi, ' ');
}
