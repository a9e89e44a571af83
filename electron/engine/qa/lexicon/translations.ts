/**
 * The Open Multilingual Wordnet's words for WordNet 3.1 synsets in German, French, Spanish, Italian,
 * Portuguese and Dutch: one file a language (translations/<language>.json, made by
 * scripts/make-translations.ts; sources and licences in translations/NOTICE.md), each loaded on first
 * need. A library at home where English is spoken loads none; one in Lisbon loads Portuguese alone.
 */
import { foldAccents, wordKey } from '../../augment/similarity';
import { commonSenses } from './common-senses';
import { POSES, wordnet, type Pos, type WordNet } from './wordnet';

/** The languages translations/ holds (ISO 639-3). */
export const TRANSLATED_LANGUAGES: readonly string[] = ['deu', 'fra', 'spa', 'ita', 'por', 'nld'];
/** A word's translations kept, first senses first: a word of many senses ("seat") has dozens. */
const MAX_TRANSLATED = 24;
/** Languages whose adjectives agree in gender, their lemma in -o: "elétrico", printed "Fatura Elétrica". */
const GENDERED_O = new Set(['spa', 'por', 'ita']);

/** Language → "n13316680" (part of speech and offset) → its words, comma-separated ("aluguel,aluguer,renda"). */
const tables = new Map<string, Readonly<Record<string, string>>>();
/** Printed word, as contentWords keys it → the synsets a loaded language gives it in; rebuilt when a language loads. */
let printedIn: Map<string, string[]> | undefined;
/** printedIn's keys in order: the words a cut word starts are one run of them (table-forms.ts). */
let printedSorted: string[] | undefined;

/** Loads the languages' tables not loaded yet (library-languages.ts: the languages of the countries the photos were taken in). */
export async function loadTranslations(languages: readonly string[]): Promise<void> {
  await Promise.all(languages.filter((l) => TRANSLATED_LANGUAGES.includes(l)).map(load));
}

/** Loads running or done, a language at a time: a second caller waits for the first's. */
const loading = new Map<string, Promise<void>>();
function load(language: string): Promise<void> {
  let running = loading.get(language);
  if (!running) {
    running = import(`./translations/${language}.json`).then((m: { default: Record<string, string> }) => {
      tables.set(language, m.default);
      printedIn = undefined;
      printedSorted = undefined;
    });
    running.catch(() => loading.delete(language));
    loading.set(language, running);
  }
  return running;
}

/**
 * Settles once every load started so far has: for a caller that must not race them (the evaluation
 * asks right after opening a library, and a question asked before a language is in answers otherwise).
 */
export async function translationsSettled(): Promise<void> {
  await Promise.allSettled([...loading.values()]);
}

/** The languages loaded so far. */
export function loadedLanguages(): string[] {
  return [...tables.keys()];
}

/** How many languages are loaded, without the list: ranking asks it of every candidate. */
export function loadedLanguageCount(): number {
  return tables.size;
}

/** A synset's words in the given (loaded) languages; an adjective's feminine too, where the language inflects it. */
function synsetWords(pos: Pos, offset: number, languages: readonly string[]): string[] {
  const id = `${pos}${String(offset).padStart(8, '0')}`;
  const out: string[] = [];
  for (const language of languages) {
    const words = tables.get(language)?.[id]?.split(',');
    if (!words) continue;
    out.push(...(pos === 'a' && GENDERED_O.has(language) ? words.flatMap((w) => (w.endsWith('o') ? [w, `${w.slice(0, -1)}a`] : [w])) : words));
  }
  return out;
}

/**
 * Lemmas' translations in the senses WordNet commonly takes them in (at most `senses` of each), first
 * senses first. Not a word WordNet knows as English: "museum" needs no translation, and "data" (a date
 * in Portuguese) means something else on an English page.
 */
export function translated(lemmas: ReadonlyArray<{ lemma: string; pos: Pos }>, languages: readonly string[], db: WordNet = wordnet(), senses = Infinity): string[] {
  const ranked: Array<{ w: string; rank: number }> = [];
  for (const { lemma, pos } of lemmas) {
    const entry = db.lookup(lemma, pos);
    if (!entry) continue;
    commonSenses(entry, db).slice(0, senses).forEach((offset, rank) => {
      for (const w of synsetWords(pos, offset, languages)) ranked.push({ w, rank });
    });
  }
  const out = new Set<string>();
  for (const { w } of ranked.sort((a, b) => a.rank - b.rank)) {
    if (out.size >= MAX_TRANSLATED) break;
    if (w.length >= 3 && !POSES.some((pos) => db.lookup(w, pos))) out.add(w);
  }
  return [...out];
}

/**
 * One synset's translations, for a word reached in that sense alone (derived.ts: "optic" as it pertains
 * to the eye, not to light), without the words WordNet knows as English, as `translated` leaves them out.
 */
export function translatedSynset(pos: Pos, offset: number, languages: readonly string[], db: WordNet = wordnet()): string[] {
  return [...new Set(synsetWords(pos, offset, languages))].filter((w) => w.length >= 3 && !POSES.some((p) => db.lookup(w, p)));
}

/** The synsets whose translations in the loaded languages print the word (a contentWords key), the tables read the other way round. */
export function synsetsPrinting(key: string): readonly string[] {
  return printed().get(key) ?? [];
}

/** The loaded languages' words (contentWords keys) that start with `prefix`, found by halving the sorted keys. */
export function printedStarting(prefix: string): string[] {
  const keys = (printedSorted ??= [...printed().keys()].sort());
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < keys.length && keys[i]!.startsWith(prefix); i++) out.push(keys[i]!);
  return out;
}

function printed(): Map<string, string[]> {
  if (!printedIn) {
    printedIn = new Map();
    for (const [language, table] of tables) {
      for (const id of Object.keys(table)) {
        for (const w of synsetWords(id[0] as Pos, Number(id.slice(1)), [language])) {
          // As contentWords keys a word, without its pass for scripts unspaced. A compound's parts
          // ("contra-senha") are words of their own, not the whole's.
          const folded = foldAccents(w);
          if (!/^[a-z]{2,}$/.test(folded)) continue;
          const k = wordKey(folded);
          const ids = printedIn.get(k);
          if (!ids) printedIn.set(k, [id]);
          else if (!ids.includes(id)) ids.push(id);
        }
      }
    }
  }
  return printedIn;
}
