import { hypernymSteps, morphy, wordnet, type WordNet } from './lexicon/wordnet';

/**
 * How a journey was made, by WordNet, for "did I fly / drive / take the train to …": the question's
 * travel word and the evidence's words each lead to the means of transport they stand for (WordNet's
 * "conveyance" and what is filed under it), and the two agree when one is a kind of the other. A
 * boarding pass ("a pass that allows you to board a ship or plane") shows flying, a car park ("a lot
 * where cars are parked") driving, a railcar's ticket the train — with no list of carriers or places.
 *
 * - a noun's commonest sense when it is a conveyance itself ("train", "ferry", "taxi");
 * - else the conveyances its commonest sense's definition names ("flight": "a formation of aircraft…");
 * - a verb: the conveyances named by its commonest senses' definitions ("fly": "operate an airplane")
 *   and by the definitions of the nouns derived from it ("drive" → "driver": "the operator of a motor
 *   vehicle").
 * Kinds one step under "conveyance" ("vehicle", "public transport") are too wide to tell one way of
 * travelling from another and are left out.
 */

const VERB_SENSES = 4;
/** Hypernym steps from a word's sense up to "conveyance": airplane → … → vehicle → conveyance is five. */
const MAX_DEPTH = 8;
const cache = new Map<string, number[]>();

/** The conveyance synsets a word stands for (see above); empty when it names no way of travelling. */
export function modesOf(word: string, pos: 'n' | 'v', db: WordNet = wordnet()): number[] {
  const key = `${pos}${word.toLowerCase()}`;
  const memo = cache.get(key);
  if (memo) return memo;
  const out = new Set<number>();
  if (pos === 'n') {
    for (const lemma of morphy(word, 'n', db)) {
      const first = db.lookup(lemma, 'n')?.offsets[0];
      if (first === undefined) continue;
      if (conveyanceDepth(first, db) >= 2) out.add(first);
      else for (const m of namedIn(db.synset(first, 'n').definition, db)) out.add(m);
      if (out.size === 0) for (const m of clippedFrom(lemma, db)) out.add(m);
    }
  } else {
    for (const lemma of morphy(word, 'v', db)) {
      for (const offset of (db.lookup(lemma, 'v')?.offsets ?? []).slice(0, VERB_SENSES)) {
        const synset = db.synset(offset, 'v');
        for (const m of namedIn(synset.definition, db)) out.add(m);
        for (const p of synset.pointers) {
          if (p.symbol !== '+' || p.pos !== 'n') continue;
          for (const m of namedIn(db.synset(p.offset, 'n').definition, db)) out.add(m);
        }
      }
    }
  }
  const modes = [...out];
  if (cache.size > 5000) cache.clear();
  cache.set(key, modes);
  return modes;
}

/**
 * A word that is also the short form of a conveyance's word: WordNet glosses such a sense "short for
 * railway", and "VALLEY RAIL" heading a ticket is the railway, whatever the word's commonest sense (a
 * railing). Only a sense so glossed is read, not every rarer sense.
 */
function clippedFrom(lemma: string, db: WordNet): number[] {
  for (const offset of db.lookup(lemma, 'n')?.offsets ?? []) {
    const full = /^short for (\w+)$/.exec(db.synset(offset, 'n').definition.trim())?.[1];
    if (full && full !== lemma) return modesOf(full, 'n', db);
  }
  return [];
}

/** The ways of travelling by their first words ("airplane", "train"), for a fact in the prompt. */
export function modeNames(modes: readonly number[], db: WordNet = wordnet()): string[] {
  return [...new Set(modes.map((m) => db.synset(m, 'n').words[0]!.replace(/_/g, ' ')))];
}

/** Whether two ways of travelling agree: the same, or one a kind of the other (an airplane is an aircraft). */
export function sameMode(a: readonly number[], b: readonly number[], db: WordNet = wordnet()): boolean {
  return a.some((x) => b.some((y) => x === y || reaches(x, y, db) || reaches(y, x, db)));
}

/** The conveyances a definition names, by its words' commonest noun senses. */
function namedIn(definition: string, db: WordNet): number[] {
  const out: number[] = [];
  for (const w of definition.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    for (const lemma of morphy(w, 'n', db)) {
      const first = db.lookup(lemma, 'n')?.offsets[0];
      if (first !== undefined && conveyanceDepth(first, db) >= 2) out.push(first);
    }
  }
  return out;
}

let conveyance: number | null | undefined;

/** The "something that serves as a means of transportation" sense of conveyance. */
function conveyanceOffset(db: WordNet): number | null {
  if (conveyance === undefined) conveyance = (db.lookup('conveyance', 'n')?.offsets ?? []).find((o) => db.synset(o, 'n').words.includes('transport')) ?? null;
  return conveyance;
}

const depths = new Map<number, number>();

/** How many hypernym steps a synset is under "conveyance" (0 when it is not under it). */
function conveyanceDepth(offset: number, db: WordNet): number {
  const memo = depths.get(offset);
  if (memo !== undefined) return memo;
  const root = conveyanceOffset(db);
  const depth = root === null ? 0 : hypernymSteps(offset, new Set([root]), MAX_DEPTH, db);
  if (depths.size > 5000) depths.clear();
  depths.set(offset, depth);
  return depth;
}

