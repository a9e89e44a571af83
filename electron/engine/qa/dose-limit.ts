/**
 * "What's the most I can take in a day", "how many can I take in 24 hours": a label sets a ceiling in
 * its warnings ("Do not take more than 6 tablets in 24 hours", "Max 4 doses per day"), and that is the
 * answer, not its directions' "1-2 tablets" or the pack's "16 tablets". "How many can I take at once"
 * is the directions' one dose ("Take 1-2 tablets every 4-6 hours").
 */
const PERIOD = String.raw`(?:(?:in|per|a|an|each|every|within|over)\s+(?:any\s+)?(?:\d+\s*(?:-\s*)?(?:hours?|hrs?|h)(?:\s+period)?|day|week|night)|daily|a\s+day)`;
const AMOUNT = String.raw`\d+(?:[.,]\d+)?(?:\s*(?:-|to)\s*\d+)?(?:\s*(?:mg|mcg|g|ml))?(?:\s+\p{L}+){0,2}?`;
/** A ceiling as labels word it: "not more than", "no more than", "do not exceed", "max", "up to", before an amount and its period. */
const CEILING = new RegExp(
  String.raw`\b(?:(?:not?|never)\s+(?:take\s+|use\s+|give\s+)?more\s+than|do\s+not\s+exceed|not\s+to\s+exceed|max(?:imum|\.)?(?:\s+(?:daily\s+)?dose)?\s*:?|up\s+to)\s+(${AMOUNT}\s+${PERIOD})\b`,
  'iu',
);

/**
 * Asked for a ceiling: the most, a maximum or a limit, or how many one can take over a span ("in 24
 * hours", "in a day"); "how many do I take a day" is the directions' (how-often.ts, count.ts).
 */
function asksLimit(question: string): boolean {
  // "The most" alone is a superlative ("where did I spend the most"): a ceiling is what one may take.
  return (/\b(?:most|max|maximum|limit|exceed)\b/i.test(question) && /\b(?:can|may|could|should|allowed|safe|dose|dosage)\b/i.test(question)) || /\bhow\s+(?:many|much)\b.*\b(?:can|may|could)\s+(?:i|we|you|he|she|they)\b.*\b(?:in|within)\s+(?:a|an|one|any|\d+)\s+(?:hours?|days?|day)\b/i.test(question);
}

/** The frame of a ceiling asked: the superlative and the modal say a limit is asked, not of what. */
const LIMIT_FRAME = new Set(['most', 'max', 'maximum', 'limit', 'exceed', 'can', 'may', 'could', 'should', 'allowed', 'safe']);
/** The act a label's ceiling is worded by ("Do not take more than", "Use no more than"). */
const DOSING_ACT = /\b(take|use|give|have)\b/i;

/**
 * "What's the most I can take in a day" names no medicine: its words are the ceiling's frame, which no
 * label prints, and the act, which every label's warning and directions print ("Take 1 or 2 tablets").
 * The act is looked for then; a named thing ("the most paracetamol") is looked for alone.
 */
export function withoutLimitFrame(terms: string[], question: string): string[] {
  if (!asksLimit(question)) return terms;
  const rest = terms.filter((t) => !LIMIT_FRAME.has(t));
  const act = DOSING_ACT.exec(question)?.[1]?.toLowerCase();
  if (rest.length > 0) return rest;
  return act ? [act] : terms;
}

/** The ceiling a label prints, or the one dose its directions give when that is asked. */
export function printedDosing(lines: string[], question: string): { value: string; line: string } | null {
  return printedLimit(lines, question) ?? oneDose(lines, question);
}

/** Asked how much makes one dose: "at once", "at a time", "each time", "per dose". */
const ASKS_ONE_DOSE = /\bhow\s+(?:many|much)\b.*\b(?:at\s+(?:once|a\s+time|one\s+time)|each\s+time|per\s+dose|in\s+one\s+go)\b/i;
/** Directions' dose: "Take 1-2 tablets", "Give ONE 5ml spoonful", "Use 2 puffs". */
const ONE_DOSE = /\b(?:take|give|use|inhale|apply|swallow|chew)\s+((?:\d+(?:\s*(?:-|to|or)\s*\d+)?|one|two|three|four|half\s+a)(?:\s*x)?\s+(?:\d+\s*ml\s+)?\p{L}+)/iu;

function oneDose(lines: string[], question: string): { value: string; line: string } | null {
  if (!ASKS_ONE_DOSE.test(question)) return null;
  for (const line of lines) {
    const m = ONE_DOSE.exec(line);
    if (m) return { value: m[1]!.replace(/\s+/g, ' '), line };
  }
  return null;
}

/** The ceiling a line of the document prints, with its amount and its period ("6 tablets in 24 hours"). */
function printedLimit(lines: string[], question: string): { value: string; line: string } | null {
  if (!asksLimit(question)) return null;
  for (const line of lines) {
    const m = CEILING.exec(line);
    if (m) return { value: m[1]!.replace(/\s+/g, ' ').trim(), line };
  }
  return null;
}
