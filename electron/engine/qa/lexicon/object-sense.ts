/**
 * A verb's sense as its object picks it: to "move house" is to change residence (WordNet's fourth
 * sense of "move"), not to travel or shift a thing, which its common senses are. A question's verb
 * followed by its object keeps the senses whose definition names that object, a synonym or a kind of
 * it ("residence": an official residence is a house), and only those;
 * a verb whose definitions name no such thing keeps its common senses.
 */
import { contentWords } from '../../augment/similarity';
import { translatedSynset } from './translations';
import { commonSenses } from './common-senses';
import { morphy, wordnet, type WordNet } from './wordnet';

/**
 * Question verb → the noun after it, the word the question reads as the verb's object: a verb
 * (by its role) and a next word WordNet knows as a noun that the grammar does not read as a verb,
 * nor as the particle of a phrasal verb the two make ("getting back": a back is no object there).
 */
export function verbObjects(terms: readonly string[], roles: ReadonlyMap<string, 'n' | 'v'> | undefined, db: WordNet = wordnet()): Map<string, string> {
  const out = new Map<string, string>();
  terms.forEach((term, i) => {
    const next = terms[i + 1];
    if (roles?.get(term) === 'v' && next !== undefined && roles.get(next) !== 'v' && morphy(next, 'n', db).length > 0 && !morphy(term, 'v', db).some((verb) => db.lookup(`${verb}_${next}`, 'v'))) out.set(term, next);
  });
  return out;
}

/**
 * The verb senses (offsets) whose definition names the object, one of its synonyms or a kind of it,
 * in frequency order; none when no definition does. Only senses WordNet's tagged corpus saw: a rare
 * one ("book": register in a hotel booker) would otherwise win over the common sense the user meant.
 * What the object is a kind of is not enough ("marathon": an undertaking, as a business's project).
 */
export function objectSenses(verb: string, object: string, db: WordNet = wordnet()): number[] {
  const entry = morphy(verb, 'v', db).map((lemma) => db.lookup(lemma, 'v'))[0];
  const objects = morphy(object, 'n', db);
  if (!entry || objects.length === 0) return [];
  // The object as the user means it, in its first sense.
  const synonyms = new Set(objects.flatMap((lemma) => db.lookup(lemma, 'n')?.offsets.slice(0, 1).flatMap((o) => db.synset(o, 'n').words.map((w) => w.toLowerCase())) ?? []));
  return entry.offsets.slice(0, entry.tagged).filter((offset) => {
    const named = [...contentWords(db.synset(offset, 'v').definition)].flatMap((w) => morphy(w, 'n', db));
    return named.some((noun) => synonyms.has(noun) || objects.some((lemma) => kindsOf(noun, db).includes(lemma)));
  });
}

/**
 * The chosen senses' words in the library's languages, and their nouns' (the act named): a document
 * abroad prints the act as a noun ("MUDANÇAS" on a removal firm's quote), and a verb sense often has
 * no translation of its own where its noun has one.
 */
export function objectSenseTranslations(offsets: readonly number[], languages: readonly string[], db: WordNet = wordnet()): string[] {
  const out = new Set<string>();
  for (const offset of offsets) {
    for (const w of translatedSynset('v', offset, languages, db)) out.add(w);
    for (const p of db.synset(offset, 'v').pointers) if (p.symbol === '+' && p.pos === 'n') for (const w of translatedSynset('n', p.offset, languages, db)) out.add(w);
  }
  return [...out];
}

/** A noun's words in its common senses and the words of what each is a kind of. */
function kindsOf(noun: string, db: WordNet): string[] {
  const entry = db.lookup(noun, 'n');
  if (!entry) return [];
  return commonSenses(entry, db)
    .flatMap((offset) => {
      const synset = db.synset(offset, 'n');
      return [synset, ...synset.pointers.filter((p) => p.symbol === '@').map((p) => db.synset(p.offset, p.pos))];
    })
    .flatMap((s) => s.words.map((w) => w.toLowerCase()));
}
