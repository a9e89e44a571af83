import { contentWords } from '../augment/similarity';

/**
 * "How often do I take the omeprazole", "how often should I water it": what a document tells one to do
 * says how often ("Take ONE capsule TWICE a day", "Apply every 8 hours", "once daily"), and that is the
 * answer, not the rate at which photos of the label were taken. What was done ("how often did I go")
 * is still counted from the photos.
 */
const DONE = /\b(?:did|was|were|have\s+i|had)\b/i;

const TIMES = String.raw`(?:once|twice|thrice|(?:one|two|three|four|five|six|\d+)\s*(?:x|times?))`;
const PERIOD = String.raw`(?:day|night|week|month|hour|morning|evening)`;
/**
 * A frequency as directions print it: "twice a day", "3 times daily", "every 4-6 hours", "each morning",
 * "once weekly", "at night". One that says no number ("daily", "at bedtime") is still how often.
 */
const FREQUENCY = new RegExp(
  [
    String.raw`\b${TIMES}\s+(?:a|an|per|each|every)\s+${PERIOD}\b`,
    String.raw`\b${TIMES}\s+(?:daily|weekly|nightly|monthly)\b`,
    String.raw`\bevery\s+(?:\d+(?:\s*(?:-|to)\s*\d+)?\s+)?(?:other\s+)?${PERIOD}s?\b`,
    String.raw`\b(?:each|every)\s+(?:morning|evening|night)\b`,
    String.raw`\b(?:daily|nightly|weekly)\b`,
    String.raw`\b(?:at\s+(?:night|bedtime)|in\s+the\s+(?:morning|evening))\b`,
    String.raw`\b(?:when|as|if)\s+(?:required|needed|necessary)\b`,
  ].join('|'),
  'i',
);

/** "How often", or "how many times a day" asked of what one does: a rate of doing, as directions give it. */
export function asksHowOften(question: string): boolean {
  return /\bhow\s+(?:often|frequently)\b|\bhow\s+many\s+times\s+(?:a|an|per|each|every)\s+(?:day|night|week)\b/i.test(question) && !DONE.test(question);
}

/** A line of directions: one that says what is taken, used or applied, and in what ("2 puffs", "1 tablet"). */
const DIRECTION = /\b(?:take|taken|use|used|apply|applied|give|given|inhale|insert|instil|spray|chew|dissolve|tablets?|capsules?|caps|puffs?|drops?|doses?|sachets?|spoonfuls?)\b/i;

/**
 * The printed frequency on a line of directions, on a document that names what is asked ("OMEPRAZOLE …"
 * over "Take ONE capsule TWICE a day"), or on a line that opens with the question's own verb ("Water
 * twice a week"). A line that only mentions a rate ("Open daily") tells nothing one does.
 */
export function printedFrequency(lines: string[], question: string): { value: string; line: string } | null {
  const asked = new Set([...contentWords(question)].filter((w) => !/^(?:often|frequently|should|must|times|day|week)$/.test(w)));
  const about = lines.some((l) => [...contentWords(l)].some((w) => asked.has(w)));
  for (const line of lines) {
    const m = FREQUENCY.exec(line);
    if (!m) continue;
    const opening = /^\s*(\p{L}+)/u.exec(line)?.[1]?.toLowerCase();
    if ((opening !== undefined && asked.has(opening)) || (about && DIRECTION.test(line))) return { value: m[0], line };
  }
  return null;
}
