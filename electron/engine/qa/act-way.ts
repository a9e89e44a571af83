import { hypernymSteps, wordnet, type WordNet } from './lexicon/wordnet';

/**
 * "What hike did I do", "which walk did we go on": an act of going somewhere has no sign of its own; the
 * way it went along has ("RIDGE TRAIL"). WordNet says which way: the act's verb (hike), or the verb
 * that is its kind (walk), names a way made for it (a walkway), and the kind of that way (a path) is
 * what a printed way is (a trail: "a path or track…"). No list of trails, routes or walks.
 */
export function wayOfAct(act: string): string | null {
  // Asked once per candidate a name is chosen among (title.ts aboutKind), with one subject per question.
  if (memo.has(act)) return memo.get(act)!;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const way = findWay(act, wordnet());
  memo.set(act, way);
  return way;
}

const memo = new Map<string, string | null>();
const MEMO_LIMIT = 5_000;

function findWay(act: string, db: WordNet): string | null {
  const offset = db.lookup(act, 'n')?.offsets[0];
  if (offset === undefined) return null;
  const verbs = db.synset(offset, 'n').pointers.filter((p) => p.symbol === '+' && p.pos === 'v').map((p) => db.synset(p.offset, 'v'));
  const doing = [...verbs, ...verbs.flatMap((v) => v.pointers.filter((p) => p.symbol === '@').map((p) => db.synset(p.offset, 'v')))];
  // The sense of the word that is a thing made, not "way" the manner or the distance.
  const ways = new Set((db.lookup(WAY, 'n')?.offsets ?? []).filter((o) => db.synset(o, 'n').lexFile === ARTIFACTS));
  for (const verb of doing) {
    for (const made of verb.pointers.filter((p) => p.symbol === '+' && p.pos === 'n').map((p) => db.synset(p.offset, 'n'))) {
      if (hypernymSteps(made.offset, ways, WAY_DEPTH, db) === 0) continue;
      const kind = made.pointers.find((p) => p.symbol === '@');
      if (kind) return db.synset(kind.offset, 'n').words[0]!.replace(/_/g, ' ');
    }
  }
  return null;
}

/** WordNet's artifact "affording passage from one place to another": a road, a path, a route. */
const WAY = 'way';
/** noun.artifact, lexnames(5WN). */
const ARTIFACTS = 6;
/** A walkway is a path, a path a way: a few steps, not every artifact's. */
const WAY_DEPTH = 3;
