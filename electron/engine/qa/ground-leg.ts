/**
 * "Did I drive to the airport", "did I take a taxi from the airport": the question is about the
 * stretch of the journey before or after the one that leaves from that place, not about the flight
 * itself. The place is one where a conveyance is boarded, by WordNet: the commonest sense of the
 * word after "to / from (the)", or a kind it is filed under, is defined by that conveyance (an
 * airport is an airfield, "a place where planes take off and land"; a pier "provides access to ships
 * and boats"). The boarding pass is the landmark; the asked stretch is the nearest memory on the
 * asked side of it, within hours, that shows another way of travelling (the car park walked out of
 * before check-in, the train ticket bought on landing).
 */
import type { Candidate } from './fusion';
import { wordnet, morphy, type WordNet } from './lexicon/wordnet';
import { modesInQuestion, modesOf, sameMode, modesShownBy } from './travel-mode';

/** The stretch to or from a terminal is taken within this long of its departure's document (a drive at dawn, a train on landing). */
const LEG_MS = 12 * 3_600_000;
/** How deep among the best matches the boarding document is looked for. */
const LANDMARK_DEPTH = 5;

export interface LegAsked {
  /** The conveyances boarded at the asked place ("airport": the airplane). */
  boarded: number[];
  /** "to the airport": the stretch before the departure; "from": after the arrival. */
  side: 'before' | 'after';
}

/** The stretch a question asks about, when it asks how someone got to or from a place where a conveyance is boarded. */
export function legAsked(question: string, db: WordNet = wordnet()): LegAsked | null {
  const asked = modesInQuestion(question, db);
  if (asked.length === 0) return null;
  for (const m of question.matchAll(/\b(to|from)\s+(?:the\s+)?(\p{L}{3,})/giu)) {
    const boarded = boardedAt(m[2]!, db);
    // "Did we fly from the airport": the conveyance asked is the one boarded there, no other stretch.
    if (boarded.length > 0 && !sameMode(asked, boarded, db)) return { boarded, side: m[1]!.toLowerCase() === 'to' ? 'before' : 'after' };
  }
  return null;
}

/** The conveyances a place is for: named by the definition of its commonest sense or of a kind it is filed under. */
function boardedAt(word: string, db: WordNet): number[] {
  for (const lemma of morphy(word, 'n', db)) {
    const first = db.lookup(lemma, 'n')?.offsets[0];
    if (first === undefined) continue;
    const own = modesOf(lemma, 'n', db);
    // A conveyance itself ("to the train") is not a place it is boarded at.
    if (own.includes(first)) return [];
    if (own.length > 0) return own;
    for (const p of db.synset(first, 'n').pointers) {
      if (p.symbol !== '@' || p.pos !== 'n') continue;
      const kind = modesOf(db.synset(p.offset, 'n').words[0]!, 'n', db);
      if (kind.length > 0) return kind;
    }
  }
  return [];
}

/** The ways of travelling a memory shows, by its text. */
function shownBy(c: Candidate, db: WordNet): number[] {
  return modesShownBy(c.row, db);
}

/**
 * The memory of the asked stretch: among the candidates, the nearest on the asked side of a boarding
 * document among the best matches (one showing the conveyance boarded there), within hours of it, that
 * shows another way of travelling. Null when there is none.
 */
export function legOf(leg: LegAsked, ranked: readonly Candidate[], db: WordNet = wordnet()): Candidate | null {
  const landmarks = ranked.slice(0, LANDMARK_DEPTH).filter((c) => c.row.taken_at !== null && sameMode(shownBy(c, db), leg.boarded, db));
  for (const landmark of landmarks) {
    const at = landmark.row.taken_at!;
    const near = ranked
      .filter((c) => {
        const t = c.row.taken_at;
        if (t === null || c === landmark) return false;
        const gap = leg.side === 'before' ? at - t : t - at;
        return gap > 0 && gap <= LEG_MS;
      })
      .sort((a, b) => Math.abs(a.row.taken_at! - at) - Math.abs(b.row.taken_at! - at));
    const found = near.find((c) => {
      const shows = shownBy(c, db);
      return shows.length > 0 && !sameMode(shows, leg.boarded, db);
    });
    if (found) return found;
  }
  return null;
}
