import { contentWords } from '../augment/similarity';

/**
 * "When is choir practice", "what night is quiz night": a thing that recurs is asked in the present,
 * and a schedule prints the weekday it falls on as a habit ("Tuesdays 7:30pm, Adelaide Place", "every
 * Thursday"), not as one date. A question in the past ("when did I go") asks an occasion.
 */
const HABITUAL = /^\s*(?:when|(?:what|which)\s+(?:day|night|evening|morning|time)s?)\s+(?:is|are|do|does)\b/i;
/** A weekday as a habit: its plural ("Tuesdays") or after "every". */
const WEEKLY = /\b(?:every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b/i;
/** The time of day that follows it on the line: "7:30pm", "19:30", "7pm". */
const CLOCK_AFTER = /^[\s,:–-]*(?:at\s+)?((?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s*[ap]\.?m\.?)?|(?:1[0-2]|0?[1-9])\s*[ap]\.?m\.?)/i;

/**
 * The weekday a schedule says a thing recurs on, with its time when printed after it: of the lines that
 * print one, the first that shares a word with the question, else the first. Null for a question about
 * an occasion, or when no line prints a weekly habit.
 */
export function weeklyDay(lines: string[], question: string): { value: string; line: string } | null {
  if (!HABITUAL.test(question)) return null;
  const asked = new Set([...contentWords(question)].filter((w) => w.length >= 3));
  const weekly = lines.filter((l) => WEEKLY.test(l));
  const line = weekly.find((l) => [...contentWords(l)].some((w) => asked.has(w))) ?? weekly[0];
  if (!line) return null;
  const m = WEEKLY.exec(line)!;
  const clock = CLOCK_AFTER.exec(line.slice(m.index + m[0].length))?.[1];
  return { value: clock ? `${m[0]} ${clock}` : m[0], line };
}
