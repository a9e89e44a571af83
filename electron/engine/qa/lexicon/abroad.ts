/**
 * What a life abroad photographs is printed in the country's language: a ticket says "Gleis 4",
 * "Binario 12" or "Voie B" where the question asks for the platform, a bill "Summe" or "Importe", a
 * bank transfer "RENDA" where the question asks for the rent. The user asks in English.
 *
 * Two sources. The Open Multilingual Wordnet's words for each WordNet synset in German, French,
 * Spanish, Italian, Portuguese and Dutch (translations.ts, a table a language):
 * a question word's translations in the senses it is taken in, for the languages of the countries the
 * library's photos were taken in (library-languages.ts). And a small table of what tickets and bills
 * print by convention, which no dictionary gives as a translation ("Gleis", a track, is where a German
 * train leaves from): general language knowledge, no brand, venue or place.
 *
 * A town is asked by the name the user knows ("Cologne") and printed by its own ("Köln"): WordNet
 * lists both as names of one instance, which `otherNamesOf` reads.
 */
import { contentWords } from '../../augment/similarity';
import { printedCognates } from './cognate';
import { headSense } from './compounds';
import { derivedOf, verbNamesOtherThing } from './derived';
import { objectSenseTranslations } from './object-sense';
import { oneWord, tableFormsOf } from './table-forms';
import { loadedLanguageCount, loadedLanguages, synsetsPrinting, translated, translatedSynset } from './translations';
import { isOrdinaryWord, lemmasOf, morphy, POSES, wordnet, type Pos, type WordNet } from './wordnet';
import type { RelatedWord } from './related';

/** English lemma → how documents in the six languages print it by convention (accents are folded when matched). */
const PRINTED_ABROAD: Readonly<Record<string, readonly string[]>> = {
  train: ['zug', 'bahn', 'tren', 'treno', 'comboio', 'trein'],
  ticket: ['fahrkarte', 'fahrschein', 'eintrittskarte', 'billet', 'billete', 'biglietto', 'bilhete', 'kaartje', 'toegangsbewijs', 'vervoerbewijs'],
  platform: ['gleis', 'bahnsteig', 'voie', 'quai', 'andén', 'binario', 'linha', 'spoor', 'perron'],
  seat: ['platz', 'sitzplatz', 'siège', 'asiento', 'butaca', 'posto', 'lugar', 'plaats', 'zitplaats'],
  coach: ['wagen', 'voiture', 'coche', 'carrozza', 'carruagem', 'rijtuig'],
  carriage: ['wagen', 'voiture', 'coche', 'carrozza', 'carruagem', 'rijtuig'],
  departure: ['abfahrt', 'abreise', 'départ', 'salida', 'partenza', 'partida', 'vertrek'],
  arrival: ['ankunft', 'anreise', 'arrivée', 'llegada', 'arrivo', 'chegada', 'aankomst'],
  total: ['summe', 'gesamt', 'gesamtbetrag', 'gesamtpreis', 'montant', 'importe', 'totale', 'totaal'],
  amount: ['betrag', 'montant', 'importe', 'importo', 'valor', 'bedrag'],
  price: ['preis', 'prix', 'precio', 'prezzo', 'preço', 'prijs'],
  bill: ['rechnung', 'addition', 'cuenta', 'factura', 'conto', 'fatura', 'rekening'],
  invoice: ['rechnung', 'facture', 'factura', 'fattura', 'fatura', 'factuur'],
  receipt: ['beleg', 'quittung', 'kassenbon', 'reçu', 'recibo', 'ricevuta', 'scontrino', 'talão', 'kassabon'],
  date: ['datum', 'fecha'],
  time: ['uhrzeit', 'heure', 'hora', 'ora', 'tijd'],
  room: ['zimmer', 'chambre', 'habitación', 'quarto', 'kamer'],
  night: ['nacht', 'nächte', 'nuit', 'nuits', 'noche', 'noches', 'notte', 'notti', 'noite', 'noites', 'nachten'],
  pharmacy: ['apotheke', 'pharmacie', 'farmacia', 'farmácia', 'apotheek'],
  bakery: ['bäckerei', 'boulangerie', 'panadería', 'panetteria', 'padaria', 'bakkerij'],
  museum: ['museo', 'musée', 'museu'],
  cathedral: ['kathedrale', 'cathédrale', 'catedral', 'cattedrale', 'duomo', 'kathedraal'],
  church: ['kirche', 'église', 'iglesia', 'chiesa', 'igreja', 'kerk'],
  parking: ['parkplatz', 'parkhaus', 'parcheggio', 'aparcamiento', 'estacionamiento', 'estacionamento', 'parkeren'],
  booking: ['buchung', 'reservierung', 'réservation', 'prenotazione', 'boeking', 'reservering'],
  reference: ['referenz', 'référence', 'referencia', 'localizador', 'riferimento', 'referência', 'referentie'],
  dinner: ['abendessen', 'dîner', 'cena', 'jantar', 'avondeten'],
  lunch: ['mittagessen', 'déjeuner', 'almuerzo', 'pranzo', 'almoço'],
  breakfast: ['frühstück', 'desayuno', 'colazione', 'ontbijt'],
  restaurant: ['ristorante', 'restaurante', 'gaststätte'],
  menu: ['speisekarte', 'carta', 'ementa'],
  beer: ['cerveza', 'birra', 'cerveja'],
  wine: ['wein', 'vin', 'vinho', 'wijn'],
  coffee: ['kaffee', 'caffè', 'koffie'],
  supermarket: ['supermarkt', 'supermarché', 'supermercado', 'supermercato'],
  entry: ['eintritt', 'eingang', 'entrée', 'entrada', 'ingresso', 'toegang', 'ingang'],
  exit: ['ausgang', 'ausfahrt', 'sortie', 'uscita', 'saída', 'uitgang'],
  duration: ['dauer', 'durée', 'duración', 'durata', 'duração', 'duur'],
  tip: ['trinkgeld', 'pourboire', 'propina', 'mancia', 'gorjeta', 'fooi'],
  adult: ['erwachsene', 'erwachsener', 'adulte', 'adulto', 'volwassene'],
  passenger: ['reisender', 'fahrgast', 'passager', 'pasajero', 'passeggero', 'passageiro', 'reiziger'],
  flight: ['flug', 'vuelo', 'volo', 'voo', 'vlucht'],
  guest: ['gast', 'huésped', 'ospite', 'hóspede'],
  order: ['bestellung', 'auftrag', 'commande', 'pedido', 'ordine', 'encomenda', 'bestelling'],
  slot: ['zeitfenster', 'créneau', 'franja', 'fascia', 'tijdslot'],
  show: ['vorstellung', 'spectacle', 'espectáculo', 'spettacolo', 'espetáculo', 'voorstelling'],
};

