/**
 * A telephone number asked for ("the plumber's number", "what number do I call in an emergency", "the
 * property manager's phone number"): a letter, a text or a certificate prints it in a sentence or
 * after a word that says it is one ("mobile 07700 900461", "direct line …", "Emergency Assistance
 * +44 …"), rarely under a "number" label that the identifier reader would find.
 */
import { isKindOf } from './kind-of';
import { POSES, wordnet } from './lexicon/wordnet';
import type { TextLine } from './text-lines';

/** A number asked for as one to ring: its kind named before "number", or a verb of calling beside it. */
const PHONE_NUMBER = /\b(?:phone|telephone|tel|mobile|cell|cellphone|contact|emergency|helpline|hotline|landline|office|direct)\s+(?:number|no|line)\b/;
const CALLED_NUMBER = /\bnumbers?\b.*\b(?:call|ring|phone|dial|text|reach|contact)\b|\b(?:call|ring|phone|dial|text|reach|contact)\b.*\bnumbers?\b/;
/** "The plumber's number", "Priya's number": a number that belongs to a person is the one to ring them on. */
const OWNED_NUMBER = /\b([a-z]+)'s\s+number\b/;
const OWNED_NUMBER_AS_TYPED = /(?<=\S\s+)(\p{Lu}\p{Ll}+)['’]s\s+number\b/u;

/** Whether the question asks for a telephone number. */
export function asksPhone(question: string): boolean {
  const lower = question.toLowerCase().replace(/[’‘]/g, "'");
  if (PHONE_NUMBER.test(lower) || CALLED_NUMBER.test(lower)) return true;
  const owner = OWNED_NUMBER.exec(lower)?.[1];
  if (!owner) return false;
  // A name, capitalised mid-question ("Tom's number") or a word WordNet does not know ("priya's"), is a
  // person's or a business's: "the flat's number" is no number to ring, and neither is a bus's.
  return isKindOf(owner, 'person') || OWNED_NUMBER_AS_TYPED.test(question) || !POSES.some((pos) => wordnet().lookup(owner, pos));
}

/**
 * A run a telephone number is printed as: an optional country code, then groups of digits split by
 * spaces, dashes, dots or a bracketed area code, 9 to 13 digits in all (the lengths national and
 * international numbers have); a run inside a longer code of letters and digits is none.
 */
const PHONE_RUN = /(?<![\p{L}\p{N}/-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d[\d\s.-]{6,}\d(?![\p{L}\p{N}/])/gu;
/** Words a line prints beside a number to ring: general English. */
const CUE = /\b(?:tel|telephone|phone|mobile|mob|cell|call|ring|text|line|helpline|hotline|contact|whatsapp|emergency|freephone|t)\b/i;

function phoneIn(text: string): string | null {
  for (const m of text.matchAll(PHONE_RUN)) {
    const run = m[0].trim();
    const digits = run.replace(/\D/g, '').length;
    // One group alone is an account or a reference; a date's groups are short and few.
    if (digits < 9 || digits > 13 || !/[\s.()-]/.test(run.replace(/^\+\d{1,3}/, '')) && !run.startsWith('+')) continue;
    if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(run)) continue;
    return run;
  }
  return null;
}

/**
 * The telephone number on the line that says it is one or names what the question asks about (the
 * line itself or the line over it: a label over its value). Of several, the one whose lines hold most
 * of the question's words: a letter prints the office's number and the engineer's.
 */
export function phoneNumber(lines: readonly TextLine[], question: string): { value: string; line: string } | null {
  if (!asksPhone(question)) return null;
  const asked = new Set((question.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !ASK_WORDS.has(w)).map(stem));
  let best: { value: string; line: string; score: number } | null = null;
  lines.forEach((l, i) => {
    const value = phoneIn(l.text);
    if (!value) return;
    const near = [l.text, lines[i - 1]?.text ?? ''];
    const shared = new Set(near.flatMap((t) => (t.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map(stem)).filter((w) => asked.has(w)));
    const score = shared.size * 2 + (near.some((t) => CUE.test(t.replace(value, ''))) ? 1 : 0);
    if (score > 0 && (!best || score > best.score)) best = { value, line: l.text.trim(), score };
  });
  const found = best as { value: string; line: string; score: number } | null;
  return found ? { value: found.value, line: found.line } : null;
}

/** Words of asking for a number, shared by every line that prints one: no sign of which. */
const ASK_WORDS = new Set(['what', 'which', 'the', 'number', 'numbers', 'phone', 'telephone', 'call', 'ring', 'dial', 'for', 'our', 'your', 'with', 'and', 'whats', "what's", 'was', 'did', 'does', 'should']);

/** A word without a plural's or a possessive's ending, so "emergencies" meets "emergency". */
function stem(word: string): string {
  return word.replace(/'s$/, '').replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');
}
