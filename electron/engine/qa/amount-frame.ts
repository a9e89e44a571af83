import { contentWords } from '../augment/similarity';
import { plainModifiers } from './amount-label';
import { wordnet } from './lexicon/wordnet';
import { isAmountNoun } from './number';

/**
 * "How much did I pay for the car service", "what did the dinner come to": paying, spending, costing
 * and coming to frame a question about an amount, as "how much" does. Every bill, ticket and receipt prints PAID or TOTAL, so the verb matches
 * a parking ticket as well as the service invoice; what was paid for is what tells them apart.
 */
const AMOUNT_VERB = /^(?:pay|paid|paying|spend|spent|spending|cost|costs|costing|come|came)$/;

/** An amount question's terms without the verb of paying, unless nothing else is asked. */
export function withoutAmountFrame(terms: string[]): string[] {
  const rest = terms.filter((t) => !AMOUNT_VERB.test(t));
  return rest.length > 0 ? rest : terms;
}

/**
 * "What was my take-home pay": the hyphenated modifier is looked for as the plainer adjective it is a
 * shade of ("NET PAY"), not as its parts ("home" is a maps screen's word). Only before an amount's noun:
 * elsewhere a shade is its own word ("one-way ticket" is not a "unidirectional" one).
 */
export function withPlainModifiers(terms: string[], question: string): string[] {
  const db = wordnet();
  const said = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  const shaded = new Set<string>();
  const plain: string[] = [];
  for (let i = 2; i < said.length; i++) {
    const [head] = plainModifiers(said.slice(i - 2, i + 1), (w) => isAmountNoun(w, db), db);
    if (!head) continue;
    for (const w of contentWords(`${said[i - 2]} ${said[i - 1]}`)) shaded.add(w);
    plain.push(...head);
  }
  if (plain.length === 0) return terms;
  return [...terms.filter((t) => !shaded.has(t)), ...plain.filter((w) => !terms.includes(w))];
}
