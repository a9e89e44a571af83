/**
 * Tokenizer files (tokenizer.json) in the formats of the real default models, with made-up
 * vocabularies: CLIP's byte-level BPE and BERT's uncased WordPiece. The vocabulary holds common
 * English and photo words, so queries in tests tokenize into whole words; `vocabSize` pads it with
 * pronounceable pseudo-words up to a real model's size (49408 for CLIP, 30522 for BERT), so a
 * full-size stand-in's tokenizer file, lookup tables and embedding matrix are as large as the real one's.
 */

// Vocabulary shared by both tokenizers: common English words, photo words, a few numbers.

const WORDS = `a an the of and or to in on at by for with from up down out over under into near
is are was were be been am i you he she it we they me my our your his her its their this that these
those there here what where when who which why how not no yes all some many one two three four five
photo picture image screenshot video selfie camera shot view
dog dogs cat cats bird horse cow fish animal pet
beach sea ocean sand wave sun sunset sunrise sky cloud clouds rain snow mountain hill lake river
forest tree trees flower flowers garden park field grass road street city town building house home
room kitchen bed table chair door window car bus train plane boat bike bicycle
man woman child children boy girl baby people person friend family mom dad wife husband
food dinner lunch breakfast coffee tea cake pizza bread wine beer water
hotel airport station museum restaurant shop store market office school church bridge tower
red green blue yellow black white orange pink purple brown gray grey
birthday party wedding holiday trip travel vacation conference meeting
parking ticket receipt price total card menu sign map note paper book
night day morning evening summer winter spring autumn fall
big small old new good happy sad
paris london berlin tokyo hawaii honolulu york
2023 2024 2025`
  .split(/\s+/)
  .filter(Boolean);

/** The n-th pronounceable pseudo-word ("ba", "de", … "bada"…), all distinct, for padding a vocabulary. */
function pseudoWord(n: number): string {
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  let w = '';
  let rest = n;
  do {
    w += consonants[rest % consonants.length]! + vowels[Math.floor(rest / consonants.length) % vowels.length]!;
    rest = Math.floor(rest / (consonants.length * vowels.length));
  } while (rest > 0);
  return w;
}

export interface ClipTokenizerFiles {
  tokenizer: unknown;
  vocabSize: number;
  bosId: number;
  eosId: number;
}

/**
 * A byte-level BPE tokenizer with CLIP's pipeline (lower-casing, `</w>` word ends): the bytes, the
 * word list's merges, and with `vocabSize` pseudo-words' merges until the vocabulary (with the two
 * special tokens, last as in CLIP) has exactly that many entries.
 */
export function clipTokenizer(vocabSize?: number): ClipTokenizerFiles {
  const byteChars = bytesToUnicode();
  const vocab: Record<string, number> = {};
  let size = 0;
  const add = (token: string): void => {
    if (!(token in vocab)) vocab[token] = size++;
  };
  for (const c of byteChars) add(c);
  for (const c of byteChars) add(`${c}</w>`);
  const merges: string[] = [];
  const seen = new Set<string>();
  const limit = vocabSize === undefined ? Infinity : vocabSize - 2;
  const mergeWord = (word: string): void => {
    const symbols = [...word].map((ch, i, all) => (i === all.length - 1 ? `${ch}</w>` : ch));
    let current = symbols[0] ?? '';
    for (const next of symbols.slice(1)) {
      if (size >= limit) return;
      const merge = `${current} ${next}`;
      if (!seen.has(merge)) {
        seen.add(merge);
        merges.push(merge);
        add(current + next);
      }
      current = current + next;
    }
  };
  for (const word of WORDS) mergeWord(word);
  for (let n = 0; vocabSize !== undefined && size < limit; n++) mergeWord(pseudoWord(n));
  const bosId = size;
  add('<|startoftext|>');
  const eosId = size;
  add('<|endoftext|>');
  const special = (id: number, content: string) => ({
    id,
    content,
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: content === '<|startoftext|>',
    special: true,
  });
  const tokenizer = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [special(bosId, '<|startoftext|>'), special(eosId, '<|endoftext|>')],
    normalizer: {
      type: 'Sequence',
      normalizers: [{ type: 'NFC' }, { type: 'Replace', pattern: { Regex: '\\s+' }, content: ' ' }, { type: 'Lowercase' }],
    },
    pre_tokenizer: {
      type: 'Sequence',
      pretokenizers: [
        {
          type: 'Split',
          pattern: {
            Regex: "<\\|startoftext\\|>|<\\|endoftext\\|>|'s|'t|'re|'ve|'m|'ll|'d|[\\p{L}]+|[\\p{N}]|[^\\s\\p{L}\\p{N}]+",
          },
          behavior: 'Removed',
          invert: true,
        },
        { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: false },
      ],
    },
    post_processor: {
      type: 'RobertaProcessing',
      sep: ['<|endoftext|>', eosId],
      cls: ['<|startoftext|>', bosId],
      trim_offsets: false,
      add_prefix_space: false,
    },
    decoder: { type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true },
    model: {
      type: 'BPE',
      dropout: null,
      unk_token: '<|endoftext|>',
      continuing_subword_prefix: '',
      end_of_word_suffix: '</w>',
      fuse_unk: false,
      byte_fallback: false,
      vocab,
      merges,
    },
  };
  return { tokenizer, vocabSize: size, bosId, eosId };
}