/**
 * Below the near words (0.6) and after the related words' cap: at home no document prints them, and
 * they must crowd out none of the words that do. The word's own translation counts as much as its
 * document kind's printed words (0.5), a printed word's translation a little less.
 */
export const OWN_WEIGHT = 0.55;
const PRINT_WEIGHT = 0.45;

export interface AbroadOptions {
  /** The languages (ISO 639-3) the library's documents may be printed in; none read from the table when absent. */
  languages?: readonly string[] | undefined;
  /** The lemmas WordNet reads the word as, in the part of speech the question uses it in (related.ts lemmasOf). */
  lemmas?: ReadonlyArray<{ lemma: string; pos: Pos }>;
  /** Whether the word's derivations are translated too (derived.ts); the eval's ablation of derivations turns them off. */
  derivations?: boolean;
  /** The verb's senses its object picked (object-sense.ts), translated in place of its common ones. */
  senses?: readonly number[];
}

/**
 * The question word's translations and its document kinds' printed words' (`related`, source
 * "domain"), each once, for words not already related, under their own source: an ablation counts them apart.
 */
export function printedAbroadFor(term: string, related: readonly RelatedWord[], db: WordNet = wordnet(), options: AbroadOptions = {}): RelatedWord[] {
  const own = new Set([term, ...POSES.flatMap((pos) => morphy(term, pos, db))]);
  const taken = new Set([...own, ...related.map((r) => r.word)]);
  // "Training" is no train: a verb read off the noun is printed as the table prints it only when its noun is the same act.
  for (const verb of morphy(term, 'v', db)) if (verb !== term && verbNamesOtherThing(term, verb, db)) own.delete(verb);
  const out: RelatedWord[] = [];
  const put = (words: string[], weight: number, printed = false) => {
    for (const word of words) {
      if (taken.has(word)) continue;
      taken.add(word);
      out.push({ word, weight, source: 'abroad', ...(printed ? { printed } : {}) });
    }
  };
  for (const w of own) put(printedAbroad(w, db), OWN_WEIGHT);
  if (options.languages?.length) {
    const lemmas = options.lemmas ?? lemmasOf(term, db);
    const translation = options.senses?.length ? objectSenseTranslations(options.senses, options.languages, db) : translated(lemmas, options.languages, db);
    put(translation, OWN_WEIGHT);
    if (translation.length === 0 && term.includes(' ')) put(translated(actsOf(lemmas, db), options.languages, db), PRINT_WEIGHT);
  }
  if (options.languages?.length && options.derivations !== false) for (const d of derivedTranslations(term, options.languages, db, options.lemmas)) put(d.words, d.weight);
  for (const r of related) {
    if (r.source !== 'domain') continue;
    put(printedAbroad(r.word, db), PRINT_WEIGHT, true);
    // A printed word is the document's label: its first sense as a noun ("total", "receipt").
    if (options.languages?.length) put(translated(lemmasOf(r.word, db, 'n'), options.languages, db, 1), PRINT_WEIGHT);
  }
  return out;
}


