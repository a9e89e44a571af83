import { isKindOf } from './kind-of';
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
  if (!day) return null;
  const start = headings.findIndex((h) => h?.includes(day));
  if (start < 0) return null;
  const run: Array<{ clock: string; line: string }> = [];
  for (let i = start + 1; i < lines.length && headings[i] === null; i++) {
    for (const m of lines[i]!.matchAll(CLOCKS)) run.push({ clock: m[0], line: lines[i]! });
  }
  const pick = first ? run[0] : run.at(-1);
  return pick ? { value: pick.clock, line: `${lines[start]!.trim()} ${pick.line.trim()}` } : null;
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