function reaches(from: number, to: number, db: WordNet): boolean {
  return hypernymSteps(from, new Set([to]), MAX_DEPTH, db) > 0;
}

/** The ways of travelling a memory shows by what it says (its text, caption and description). */
export function modesShownBy(row: { ocr_text: string | null; caption: string | null; description: string | null }, db: WordNet = wordnet()): number[] {
  return modesInText([row.ocr_text, row.caption, row.description].filter(Boolean).join('\n'), db);
}

/**
 * The ways of travelling a text shows: its words and WordNet compounds ("boarding pass", "car park").
 * A word used as a label before a short code ("CAR 7", "COACH C") numbers a unit of something larger:
 * it shows what that unit belongs to (unitOf: a railcar is a member of a train), not itself.
 */
export function modesInText(text: string, db: WordNet = wordnet()): number[] {
  // A name run together in camel case ("BusOnlineTicket", "RailPass") is its words.
  const tokens = text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<number>();
  for (const m of registered(text, db)) out.add(m);
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!.toLowerCase();
    const next = tokens[i + 1];
    if (!/^\p{L}{3,}$/u.test(w)) continue;
    if (next !== undefined && /^(?=.*[\dA-Z])[\p{Lu}\d]{1,3}$/u.test(next) && /\d|^[A-Z]$/.test(next)) {
      for (const m of unitOf(w, db)) out.add(m);
      continue;
    }
    for (const part of known(w, db) ? [w] : split(w, db)) for (const m of modesOf(part, 'n', db)) out.add(m);
    if (next && /^\p{L}{2,}$/u.test(next)) for (const m of modesOf(`${w}_${next.toLowerCase()}`, 'n', db)) out.add(m);
  }
  return [...out];
}

/**
 * The conveyance a numbered unit belongs to ("CAR 7": a railcar, a member of a train; "COACH C": a
 * passenger car, a member of a passenger train): the first of the word's senses that is a conveyance
 * itself and that WordNet makes a member or part of a larger one. A car's commonest sense (the motor
 * car) belongs to nothing, so a numbered car is a railway car; a numbered bay or cabin (a compartment,
 * no conveyance) shows nothing.
 */
function unitOf(word: string, db: WordNet): number[] {
  for (const lemma of morphy(word, 'n', db)) {
    for (const offset of db.lookup(lemma, 'n')?.offsets ?? []) {
      if (conveyanceDepth(offset, db) < 2) continue;
      const wholes = db.synset(offset, 'n').pointers.filter((p) => (p.symbol === '#m' || p.symbol === '#p') && p.pos === 'n' && conveyanceDepth(p.offset, db) >= 2);
      if (wholes.length > 0) return wholes.map((p) => p.offset);
    }
  }
  return [];
}

/** A label, then a code of capitals and digits with both in it ("VEHICLE: KDM 417Q", "Vehicle reg. AB12 CDE"). */
const LABELLED_CODE = /^\s*(\p{L}{3,})\b[^:#\n]{0,12}?[:#]?\s*((?=[A-Z0-9 -]*\d)(?=[A-Z0-9 -]*[A-Z])[A-Z0-9][A-Z0-9 -]{2,10}[A-Z0-9])\s*$/u;

/**
 * A conveyance too wide to say how one travelled ("vehicle") labelling a registration number shows
 * the thing that bears one: WordNet's number plate is "a plate … bearing the car's registration
 * number", so a fuel slip or a parking ticket printing "VEHICLE: KDM 417Q" shows a car.
 */
function registered(text: string, db: WordNet): number[] {
  for (const line of text.split('\n')) {
    const m = LABELLED_CODE.exec(line);
    if (!m) continue;
    const first = morphy(m[1]!.toLowerCase(), 'n', db).map((l) => db.lookup(l, 'n')?.offsets[0]).find((o) => o !== undefined);
    if (first !== undefined && conveyanceDepth(first, db) === 1) return modesOf('numberplate', 'n', db);
  }
  return [];
}

/** The ways of travelling a question asks about: its travel verbs and the conveyances it names. */
export function modesInQuestion(question: string, db: WordNet = wordnet()): number[] {
  const words = question.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const out = new Set<number>();
  for (const w of words) {
    for (const m of modesOf(w, 'n', db)) out.add(m);
    for (const m of modesOf(w, 'v', db)) out.add(m);
  }
  return [...out];
}

/** The conveyances a question names by their own nouns ("the bullet train", "the ferry"), not by a word defined through one ("seat"). */
export function vehiclesNamed(question: string, db: WordNet = wordnet()): number[] {
  const out = new Set<number>();
  for (const w of question.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    for (const lemma of morphy(w, 'n', db)) {
      const first = db.lookup(lemma, 'n')?.offsets[0];
      if (first !== undefined && conveyanceDepth(first, db) >= 2) out.add(first);
    }
  }
  return [...out];
}

const POS_ALL = ['n', 'v', 'a', 'r'] as const;

function known(word: string, db: WordNet): boolean {
  return POS_ALL.some((pos) => morphy(word, pos, db).length > 0);
}

/** A brand-like run of two words ("trainlink", "easyjet"): its two parts, when both are words. */
function split(word: string, db: WordNet): string[] {
  for (let i = 3; i <= word.length - 3; i++) {
    const a = word.slice(0, i);
    const b = word.slice(i);
    if (known(a, db) && known(b, db)) return [a, b];
  }
  return [];
}