/**
 * The words of the given texts that stand for a question word abroad: spelt alike (cognate.ts:
 * "COLESTEROL") or its translation ("FESTA" for the party, "RENDA" for the rent), for the readers that
 * pick the line a document says the asked thing on. Translations only once they are loaded (a library
 * with photos where one of their languages is spoken), and only words the texts print.
 */
export function printedAbroadWords(terms: readonly string[], texts: readonly string[], db: WordNet = wordnet()): string[] {
  const cognates = printedCognates(terms, texts, db);
  const languages = loadedLanguages();
  if (languages.length === 0 || terms.length === 0) return cognates;
  const wanted = new Set(terms.flatMap((t) => [...translated(lemmasOf(t, db), languages, db), ...derivedTranslations(t, languages, db).flatMap((d) => d.words)]).flatMap((w) => [...contentWords(w)]));
  const out = new Set<string>(cognates);
  for (const text of texts) for (const w of contentWords(text)) if (wanted.has(w)) out.add(w);
  return [...out];
}

/**
 * The word's derivations as the given languages print them ("cardiaca" for the heart), as contentWords
 * keys them, at their weights: retrieval searches them with its cognates where no candidate prints the
 * word (gather.ts), since its full-text query's few far words are the word's own translations and
 * near kinds first.
 */
export function printedDerivations(term: string, languages: readonly string[], db: WordNet = wordnet()): Array<{ word: string; weight: number }> {
  if (languages.length === 0) return [];
  const out = new Map<string, number>();
  for (const d of derivedTranslations(term, languages, db)) for (const w of d.words) for (const key of contentWords(w)) if ((out.get(key) ?? 0) < d.weight) out.set(key, d.weight);
  return [...out].map(([word, weight]) => ({ word, weight }));
}

/** The word's own translations as contentWords keys them, at their weight: retrieval searches them printed short (table-forms.ts). */
export function printedTranslations(term: string, languages: readonly string[], db: WordNet = wordnet()): Array<{ word: string; weight: number }> {
  if (languages.length === 0) return [];
  return [...new Set(translated(lemmasOf(term, db), languages, db).flatMap((w) => [...contentWords(w)]))].map((word) => ({ word, weight: OWN_WEIGHT }));
}

/**
 * A trade WordNet names by a phrase the tables do not translate ("removal company", a mover) is printed
 * abroad by the noun of what it does ("MUDANÇAS", "DÉMÉNAGEMENTS", "UMZUG"): the words its commonest
 * sense derives from ("+": mover → move), read as nouns. A phrase that derives from nothing is a kind
 * of its last word in one sense of it ("parking ticket": a ticket as a summons, not a pass), and that
 * sense's act is read instead (to ticket, to fine → "COIMA", "MULTA", "AMENDE"); the phrase's own words
 * are left out, being the question's already and, translated, in their commoner sense ("BILHETE").
 */
function actsOf(lemmas: ReadonlyArray<{ lemma: string; pos: Pos }>, db: WordNet): Array<{ lemma: string; pos: Pos }> {
  const out = new Set<string>();
  for (const { lemma, pos } of lemmas) {
    const first = db.lookup(lemma, pos)?.offsets[0];
    if (first === undefined) continue;
    const synset = db.synset(first, pos);
    const own = synset.pointers.some((p) => p.symbol === '+');
    const kind = own || pos !== 'n' ? null : headSense(lemma, db);
    for (const p of own ? synset.pointers : kind ? db.synset(kind.offset, 'n').pointers : []) {
      if (p.symbol !== '+') continue;
      const target = db.synset(p.offset, p.pos);
      for (const w of own && p.target > 0 ? [target.words[p.target - 1]!] : target.words) if (own || !lemma.split(/[ _]/).includes(w.toLowerCase())) out.add(w.toLowerCase());
    }
  }
  return [...out].map((lemma) => ({ lemma, pos: 'n' as const }));
}