/** GPT-2's reversible byte → printable character table, in its canonical order. */
function bytesToUnicode(): string[] {
  const bs: number[] = [];
  for (let b = '!'.charCodeAt(0); b <= '~'.charCodeAt(0); b++) bs.push(b);
  for (let b = 0xa1; b <= 0xac; b++) bs.push(b);
  for (let b = 0xae; b <= 0xff; b++) bs.push(b);
  const cs = [...bs];
  let n = 0;
  for (let b = 0; b < 256; b++) {
    if (!bs.includes(b)) {
      bs.push(b);
      cs.push(256 + n);
      n++;
    }
  }
  return cs.map((c) => String.fromCharCode(c));
}

/**
 * A BERT-style uncased WordPiece tokenizer: the word list, single characters and `##` pieces, then
 * with `vocabSize` pseudo-words until it has exactly that many entries.
 */
export function wordPieceTokenizer(vocabSize?: number): { tokenizer: unknown; vocabSize: number } {
  const vocab: Record<string, number> = {};
  let size = 0;
  const add = (token: string): void => {
    if (!(token in vocab)) vocab[token] = size++;
  };
  const specials = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];
  for (const s of specials) add(s);
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const punctuation = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;
  for (const c of chars + punctuation) add(c);
  for (const c of chars) add(`##${c}`);
  for (const w of WORDS) add(w);
  for (const piece of ['##s', '##es', '##ed', '##ing', '##er', '##ly']) add(piece);
  for (let n = 0; vocabSize !== undefined && size < vocabSize; n++) add(pseudoWord(n));
  const special = (content: string) => ({
    id: vocab[content],
    content,
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: false,
    special: true,
  });
  const tokenizer = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: specials.map(special),
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [{ SpecialToken: { id: '[CLS]', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: '[SEP]', type_id: 0 } }],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: {
        '[CLS]': { id: '[CLS]', ids: [vocab['[CLS]']], tokens: ['[CLS]'] },
        '[SEP]': { id: '[SEP]', ids: [vocab['[SEP]']], tokens: ['[SEP]'] },
      },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', max_input_chars_per_word: 100, vocab },
  };
  return { tokenizer, vocabSize: size };
}

/** tokenizer_config.json of the CLIP checkpoints (byte-level BPE, `<|endoftext|>` pads). */
export function clipTokenizerConfig(maxLength: number): Record<string, unknown> {
  return {
    add_prefix_space: false,
    bos_token: '<|startoftext|>',
    clean_up_tokenization_spaces: true,
    do_lower_case: true,
    eos_token: '<|endoftext|>',
    errors: 'replace',
    model_max_length: maxLength,
    pad_token: '<|endoftext|>',
    processor_class: 'CLIPProcessor',
    tokenizer_class: 'CLIPTokenizer',
    unk_token: '<|endoftext|>',
  };
}

/** tokenizer_config.json of the BERT-family sentence embedders (WordPiece, lower-cased). */
export function bertTokenizerConfig(maxLength: number): Record<string, unknown> {
  return {
    clean_up_tokenization_spaces: true,
    cls_token: '[CLS]',
    do_basic_tokenize: true,
    do_lower_case: true,
    mask_token: '[MASK]',
    model_max_length: maxLength,
    never_split: null,
    pad_token: '[PAD]',
    sep_token: '[SEP]',
    strip_accents: null,
    tokenize_chinese_chars: true,
    tokenizer_class: 'BertTokenizer',
    unk_token: '[UNK]',
  };
}
