import { morphy, wordnet, type WordNet } from './lexicon/wordnet';
import { wordRoles } from './lexicon/word-roles';

/**
 * "Where was the parcel left", "where did they deliver it": a tracking screen or a note says where in
 * a sentence with the asked verb, the place after it ("Left with your neighbour at No. 14", "Delivered
 * to your front door", "Left in safe place: Behind the bins"). The words from the preposition on, or
 * after the colon when the verb's phrase is a label; "by" names who did it, not where.
 */
export function verbPlace(lines: readonly string[], question: string, db: WordNet = wordnet()): { value: string; line: string } | null {
  const verbs = askedVerbs(question, db);
  if (verbs.size === 0) return null;
  for (const line of lines) {
    for (const m of line.matchAll(/\p{L}+/gu)) {
      if (!morphy(m[0].toLowerCase(), 'v', db).some((lemma) => verbs.has(lemma))) continue;
      const after = PLACE_AFTER.exec(line.slice(m.index + m[0].length));
      if (!after) continue;
      const labelled = /:\s*(\S.*)$/.exec(after[1]!);
      const value = (labelled ? labelled[1]! : after[1]!).replace(/[.!]+$/, '').trim();
      // "Delivered on 12 Nov at 13:42", "delivered today at 10:02": when, not where.
      const object = value.replace(/^(?:next\s+to|\p{L}+)\s*/iu, '');
      if (!/^\p{L}/u.test(value) || WHEN_WORD.test(value) || WHEN_WORD.test(object)) continue;
      return { value, line };
    }
  }
  return null;
}

/**
 * "Which courier delivered my order", "who sent the parcel", "which card was I refunded to": the asker
 * wants whoever or whatever stands after the asked verb and a preposition — "by" when the question's
 * wh-phrase does the verb, else the one it ends on — and a document prints it there ("It will be
 * delivered by Evri on Thursday", "Refunded to: Visa ending 4421"): after a colon, the rest of the line;
 * in a sentence, a name's capitalised words. Only when the wh-phrase does the verb or ends the question
 * on its preposition: in "which restaurant did we book", "booked by Sam" names the booker.
 */
export function verbAgent(lines: readonly string[], question: string, db: WordNet = wordnet()): { value: string; line: string } | null {
  const doer = DOER_ASKED.exec(question);
  const stranded = doer ? null : STRANDED.exec(question);
  const [verb, prep] = doer ? [doer[1]!, 'by'] : stranded ? [stranded[1]!, stranded[2]!.toLowerCase()] : [];
  // A verb's inflected form: "delivered", "sent", "paid" (a bare "lunch" in "who did I have lunch with" is no verb asked).
  const lemmas = new Set(verb ? morphy(verb.toLowerCase(), 'v', db).filter((l) => !CARRIER_VERBS.has(l) && l !== verb.toLowerCase()) : []);
  if (lemmas.size === 0) return null;
  const after = new RegExp(String.raw`^\s*(?:\p{Ll}+\s+)?${prep}\b\s*(?::\s*(\S.*?)[.!]*$|(\p{Lu}[\p{L}\d&'.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\d&'.-]*){0,3}))`, 'u');
  for (const line of lines) {
    for (const m of line.matchAll(/\p{L}+/gu)) {
      if (!morphy(m[0].toLowerCase(), 'v', db).some((lemma) => lemmas.has(lemma))) continue;
      const found = after.exec(line.slice(m.index + m[0].length));
      if (found) return { value: (found[1] ?? found[2]!).trim(), line };
    }
  }
  return null;
}

/** "Who delivered", "which courier delivered": the wh-phrase, then its verb (no auxiliary between). */
const DOER_ASKED = /^\s*(?:who|(?:which|what)\s+\p{L}+)\s+(?!(?:did|do|does|is|was|were|are|am|has|have|had|will|would|can|could|should|may|might)\b)(\p{L}+)\b/iu;
/**
 * "Who was it delivered by", "which card was I refunded to", "which account was it paid from": a
 * question that ends on the verb's preposition. Not when it asks when ("what time was it delivered by").
 */
const STRANDED = /^\s*(?:who|whom|(?:which|what)\s+(?!(?:time|day|date|month|year)\b)\p{L}+)\b.*\b(\p{L}+)\s+(?:\p{L}+\s+)?(by|to|from|with)\s*[?.!]*\s*$/iu;

/**
 * A preposition of place opening what follows the verb, perhaps after its object ("delivered your
 * parcel to your front porch"): "with", "in", "at", "behind", "to", "next to".
 */
const PLACE_AFTER = /^\s+(?:(?!by\b)[\p{L}']+\s+){0,2}?((?:with|in|into|inside|at|on|behind|under|beneath|beside|outside|near|next\s+to|to|through)\b.*)$/iu;
/** A phrase that says when: a weekday, a month, "today", a time. */
const WHEN_WORD = /^(?:(?:the\s+)?\d|today|tomorrow|yesterday|(?:mon|tue|wed|thu|fri|sat|sun)\w*day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b)/i;
/** Verbs every sentence has: they say nothing of which line tells where. */
const CARRIER_VERBS = new Set(['be', 'do', 'have', 'get', 'can', 'will', 'go', 'come']);

/**
 * The verbs the question asks about, as lemmas: words its grammar makes verbs ("was the parcel left"),
 * or words WordNet's texts use as verbs at least as often as nouns ("leave").
 */
function askedVerbs(question: string, db: WordNet): Set<string> {
  const roles = wordRoles(question);
  const out = new Set<string>();
  for (const w of question.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (w === 'where' || (roles.get(w) !== 'v' && !verbUsually(w, db))) continue;
    for (const lemma of morphy(w, 'v', db)) if (!CARRIER_VERBS.has(lemma)) out.add(lemma);
  }
  return out;
}

function verbUsually(word: string, db: WordNet): boolean {
  return morphy(word, 'v', db).some((lemma) => {
    const verb = db.lookup(lemma, 'v');
    const noun = db.lookup(lemma, 'n');
    return verb !== null && !(noun && noun.tagged > verb.tagged);
  });
}