/**
 * The translations of the word's derivations and relational adjectives (derived.ts: "cardíaca" for the
 * heart, "óptica" for the eye), each in the sense it is derived in ("skinny" of skin, not thin) and
 * at its weight. A sense whose words all come from it (ocular, optic, optical) is translated once.
 */
function derivedTranslations(term: string, languages: readonly string[], db: WordNet, lemmas?: ReadonlyArray<{ lemma: string; pos: Pos }>): Array<{ words: string[]; weight: number }> {
  const senses = new Map<string, { pos: Pos; offset: number; weight: number }>();
  for (const d of derivedOf(term, db, lemmas)) {
    const key = `${d.pos}${d.offset}`;
    if ((senses.get(key)?.weight ?? 0) < d.weight) senses.set(key, d);
  }
  return [...senses.values()].map((d) => ({ words: translatedSynset(d.pos, d.offset, languages, db), weight: d.weight }));
}

/**
 * The word as documents abroad print it. Not a word WordNet knows as English ("bar" is cash in German,
 * "camera" a room in Italian, "data" a date in Portuguese): that one either comes as a synonym already
 * or means something else on an English page.
 */
export function printedAbroad(lemma: string, db: WordNet = wordnet()): string[] {
  return (PRINTED_ABROAD[lemma] ?? []).filter((w) => !POSES.some((pos) => db.lookup(w, pos)));
}

/**
 * A named place's other names: the capitalised words of its instance synset ("Cologne", "Koln";
 * "Florence", "Firenze"), lower-cased. Only a synset that is an instance of something (a city, a
 * river) and only its names written as one word, not a description ("capital of Portugal").
 */
export function otherNamesOf(lemma: string, db: WordNet = wordnet()): string[] {
  const out = new Set<string>();
  for (const offset of db.lookup(lemma, 'n')?.offsets ?? []) {
    const synset = db.synset(offset, 'n');
    if (!synset.pointers.some((p) => p.symbol === '@i')) continue;
    if (!synset.words.some((w) => w.toLowerCase() === lemma)) continue;
    for (const w of synset.words) if (/^\p{Lu}\p{Ll}[\p{L}']*$/u.test(w) && w.toLowerCase() !== lemma) out.add(w.toLowerCase());
  }
  return [...out];
}

/** Foreign word, as contentWords reads it (lower case, accents folded) → the English lemmas the hand table gives it. */
let english: Map<string, string[]> | undefined;
/** englishOf's answers from the table, a label word at a time. */
const fromTable = new Map<string, string[]>();

/**
 * The English words a label printed abroad stands for ("Abfahrt" → departure, "Contraseña" →
 * password, "DEVOLVER" → return), for readers that match a label's own words. From the table every
 * sense's words: the word is printed, so its sense is whatever the question's is. Not a word WordNet
 * knows as everyday English ("data", "prime"): that one means what it says on an English page; a
 * name is no such word ("Proxima", a star, is printed "Próxima consulta").
 */
export function englishOf(word: string, db: WordNet = wordnet()): string[] {
  if (!english) {
    english = new Map();
    for (const lemma of Object.keys(PRINTED_ABROAD)) {
      for (const w of printedAbroad(lemma, db)) for (const key of contentWords(w)) english.set(key, [...(english.get(key) ?? []), lemma]);
    }
  }
  const key = [...contentWords(word)][0] ?? word.toLowerCase();
  const hand = english.get(key) ?? [];
  if (loadedLanguageCount() === 0 || key.length < 3) return hand;
  let out = fromTable.get(key);
  if (!out) {
    const words = new Set(hand);
    if (!isOrdinaryWord(key, db)) {
      // A word the table lacks reads as the table's words it is printed short for ("REEMB", "ANTIRRÁBICA").
      const own = synsetsPrinting(key);
      const ids = own.length > 0 ? own : oneWord(key, tableFormsOf(key, db)).flatMap((w) => synsetsPrinting(w));
      for (const id of ids) for (const w of db.synset(Number(id.slice(1)), id[0] as Pos).words) words.add(w.toLowerCase().replace(/_/g, ' '));
    }
    out = [...words];
    // Every candidate's label words are asked: a library's vocabulary, kept within bounds.
    if (fromTable.size > 50_000) fromTable.clear();
    fromTable.set(key, out);
  }
  return out;
}
