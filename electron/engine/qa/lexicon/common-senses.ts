/**
 * The senses of a word a question means, by WordNet's tagged corpus. WordNet orders a lemma's senses
 * by how often the corpus tagged them; the senses it never tagged follow in no order of use. So a noun
 * the corpus never saw ("bike": a motorcycle first, a bicycle second) has no first sense by frequency.
 * When the corpus saw one of its senses, and only one, through another of its words ("bicycle" was
 * tagged, "motorcycle" was not), that is the thing people write about. A noun several of whose
 * senses were seen so ("centre": a middle, a midpoint and a building, all as "center") is not told
 * apart by the corpus, and keeps its first listed sense. Only nouns: an untagged verb or adverb is
 * mostly a spelling or a use of a tagged word ("centre" the verb, "flat" the adverb) whose listed
 * first sense already follows the tagged word's, and a synonym seen elsewhere would pull it away.
 */
import { wordnet, type IndexEntry, type WordNet } from './wordnet';

/** Common senses only: at most this many, and no more than WordNet's tagged corpus saw. */
export const MAX_COMMON_SENSES = 3;

/** A lemma's common senses, most frequent first; one always, seen in the corpus or not. */
export function commonSenses(entry: IndexEntry, db: WordNet = wordnet()): number[] {
  if (entry.tagged > 0 || entry.offsets.length < 2 || entry.pos !== 'n') return entry.offsets.slice(0, Math.max(1, Math.min(MAX_COMMON_SENSES, entry.tagged)));
  return [unseenNounSense(entry, db)];
}

const memo = new Map<string, number>();
const MEMO_LIMIT = 20_000;

/** An untagged noun's one sense the corpus saw through a synonym; its first listed sense when none or several were. */
function unseenNounSense(entry: IndexEntry, db: WordNet): number {
  let sense = memo.get(entry.lemma);
  if (sense === undefined) {
    const seen = entry.offsets.filter((offset) => db.synset(offset, 'n').words.some((w) => taggedIn(w.toLowerCase(), offset, entry, db)));
    sense = seen.length === 1 ? seen[0]! : entry.offsets[0]!;
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(entry.lemma, sense);
  }
  return sense;
}

/** Whether another word of the synset was tagged in it. */
function taggedIn(word: string, offset: number, entry: IndexEntry, db: WordNet): boolean {
  if (word === entry.lemma) return false;
  const other = db.lookup(word, entry.pos);
  return other !== null && other.offsets.slice(0, other.tagged).includes(offset);
}
