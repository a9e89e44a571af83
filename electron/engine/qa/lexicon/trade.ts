import { isKindOf } from '../kind-of';
import { morphy, type WordNet } from './wordnet';

/**
 * The trade a worker's noun names, where WordNet links none: a tradesman's invoice is headed by the
 * trade ("… PLUMBING & HEATING", "… ROOFING"), a question by the worker ("how much was the plumber").
 * English makes the one from the other, -er to -ing (plumber → plumbing, roofer → roofing, caterer →
 * catering); the -ing word counts only when WordNet files it under occupations, so "diner" is not
 * "dining" and "printer" (a machine) not "printing".
 */
export function tradeOfWorker(term: string, db: WordNet): string[] {
  const out: string[] = [];
  for (const lemma of morphy(term, 'n', db)) {
    if (!/^\p{L}{3,}er$/u.test(lemma) || !isKindOf(lemma, 'person', db)) continue;
    const trade = `${lemma.slice(0, -2)}ing`;
    if (db.lookup(trade, 'n') && isKindOf(trade, 'occupation', db)) out.push(trade);
  }
  return out;
}
