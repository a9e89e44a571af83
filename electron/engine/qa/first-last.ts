import { isKindOf } from './kind-of';
import { contentWords } from '../augment/similarity';
import { morphy } from './lexicon/wordnet';
import { clockMinutes } from './printed-date';
import { mostAsked } from './text-lines';
import { CLOCK_SOURCE } from './time-lead';

/**
 * "What time is the last bus", "when is the first train on Saturdays": a timetable prints a day's
 * departures as a run of times under the days they run on ("Monday to Friday" / "06:15 06:45 …" /
 * "Saturday" / …), or names the end of the run ("Last bus 23:10"). The first asked is the first time
 * of the asked days' run, the last its last; a time printed after the word itself is read first.
 */
const ASKED = /\b(first|earliest|last|latest|final)\s+([a-z]+)/i;
const CLOCKS = new RegExp(`(?<![\\d:.])(?:${CLOCK_SOURCE})(?![\\d:.]\\d)`, 'gi');
/** The days a timetable groups its departures under, as headings print them and questions ask them. */
const GROUPS: Array<[string, RegExp]> = [
  ['weekday', /\b(?:mon(?:day)?\s*(?:-|–|to)\s*fri(?:day)?|weekdays?|mon\s*-\s*fri)\b/i],
  ['saturday', /\bsat(?:urday)?s?\b/i],
  ['sunday', /\bsun(?:day)?s?\b|\bbank holidays?\b/i],
];
const WEEKEND = /\bweekends?\b/i;
/** A heading names days and little else: "Monday to Friday", "Saturdays", "Sun & Bank Holidays". */
const HEADING_REST = /^[\s&,:/-]*(?:and|only|&|bank|holidays?|public)?[\s&,:/-]*$/i;
/** Words that name a run of any vehicle or service: "Last departure", "First service". */
const RUN = /^(?:departures?|service|services|departs|leaves|arrivals?|collection|call)$/;
/** A timetable is asked in the present: "when was my last visit" asks an occasion, not a run. */
const TIMETABLED = /^\s*(?:(?:at\s+)?what\s+time|when)(?:\s+(?:is|are|does|do)\b|'s\b)/i;
/** A line saying the thing does not run ("No service on Sundays") heads no run. */
const NEGATED = /\b(?:no|not|except|never)\b/i;

export function firstOrLast(lines: string[], question: string): { value: string; line: string } | null {
  const [, word, what] = ASKED.exec(question.toLowerCase()) ?? [];
  // A run of departures: "the last bus", "the first ferry", "the last departure" — not "my last shift".
  if (!word || !what || !TIMETABLED.test(question) || !(RUN.test(what) || what === 'flight' || isKindOf(what, 'conveyance'))) return null;
  const first = word === 'first' || word === 'earliest';
  const day = askedGroup(question);
  const headings = lines.map((l) => heading(l));
  const section = (i: number) => headings.slice(0, i + 1).reduce<string[] | null>((at, h) => h ?? at, null);
  // "Last bus 23:10", "First train: 05:42": the end printed by its word, in the asked days' part. The
  // words between name what runs, as the question does, or a run of any thing ("Last departure").
  const asked = new Set(question.toLowerCase().match(/\p{L}+/gu) ?? []);
  const own = new RegExp(`\\b(?:${first ? 'first|earliest' : 'last|latest|final'})\\b((?:\\s+\\p{L}+){0,2})[\\s:.-]*(${CLOCK_SOURCE})`, 'iu');
  const labelled = lines.findIndex((l, i) => {
    const m = own.exec(l);
    const between = m?.[1]!.toLowerCase().trim().split(/\s+/).filter(Boolean) ?? [];
    return !!m && between.every((w) => asked.has(w) || RUN.test(w)) && (!day || section(i) === null || section(i)!.includes(day));
  });
  if (labelled >= 0) return { value: own.exec(lines[labelled]!)![2]!, line: lines[labelled]! };
  // "The first bus after 11pm": of the run, the times past the one asked (or before it).
  const bound = boundOf(question);
  if (!day) return undayed(lines, first, bound);
  const start = headings.findIndex((h) => h?.includes(day));
  if (start < 0) return null;
  const all: Array<{ clock: string; line: string }> = [];
  for (let i = start + 1; i < lines.length && headings[i] === null; i++) {
    for (const m of lines[i]!.matchAll(CLOCKS)) all.push({ clock: m[0], line: lines[i]! });
  }
  const kept = bound ? new Set(pastBound(all.map((r) => r.clock), bound)) : null;
  const run = all.filter((r) => !kept || kept.has(r.clock));
  const pick = first ? run[0] : run.at(-1);
  return pick ? { value: pick.clock, line: `${lines[start]!.trim()} ${pick.line.trim()}` } : null;
}

/**
 * A timetable that heads its departures with no days ("Departures from Bus Station" / "21:15 21:45 …"):
 * the run is the times of its rows of departures, lines printing several times, when it has no day
 * headings to choose between.
 */
function undayed(lines: string[], first: boolean, bound: { after: boolean; at: number } | null): { value: string; line: string } | null {
  if (lines.some((l) => heading(l) !== null)) return null;
  const all = runOf(lines);
  const kept = bound ? new Set(pastBound(all.map((r) => r.clock), bound)) : null;
  const run = all.filter((r) => !kept || kept.has(r.clock));
  const pick = first ? run[0] : run.at(-1);
  return pick ? { value: pick.clock, line: pick.line } : null;
}

/**
 * The times of a run past the bound (or before it). A run is printed in time order, so one that reads
 * "23:40 00:15" has gone past midnight: its later times count on from 24:00, and "after midnight" (or
 * "after 1am") asked of an evening run is that next morning, not every time since the day began.
 */
function pastBound(run: string[], bound: { after: boolean; at: number }): string[] {
  let day = 0;
  let before = -1;
  const minutes = run.map((clock) => {
    const at = minutesOf(clock)! + day;
    if (at < before) day += DAY_MIN;
    before = at < before ? at + DAY_MIN : at;
    return before;
  });
  const wraps = minutes.at(-1)! >= DAY_MIN;
  const at = wraps && bound.at < minutes[0]! ? bound.at + DAY_MIN : bound.at;
  return run.filter((_, i) => (bound.after ? minutes[i]! > at : minutes[i]! < at));
}

/** The times of a document's one run of departures, each with its line; none when rows name a stop each. */
function runOf(lines: string[]): Array<{ clock: string; line: string }> {
  const rows = lines.filter((l) => [...l.matchAll(CLOCKS)].length >= RUN_ROW);
  // Rows that print times alone are one run wrapped over lines; rows that each name a stop are a stop's each.
  const bare = rows.every((l) => !/\p{L}/u.test(l.replace(CLOCKS, '')));
  if (rows.length > 1 && !bare) return [];
  return rows.flatMap((l) => [...l.matchAll(CLOCKS)].map((m) => ({ clock: m[0], line: l })));
}

/** "Is there a bus after 11pm", "are there any trains before 7:00": asked whether the run reaches past a time. */
const IS_THERE = /^\s*(?:is|are)\s+there\s+(?:(?:any|an|a)\s+)?([a-z]+)/i;

/**
 * Whether a run of departures goes past the asked time: yes with the times that do, no with the run's
 * end ("last 22:45"), so the verdict shows what it was read from.
 */
export function runBeyond(lines: string[], question: string): { verdict: 'Yes' | 'No'; line: string } | null {
  const said = IS_THERE.exec(question)?.[1]?.toLowerCase();
  // "Any buses": the kind by its singular, as WordNet has it.
  const what = said && (morphy(said, 'n')[0] ?? said);
  const bound = boundOf(question);
  if (!what || !bound || !(RUN.test(what) || isKindOf(what, 'conveyance'))) return null;
  const run = runOf(lines).map((r) => r.clock);
  if (run.length === 0) return null;
  const past = pastBound(run, bound);
  return past.length > 0 ? { verdict: 'Yes', line: past.join(' ') } : { verdict: 'No', line: `${bound.after ? 'last' : 'first'} ${bound.after ? run.at(-1)! : run[0]!}` };
}

/**
 * "When does the bus leave Market Square": a timetable prints a stop's name and then its row of times
 * ("Market Square 07:10 07:40 08:10"); the stop the question names picks the row, and all its times
 * answer, not the first alone.
 */
export function stopRow(lines: string[], question: string): { value: string; line: string } | null {
  const rows = lines.flatMap((line) => {
    const clocks = [...line.matchAll(CLOCKS)];
    const label = line.slice(0, clocks[0]?.index ?? 0);
    // The name first, then times alone: a line that says more between them is no row of a stop's times.
    const bare = clocks.length >= STOP_ROW && /\p{L}/u.test(label) && !/\p{L}/u.test(line.slice(clocks[0]!.index).replace(CLOCKS, ''));
    return bare ? [{ line, label, clocks: clocks.map((m) => m[0].trim()) }] : [];
  });
  const asked = contentWords(question);
  const row = mostAsked(rows, asked, (r) => r.label);
  return row ? { value: row.clocks.join(' '), line: row.line.trim() } : null;
}

/** Fewest times after a stop's name that make its row of departures, not a span ("Open 09:00-17:00"). */
const STOP_ROW = 3;

/** Fewest times on a line that make it a row of departures rather than a span ("09:00-17:00"). */
const RUN_ROW = 3;

const DAY_MIN = 24 * 60;
/** The hours a question names by word: midnight is the end of the evening's run, 24:00. */
const NAMED_HOURS: Record<string, number> = { midnight: DAY_MIN, noon: 12 * 60, midday: 12 * 60 };

/** "After 11pm", "before 07:00", "after midnight": the clock time a question bounds the run by, in minutes of the day. */
function boundOf(question: string): { after: boolean; at: number } | null {
  const m = new RegExp(`\\b(after|before|past|from)\\s+(${CLOCK_SOURCE}|midnight|noon|midday)`, 'i').exec(question);
  const at = m ? NAMED_HOURS[m[2]!.toLowerCase()] ?? minutesOf(m[2]!) : null;
  return m && at !== null ? { after: m[1]!.toLowerCase() !== 'before', at } : null;
}

/** A printed clock time in minutes of the day: "23:20", "11pm", "7.50 PM". */
function minutesOf(clock: string): number | null {
  const m = /^\s*(\d{1,2})(?:[:.h](\d{2}))?\s*([ap])?/i.exec(clock);
  return m ? clockMinutes(m[1]!, m[2] ?? '0', m[3] && `${m[3]}m`) : null;
}

/** The day group a question asks about, if any. */
function askedGroup(question: string): string | null {
  return GROUPS.find(([, re]) => re.test(question))?.[0] ?? (WEEKEND.test(question) ? 'saturday' : null);
}

/** The day groups a line heads, when it is a heading: the day words and little else ("Sat & Sun"). */
function heading(line: string): string[] | null {
  if (NEGATED.test(line)) return null;
  let rest = line;
  const groups = GROUPS.filter(([, re]) => re.test(line)).map(([group, re]) => {
    rest = rest.replace(new RegExp(re.source, 'gi'), ' ');
    return group;
  });
  if (WEEKEND.test(line)) groups.push('saturday', 'sunday');
  rest = rest.replace(new RegExp(WEEKEND.source, 'gi'), ' ');
  return groups.length > 0 && HEADING_REST.test(rest) ? groups : null;
}
