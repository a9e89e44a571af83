import { contentWords } from '../augment/similarity';

/**
 * "When is the next train": a departure board or an app counts down to it instead of printing its
 * time ("Next train: 9 min", "Bus 7  Due in 4 mins"); the answer is that wait, from when the screen was
 * photographed, not a timetable's times.
 */
const ASKS_NEXT = /^\s*when(?:['’]s|\s+(?:is|are|does|do|will))\s+(?:the|my|our)\s+next\s+(\p{L}+)/iu;
/** A wait counted down: "9 min", "in 4 mins", "12 minutes"; a clock time ("09:12") is no countdown. */
const WAIT = /(?<![\d:.])(?:in\s+)?(\d{1,3})\s*(?:min(?:ute)?s?)\b/i;

export function countdownOf(lines: string[], question: string): { value: string; line: string } | null {
  const noun = ASKS_NEXT.exec(question)?.[1];
  if (!noun) return null;
  const asked = [...contentWords(noun)][0];
  for (const line of lines) {
    const m = WAIT.exec(line);
    if (m && asked && contentWords(line).has(asked)) return { value: `in ${m[1]} min`, line: line.trim() };
  }
  return null;
}
