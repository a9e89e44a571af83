import { contentWords } from '../augment/similarity';
import { morphy } from './lexicon/wordnet';

/**
 * "Who said they'd bring the cake", "who is bringing the wine": a chat screenshot prints each message
 * under its sender's name (a group chat's "Sam" over "I'll bring the cake" and its time), or after it
 * ("Alex Moreno: the meeting is moved to Thursday"). The one asked about is the sender of the message
 * that says what the question says — not the chat's title, not whoever asked the group first.
 */

/**
 * A person's name as a chat prints it, one to three words, each capitalised ("Sam", "Alex Moreno") or
 * an initial ("Tom R."): a heading or a form's label set in capitals ("APPOINTMENT REMINDER") is no one.
 */
const NAME = String.raw`(\p{Lu}(?:\p{Ll}[\p{L}'’-]*|\.)(?:\s+\p{Lu}(?:\p{Ll}[\p{L}'’-]*|\.)){0,2})`;
/** A clock time as chats print it: "18:05", "10:42 AM". */
const CLOCK = String.raw`(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s*[AaPp]\.?[Mm]\.?)?`;
/**
 * A sender's line: a name alone, perhaps the time it was sent beside it (a workspace chat's "Priya Shah  10:42 AM").
 */
const SENDER = new RegExp(String.raw`^\s*${NAME}(?:\s+[·•|-]?\s*${CLOCK})?\s*$`, 'u');
/**
 * "Alex Moreno: the meeting is moved": a sender's name, a colon, the message; an exported chat puts the
 * time and date first ("[18:02, 20/11/2025] Sam: …", "20/11/2025, 18:02 - Sam: …").
 */
const INLINE = new RegExp(String.raw`^\s*(?:\[[^\]]*\d[^\]]*\]\s*|[\d/.,:\s]*\d(?:\s*[AaPp][Mm])?\s+-\s+)?${NAME}\s*:\s+(\S.*)$`, 'u');
/** A message's time alone on its line, perhaps with delivery ticks ("18:05", "11:42 pm ✓✓"). */
const SENT_AT = /^\s*(?:[01]?\d|2[0-3])[:.][0-5]\d\s*(?:[ap]\.?m\.?)?\s*[✓✔]*\s*$/iu;
/** Verbs of saying: the question's way of pointing at a message, not what the message says. */
const SAYING = new Set(['say', 'said', 'tell', 'told', 'write', 'wrote', 'mention', 'mentioned', 'message', 'messaged', 'text', 'texted', 'reply', 'replied', 'offer', 'offered', 'who']);

interface Message {
  sender: string;
  text: string;
  at: number;
}

/** The messages of a chat with their senders; empty when the lines do not read as a chat. */
export function chatMessages(lines: readonly { text: string }[]): Message[] {
  const texts = lines.map((l) => l.text.trim());
  const inline = texts.flatMap((t, at) => {
    const m = INLINE.exec(t);
    return m ? [{ sender: m[1]!, text: m[2]!, at }] : [];
  });
  // A form's labels ("Network: …", "Password: …") are each printed once; a chat's senders speak again.
  if (inline.length >= 3 && repeats(inline) && new Set(inline.map((m) => m.sender)).size >= 2) return inline;
  // Name over message: a sender's line with a message (no time, no other name) under it. A settings
  // screen sets labels so too ("Model Name" / "iPhone 13"): a chat is told by its messages' times,
  // printed alone, or by a sender heading more than one of them.
  const out: Message[] = [];
  const headings: Message[] = [];
  let sender: string | null = null;
  for (const [at, t] of texts.entries()) {
    if (SENT_AT.test(t)) continue;
    const next = texts[at + 1] ?? '';
    if (SENDER.test(t) && next && !SENT_AT.test(next) && !SENDER.test(next)) {
      sender = SENDER.exec(t)![1]!;
      headings.push({ sender, text: t, at });
      continue;
    }
    if (sender) out.push({ sender, text: t, at });
  }
  const clock = new RegExp(CLOCK);
  const timed = texts.filter((t) => SENT_AT.test(t)).length + headings.filter((h) => clock.test(h.text)).length >= 2;
  // One heading over several lines is a screen's title over its text ("Bangkok Garden" / "On its way" / …).
  return out.length >= 2 && (timed || repeats(headings)) ? out : [];
}

/** Whether a sender speaks again: more than one inline message, or more than one heading. */
function repeats(messages: readonly Message[]): boolean {
  const seen = new Map<string, number>();
  for (const m of messages) seen.set(m.sender, (seen.get(m.sender) ?? 0) + 1);
  return [...seen.values()].some((n) => n >= 2);
}

/** A word and its WordNet base forms: "bringing" is "bring", "cakes" is "cake". */
function forms(word: string): string[] {
  return [word, ...morphy(word, 'v'), ...morphy(word, 'n')];
}

/**
 * The sender of the message that best says what the question asks, when one does. A word of the
 * question counts for less the more messages hold it ("who is bringing the wine": "bringing" is in
 * the host's question to the group and in every answer, "wine" in one); a message that asks a
 * question counts half, as it offers nothing. Null on a tie or when no message says any of it.
 */
export function chatSpeaker(lines: readonly { text: string }[], question: string): { value: string; line: string } | null {
  const messages = chatMessages(lines);
  if (messages.length === 0) return null;
  const asked = [...contentWords(question)].filter((w) => !SAYING.has(w)).map(forms);
  const said = messages.map((m) => new Set([...contentWords(m.text)].flatMap(forms)));
  const holding = asked.map((f) => said.filter((s) => f.some((w) => s.has(w))).length);
  const scores = said.map((s, k) => {
    const score = asked.reduce((sum, f, i) => sum + (f.some((w) => s.has(w)) ? 1 / holding[i]! : 0), 0);
    return /\?\s*$/.test(messages[k]!.text) ? score / 2 : score;
  });
  const best = Math.max(...scores);
  if (best <= 0 || scores.filter((s) => s === best).length > 1) return null;
  const m = messages[scores.indexOf(best)]!;
  return { value: m.sender, line: `${m.sender}: ${m.text}` };
}
