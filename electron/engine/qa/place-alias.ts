/**
 * A name the gazetteer does not know, for an area it does: "our Wildmoor trip" where the lodge's booking
 * prints "Fenby, Wildmoor" and the photos were taken in Fenby. Districts, valleys, coasts and old names
 * are not towns, but the documents about them print them beside one, as an address does ("town,
 * area"). That town stands for the name.
 */
import { findPlacesInText, type Place } from '../place/gazetteer';
import { isOrdinaryWord } from './lexicon/wordnet';
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
