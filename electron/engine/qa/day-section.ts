import { foreseen } from '../search/tense';
import { dayRow } from './labelled-value';
import { ASKED_WEEKDAY as ASKED_DAY, WEEKDAY_STEMS, type TextLine } from './text-lines';

/**
 * A weekly timetable sets each day as a heading over what is on it ("TUESDAY" / "06:45 HIIT" /
 * "19:00 Yoga" / "WEDNESDAY" …), or as a label before it ("Tuesday: French, History, Art"); a weather
 * app's week sets the day's short form over its forecast ("Sat" / "Heavy rain 90%"). "What classes are
 * on Tuesday", "what's on at the gym on Saturday": everything under the asked day's heading, up to the
 * next day's. Asked in the past ("what did I do on Tuesday") it is the photos' day, not a timetable's;
 * the future seen from the past ("was it going to rain on Saturday") is still the forecast's.
 */
const PAST_WORDS = /\b(?:did|was|were|had|went|ago|last)\b/i;

function askedOfThePast(question: string): boolean {
  return PAST_WORDS.test(question) && !foreseen(question);
}
/** A weekday alone on its line, whole or short ("Tue", "Thurs"), perhaps with a colon. */
const HEADING = /^\s*(mon|tue|wed|thu|fri|sat|sun)(?:[a-z]*)\.?\s*:?\s*$/i;
/** A weekday as a label before what is on it: "Tuesday: French, History", "TUE - Dog walk". */
const LABEL = /^\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*[:–—-]\s*(\S.*)$/i;
/** More lines than a day of a weekly timetable holds are something else's. */
const MAX_UNDER = 12;

export function daySection(lines: readonly TextLine[], question: string): { value: string; line: string } | null {
  if (askedOfThePast(question)) return null;
  const day = ASKED_DAY.exec(question)?.[1]?.slice(0, 3).toLowerCase();
  if (!day) return null;
  const texts = lines.map((l) => l.text.trim());
  const isDay = (t: string, re: RegExp): boolean => {
    const m = re.exec(t);
    return !!m && weekdayWord(t) && m[1]!.toLowerCase() === day;
  };
  const labelled = texts.find((t) => isDay(t, LABEL));
  if (labelled) return { value: LABEL.exec(labelled)![2]!.trim(), line: labelled };
  const at = texts.findIndex((t) => isDay(t, HEADING));
  if (at < 0) return null;
  // A timetable heads more than one day: a lone weekday is a card's, read elsewhere (weekly.ts).
  if (texts.filter((t) => HEADING.test(t) && weekdayWord(t)).length < 2) return null;
  const under: string[] = [];
  for (const t of texts.slice(at + 1)) {
    if ((HEADING.test(t) || LABEL.test(t)) && weekdayWord(t)) break;
    if (t) under.push(t);
  }
  if (under.length === 0 || under.length > MAX_UNDER) return null;
  return { value: under.join(', '), line: `${texts[at]} ${under.join(' · ')}` };
}

/** The line's first word is a weekday or its short form, not a word that starts like one ("Sunny", "Monitor"). */
function weekdayWord(text: string): boolean {
  const w = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  return /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)$/.test(w) || new RegExp(`^${WEEKDAY_STEMS}day$`).test(w);
}

const RELATIVE_DAY = /\b(?:today|tomorrow)\b/i;
/** Words of a yes-or-no question that say nothing of what is on the day. */
const NOT_ASKED = new Set(['will', 'there', 'going', 'be', 'is', 'are', 'it', 'any', 'the', 'on', 'a', 'an', 'this', 'next', 'get', 'have', 'do', 'we', 'i']);

/**
 * "Will it rain on Saturday", "is there yoga on Tuesday": what the timetable or the forecast sets under
 * the asked day decides, yes when it names what is asked ("Light rain 70%" is rain, "rainy" too), no
 * when it does not. The day is the forecast's, not the day the screenshot was taken.
 */
export function dayVerdict(docs: ReadonlyArray<readonly TextLine[]>, question: string): { verdict: 'Yes' | 'No'; line: string; index: number } | null {
  const asked = (question.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3 && !NOT_ASKED.has(w) && !ASKED_DAY.test(w) && !RELATIVE_DAY.test(w));
  if (asked.length === 0 || askedOfThePast(question)) return null;
  const names = (value: string) => { const said = value.toLowerCase().match(/[a-z]+/g) ?? []; return asked.some((w) => said.some((s) => s.slice(0, 4) === w.slice(0, 4) && Math.min(s.length, w.length) >= 3)); };
  const day = ASKED_DAY.exec(question)?.[1];
  // "Will it rain tomorrow": a forecast's own "Tomorrow" row (labelled-value.ts dayRow), not its first.
  if (!day && RELATIVE_DAY.test(question)) {
    for (const [index, lines] of docs.entries()) {
      const row = dayRow([...lines], question);
      if (row) return { verdict: names(row.value) ? 'Yes' : 'No', line: row.line, index };
    }
    return null;
  }
  if (!day) return null;
  // "No service on Sundays", "Daily except Sunday": a timetable that denies the day says no.
  const denied = new RegExp(String.raw`\b(?:no|not|except|excluding|never)\b[^.]*\b${day}days?\b`, 'i');
  for (const [index, lines] of docs.entries()) {
    const no = lines.find((l) => denied.test(l.text));
    if (no) return { verdict: 'No', line: no.text.trim(), index };
    // A forecast sets the day before its row ("Sat 18°/10° Sunny"), not over it.
    const section = daySection(lines, question) ?? dayRow([...lines], question);
    // The first match that prints the day is the one asked about ("Sunday 10am - 4pm" on opening
    // hours): without the day set as a heading there, another document's does not decide.
    if (!section && lines.some((l) => printsDay(l.text, day))) return null;
    if (!section) continue;
    return { verdict: names(section.value) ? 'Yes' : 'No', line: section.line, index };
  }
  return null;
}

function printsDay(text: string, stem: string): boolean {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => weekdayWord(w) && stem.toLowerCase().startsWith(w.slice(0, 3)));
}
