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
