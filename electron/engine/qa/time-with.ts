import { CLOCK_SOURCE } from './time-lead';
import { HONORIFIC, isHonorific } from './honorific';

/**
 * "What time is my appointment with Mrs Adeyemi", "what time am I meeting Dr Shah": a parents' evening
 * schedule or a day's bookings prints one time per person ("Mrs Adeyemi (Maths) 17:35") under a
 * heading whose own time is the whole session's ("Appointments 16:00 - 19:00"). The person the
 * question names after "with" or by a title picks the line; its time is the answer.
 */
export function timeWith(lines: readonly string[], question: string): { value: string; line: string } | null {
  const names = new Set<string>();
  for (const m of question.matchAll(PERSON)) for (const w of (m[1] ?? m[2]!).split(/\s+/)) if (w.length >= 3 && !isHonorific(w)) names.add(w.toLowerCase());
  if (names.size === 0) return null;
  let best: { value: string; line: string; n: number } | null = null;
  for (const line of lines) {
    const clock = CLOCK.exec(line);
    if (!clock) continue;
    const words = new Set(line.toLowerCase().match(/\p{L}+/gu) ?? []);
    const n = [...names].filter((w) => words.has(w)).length;
    if (n > (best?.n ?? 0)) best = { value: clock[0].trim(), line: line.trim(), n };
  }
  return best ? { value: best.value, line: best.line } : null;
}

/** A person named after "with", "meeting" or "seeing", or by a title: capitalised words. */
const PERSON = new RegExp(`\\b(?:with|meeting|seeing|see|meet)\\s+((?:(?:${HONORIFIC})\\s+)?\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)|\\b(?:${HONORIFIC})\\s+(\\p{Lu}\\p{Ll}+)`, 'gu');
/** One clock time, as time-lead.ts reads it, not after a currency ("£18.50" is money). */
const CLOCK = new RegExp(`(?<![\\d:.\\p{Sc}])(?:${CLOCK_SOURCE})(?![\\d:.]\\d)`, 'iu');
