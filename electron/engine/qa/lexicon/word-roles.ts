import { contentWords } from '../../augment/similarity';
import { isKindOf, isPhysical } from '../kind-of';
import { MAX_COMMON_SENSES } from './common-senses';
import { morphy, wordnet, type Pos, type WordNet } from './wordnet';

/**
 * Which question words are verbs and which nouns, by the words before them: after "I", "we", "to" or
 * a "did I" a word is a verb; after an article, a possessive or a wh-word (one adjective may come
 * between) it is a noun. Words the grammar does not settle keep every part of speech.
 */
export function wordRoles(question: string): Map<string, 'n' | 'v'> {
  const tokens = question.toLowerCase().replace(/[’']/g, "'").match(/[a-z][a-z'-]*/g) ?? [];
  const roles = new Map<string, 'n' | 'v'>();
  for (let i = 1; i < tokens.length; i++) {
    const prev = tokens[i - 1]!;
    const word = [...contentWords(tokens[i]!)][0];
    if (!word || roles.has(word)) continue;
    const beforePrev = tokens[i - 2];
    // "did I last work out", "I first went": an adverb between the subject and its verb.
    const afterAdverb = ['last', 'first', 'ever', 'never', 'just', 'usually', 'always', 'often', 'also', 'once'].includes(prev) && (beforePrev === 'i' || beforePrev === 'we');
    // "go to pottery": after "to" a word WordNet knows no verb for is the noun of a preposition.
    if (prev === 'to' && morphy(word, 'v').length === 0) roles.set(word, 'n');
    else if (afterAdverb || ['i', 'we', 'you', 'to', "i'd", "we'd", "didn't", 'not', 'never'].includes(prev)) roles.set(word, 'v');
    // "How many bike rides": a word that names the means of the act its next word names is that
    // act's verb too ("bike": ride a bicycle), and keeps both parts of speech.
    else if (NOUN_BEFORE.has(prev) && modifiesAct(word, tokens[i + 1])) continue;
    // "my first dragon boat training", "how many dragon boat sessions": a compound's last noun, a thing,
    // before an act is the means that act is done by, and what is done is its verb ("boat": row, paddle,
    // stroke). Unlike "bike rides" it loses its noun: the modifier already names which craft, so the
    // noun's other kinds (barges, ferries) are wrong ones, and they would crowd out the verb's.
    // A noun that is itself an act ("whale watching trip") keeps its noun; a word that goes before nouns
    // ("the animal shelter last December") is no act named.
    // A preposition opens the phrase as an article does ("did I make it to dragon boat training").
    else if (i >= 2 && (NOUN_BEFORE.has(tokens[i - 2]!) || PHRASE_PREPOSITIONS.has(tokens[i - 2]!)) && !NOUN_BEFORE.has(prev) && !NOUN_BEFORE.has(tokens[i + 1] ?? '') && morphy(prev, 'n').length > 0 && isPhysical(word) && modifiesAct(word, tokens[i + 1], MAX_COMMON_SENSES)) roles.set(word, 'v');
    // "When was the parcel sent", "where was the parcel delivered to": a verb's past form after "the"
    // and a noun is the passive's verb, though WordNet knows a noun "sent" (a coin).
    else if (i >= 2 && NOUN_BEFORE.has(tokens[i - 2]!) && !NOUN_BEFORE.has(prev) && COPULA.has(tokens[i - 3] ?? '') && morphy(word, 'v').some((base) => base !== word)) roles.set(word, 'v');
    // "When does the pool open again": after "does" and its subject, a word that can be a verb is the
    // subject's verb, unless a word that can be a noun or a verb follows ("did the parking fine arrive": a compound).
    else if (i >= 3 && AUXILIARIES.has(tokens[i - 3]!) && NOUN_BEFORE.has(tokens[i - 2]!) && !NOUN_BEFORE.has(prev) && morphy(word, 'v').length > 0 && !namesAnything(tokens[i + 1])) roles.set(word, 'v');
    // "What did the doctor say": a last word after "the" and a noun may be the verb, unless a copula
    // came first ("how much was the parking fine": a "fine" there is the penalty, not to ticket).
    // A plural before "I" opens a clause about it ("the library books I borrowed"): a verb there would be "say".
    // After "the" and an adjective the last word is the noun it describes ("what did I pay for the new lock"): a lock, not to lock.
    else if (NOUN_BEFORE.has(prev) || (i >= 2 && NOUN_BEFORE.has(tokens[i - 2]!) && !NOUN_BEFORE.has(prev) && (tokens[i + 1] !== undefined || COPULA.has(tokens[i - 3] ?? '') || mostlyAdjective(prev)) && (!['i', 'we', 'you'].includes(tokens[i + 1] ?? '') || isPlural(tokens[i]!)))) roles.set(word, 'n');
  }
  return roles;
}

/** A word WordNet's tagged corpus saw as an adjective more than as a noun or a verb ("old", "new"; not "doctor", "say"). */
function mostlyAdjective(token: string, db: WordNet = wordnet()): boolean {
  const tagged = (pos: Pos) => Math.max(0, ...morphy(token, pos, db).map((lemma) => db.lookup(lemma, pos)?.tagged ?? 0));
  const adjective = tagged('a');
  return adjective > 0 && adjective > tagged('n') && adjective > tagged('v');
}

/** A noun's plural ("books", "tickets"), not its base form. */
function isPlural(token: string): boolean {
  return /[^s]s$/.test(token) && morphy(token, 'n').some((base) => base !== token);
}

/** Whether the word can be a verb and the next word names an act in its commonest `senses` ("ride", "trip", "walk"). */
function modifiesAct(word: string, next: string | undefined, senses = 1): boolean {
  const head = next && [...contentWords(next)][0];
  return !!head && morphy(word, 'v').length > 0 && isKindOf(head, 'act', undefined, senses);
}

/** Whether a token is a word WordNet knows as a noun or a verb (not "again", "on", "at"). */
function namesAnything(token: string | undefined): boolean {
  return token !== undefined && (morphy(token, 'n').length > 0 || morphy(token, 'v').length > 0);
}

/** The auxiliaries that put the subject before the verb in a question ("when does the shop close"). */
const AUXILIARIES = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't", 'will', "won't", 'can', 'could', 'would', 'should']);
/** Prepositions a noun phrase follows: general English. */
const PHRASE_PREPOSITIONS = new Set(['to', 'at', 'from', 'for', 'after', 'before']);
const COPULA = new Set(['is', 'was', 'are', 'were', "what's", "where's", "when's"]);
const NOUN_BEFORE = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'what', 'which', 'whose', 'this', 'that', 'these', 'those', 'some', 'any', 'every', 'each', 'last', 'first', 'many', 'much']);
