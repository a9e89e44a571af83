import { CLOCK } from './time-lead';
import { ASKED_WEEKDAY, PRINTED_WEEKDAY, weekdayIndex } from './text-lines';

/**
 * A setting kept for some days of the week prints each time with the days it holds on, beside or
 * under it (an alarm list's "6:30" / "Mon–Fri" / "8:00" / "Sat Sun", "Weekdays 7:15"): asked of a day
 * ("my alarm on Saturdays", "the weekday alarm", "at weekends"), the time whose days hold it, not the
 * first time printed.
 */

/** A weekday, a run of them ("Mon–Fri"), or a word for a run; global, to read every one on a line. */
const DAYS = new RegExp(String.raw`(${PRINTED_WEEKDAY.source})(?:\s*(?:-|–|—|to)\s*(${PRINTED_WEEKDAY.source}))?|\b(weekdays?|weekends?|daily|every\s*day)\b`, 'gi');
/** What a line of days may hold besides them: separators. */
const BETWEEN = /^[\s,&/·|+]*(?:and[\s,]*)?$/i;
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
/** A time asked: "what time", "when". */
const ASKS_TIME = /\bwhat\s+time\b|\bwhen\b/i;
/** A second time on the line makes it a span, opening hours' row (opening-hours.ts), not one time set. */
const CLOCKS = new RegExp(CLOCK.source, 'gi');

/** The days a text names, Sunday 0, and whether it names nothing else (a line of days alone). */
function daysIn(text: string): { days: Set<number>; only: boolean } {
  const days = new Set<number>();
  let last = 0;
  let only = true;
  for (const m of text.matchAll(DAYS)) {
    if (!BETWEEN.test(text.slice(last, m.index))) only = false;
    last = m.index + m[0].length;
    const word = m[3]?.toLowerCase();
    if (word) for (const d of word.startsWith('weekday') ? [1, 2, 3, 4, 5] : word.startsWith('weekend') ? [0, 6] : ALL_WEEK) days.add(d);
    else {
      const from = weekdayIndex(m[1]!);
      const to = m[2] ? weekdayIndex(m[2]) : from;
      for (let d = from; ; d = (d + 1) % 7) {
        days.add(d);
        if (d === to) break;
      }
    }
  }
  return { days, only: only && days.size > 0 && BETWEEN.test(text.slice(last)) };
}

/** The days a question asks of: a weekday by name or plural, the weekend, weekdays. */
function askedDays(question: string): number[] | null {
  const day = ASKED_WEEKDAY.exec(question);
  if (day) return [weekdayIndex(day[1]!)];
  if (/\bweekends?\b/i.test(question)) return [0, 6];
  if (/\bweekdays?\b/i.test(question)) return [1, 2, 3, 4, 5];
  return null;
}

/** The time set for the asked days, from the line that prints it with its days or the line of days beside it. */
export function timeForDays(lines: readonly string[], question: string): { value: string; line: string } | null {
  const asked = ASKS_TIME.test(question) ? askedDays(question) : null;
  if (!asked) return null;
  for (let i = 0; i < lines.length; i++) {
    const clock = CLOCK.exec(lines[i]!);
    if (!clock || [...lines[i]!.matchAll(CLOCKS)].length > 1) continue;
    const rest = lines[i]!.replace(clock[0], ' ');
    const own = daysIn(rest);
    // A time alone on its line takes the line of days under it, else the one over it.
    const alone = rest.trim() === '';
    const beside = alone ? [lines[i + 1], lines[i - 1]].find((l) => l !== undefined && daysIn(l).only) : undefined;
    const days = own.days.size > 0 ? own.days : beside !== undefined ? daysIn(beside).days : null;
    if (days && asked.every((d) => days.has(d))) return { value: clock[0].trim(), line: beside !== undefined ? `${lines[i]!.trim()} · ${beside.trim()}` : lines[i]!.trim() };
  }
  return null;
}
