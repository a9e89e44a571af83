/**
 * The languages a library's documents may be printed in: those of the countries its photos were taken
 * in, as CLDR's likely-subtags data names each country's language (Intl.Locale#maximize: Portugal →
 * Portuguese, Belgium → Dutch), kept to the languages lexicon/translations.ts has tables for, which it loads in the background. A
 * library at home in an English-speaking country reads none, and its questions match as before.
 */
import type { Database } from '../store/database';
import { loadedLanguages, loadTranslations, TRANSLATED_LANGUAGES } from './lexicon/translations';

/** Newest geotagged photos read: years of trips, not every photo of a large library. */
const SAMPLE = 5000;
/** Photos a country needs: one stray photo across a border is no trip there. */
const MIN_PHOTOS = 2;
/** ISO 639-1 (what Intl names) → the table's ISO 639-3. */
const THREE_LETTER: Readonly<Record<string, string>> = { de: 'deu', fr: 'fra', es: 'spa', it: 'ita', pt: 'por', nl: 'nld' };

/** The table's languages of the given countries (ISO 3166 alpha-2). */
export function languagesOfCountries(countries: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const country of countries) {
    try {
      const code = THREE_LETTER[new Intl.Locale(`und-${country}`).maximize().language];
      if (code && TRANSLATED_LANGUAGES.includes(code)) out.add(code);
    } catch {
      // Not a region Intl knows: no language read from it.
    }
  }
  return [...out];
}

export class LibraryLanguages {
  /** Kept until memories are written, as LibraryGrounding keeps the library's home. */
  private read: Promise<string[]> | null = null;

  constructor(private readonly db: Database) {
    db.onMemoriesWritten(() => {
      this.read = null;
    });
    // Read when the library opens, so that its tables are loaded before the first question.
    this.languages().catch(() => undefined);
  }

  /**
   * The library's languages whose tables are loaded. Those still loading are left out rather than
   * waited for: a question asked during a big import is answered from what exists, at once.
   */
  async languages(): Promise<string[]> {
    const languages = await this.spoken();
    loadTranslations(languages).catch(() => undefined);
    const loaded = new Set(loadedLanguages());
    return languages.filter((l) => loaded.has(l));
  }

  private spoken(): Promise<string[]> {
    if (!this.read) {
      const read = (async () => {
        const rows = await this.db.memoriesWhere('deleted_at IS NULL AND place_country_code IS NOT NULL', ['place_country_code'], { newestFirst: true, limit: SAMPLE });
        const counts = new Map<string, number>();
        for (const r of rows) counts.set(r.place_country_code!, (counts.get(r.place_country_code!) ?? 0) + 1);
        return languagesOfCountries([...counts].filter(([, n]) => n >= MIN_PHOTOS).map(([c]) => c));
      })();
      this.read = read;
      read.catch(() => {
        if (this.read === read) this.read = null;
      });
    }
    return this.read;
  }
}
