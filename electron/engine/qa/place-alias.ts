/**
 * A name the gazetteer does not know, for an area it does: "our Wildmoor trip" where the lodge's booking
 * prints "Fenby, Wildmoor" and the photos were taken in Fenby. Districts, valleys, coasts and old names
 * are not towns, but the documents about them print them beside one, as an address does ("town,
 * area"). That town stands for the name.
 */
import { findPlacesInText, type Place } from '../place/gazetteer';
import { isOrdinaryWord, POSES, wordnet } from './lexicon/wordnet';
import { escapeRegExp } from './text-lines';

/**
 * The question's words that could be such a name: capitalised (not the question's first word), long
 * enough to mean something, not possessive, not an everyday word, and not already read as a place,
 * person, event or time.
 */
export function unknownNames(question: string, known: readonly string[]): string[] {
  const taken = new Set(known.flatMap((k) => k.toLowerCase().split(/\s+/)));
  // A possessive ("Priya's birthday") names whose it is, a person: no database query is spent on it.
  const words = [...question.matchAll(/(?<=\s)(\p{Lu}[\p{Ll}]{3,})(?=[\s?.,!]|$)/gu)].map((m) => m[1]!);
  return [...new Set(words)].filter((w) => !taken.has(w.toLowerCase()) && !isOrdinaryWord(w));
}

/**
 * The town documents print beside the name, address-style ("Fenby, Wildmoor" or "Wildmoor, Fenby"):
 * the one most lines name, or null when no line pairs the name with a town the gazetteer knows.
 */
export function townBeside(name: string, texts: readonly string[]): Place | null {
  const escaped = escapeRegExp(name);
  const pair = new RegExp(`([^,\\n]+),\\s*${escaped}(?![\\p{L}])|(?<![\\p{L}])${escaped}\\s*,\\s*([^,\\n]+)`, 'iu');
  const votes = new Map<string, { place: Place; n: number }>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const m = pair.exec(line);
      const beside = m?.[1] ?? m?.[2];
      if (!beside) continue;
      const town = findPlacesInText(beside).find((p) => p.city);
      if (!town) continue;
      const key = town.city.toLowerCase();
      votes.set(key, { place: town, n: (votes.get(key)?.n ?? 0) + 1 });
    }
  }
  return [...votes.values()].sort((a, b) => b.n - a.n)[0]?.place ?? null;
}

/** Countries by their English names, from the runtime's CLDR data. */
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** What people write for a country that ISO codes otherwise ("UK" is reserved for GB). */
const CODE_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };

/**
 * Countries the question writes as two capitals ("our trip to NZ", "back in the UK"). Not in a question
 * written all in capitals, and not a code WordNet knows as something other than that country: "ID",
 * "TV", "GP", "LA" and "IT" are an identity card, a television, a doctor, Louisiana and information
 * technology before they are Indonesia, Tuvalu, Guadeloupe, Laos or Italy ("US" and "UK" it files
 * under the country itself). The caller keeps a country only where the library has photos.
 */
export function countriesByCode(question: string): Place[] {
  if (question === question.toUpperCase()) return [];
  const codes = new Set([...question.matchAll(/(?<![\p{L}\p{N}])([A-Z]{2})(?![\p{L}\p{N}$])/gu)].map((m) => m[1]!));
  return [...codes].flatMap((written) => {
    const code = CODE_ALIASES[written] ?? written;
    const name = REGION_NAMES.of(code);
    if (!name || meansOtherThan(written, name)) return [];
    // Mid-sentence, as the gazetteer reads a name made of everyday words ("United Kingdom").
    return findPlacesInText(`in ${name}`).filter((p) => !p.city && !p.region && p.countryCode === code).slice(0, 1);
  });
}

/** Whether WordNet lists the letters as a word whose senses do not include the named country. */
function meansOtherThan(code: string, country: string): boolean {
  const db = wordnet();
  const lemma = code.toLowerCase();
  const senses = POSES.flatMap((pos) => (db.lookup(lemma, pos)?.offsets ?? []).map((o) => db.synset(o, pos).words));
  const named = country.toLowerCase().replace(/ /g, '_');
  return senses.length > 0 && !senses.some((words) => words.some((w) => w.toLowerCase() === named));
}
