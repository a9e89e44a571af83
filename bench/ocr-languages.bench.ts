/**
 * npm run bench:ocr-languages — what each OCR language pack buys and costs (#18). For every fixture
 * of ../shared/fixtures/ocr written in a language other than English, the character error rate read
 * with English only and with English plus that language's pack (perception.ocrLanguages); for the
 * English/Latin fixtures, the same with every pack enabled, to show the extra packs do not spoil
 * them. The time ratios are measured back to back in this run on the same images.
 *
 * CER is computed after closing the spaces tesseract puts between CJK/Thai characters ("港 区"), on
 * both sides, since those scripts are written without them and search ignores them too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { characterErrorRate } from '../electron/engine/perception/ocr/cer';
import { OcrPool } from '../electron/engine/perception/ocr/engine';
import { closeUnspacedGaps } from '../electron/engine/store/text-grams';
import { OCR_LANGUAGES, type OcrLanguage } from '../shared/settings';
import { machine, writeSection } from './results-file';

const fixtures = process.env.MNEMO_FIXTURES ?? path.resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures');
const dir = path.join(fixtures, 'ocr');
interface Truth {
  language: string[];
  text?: string;
  lines?: string[];
}
const truth = JSON.parse(readFileSync(path.join(dir, 'ground_truth.json'), 'utf8')).files as Record<string, Truth>;
const packOf = (iso: string): OcrLanguage | undefined => OCR_LANGUAGES.find((l) => l.locale === iso)?.code;

interface Run {
  /** Distance and reference length summed over the set's images. */
  distance: number;
  length: number;
  ms: number;
  texts: Record<string, string>;
}

/** Reads `names` one at a time on a one-worker pool (so times compare), summing CER and time. */
async function read(names: string[], languages: OcrLanguage[]): Promise<Run> {
  const pool = await OcrPool.create({ size: 1, languages });
  const run: Run = { distance: 0, length: 0, ms: 0, texts: {} };
  try {
    for (const name of names) {
      const t = truth[name]!;
      const result = await pool.recognize(readFileSync(path.join(dir, name)));
      const score = characterErrorRate(closeUnspacedGaps(t.text ?? (t.lines ?? []).join('\n')), closeUnspacedGaps(result.text));
      run.distance += score.distance;
      run.length += score.length;
      run.ms += result.ms;
      run.texts[name] = result.text;
    }
  } finally {
    await pool.close();
  }
  return run;
}

/** The fixtures whose main language (the first listed) is each pack's, English aside. */
const byPack = new Map<OcrLanguage, string[]>();
const latin: string[] = [];
for (const [name, t] of Object.entries(truth)) {
  const main = t.language[0]!;
  const pack = packOf(main);
  if (main === 'en' || !pack) {
    // No pack ships for German, Italian, Malay…: those fixtures count as Latin text read in English.
    latin.push(name);
    continue;
  }
  byPack.set(pack, [...(byPack.get(pack) ?? []), name]);
}

const rows: Array<{ pack: OcrLanguage; images: string[]; englishOnly: Run; withPack: Run }> = [];
for (const [pack, names] of byPack) {
  const englishOnly = await read(names, ['eng']);
  const withPack = await read(names, ['eng', pack]);
  rows.push({ pack, images: names, englishOnly, withPack });
  console.log(pack, (englishOnly.distance / englishOnly.length).toFixed(3), '→', (withPack.distance / withPack.length).toFixed(3));
}
const allPacks = OCR_LANGUAGES.map((l) => l.code);
const latinEnglish = await read(latin, ['eng']);
const latinAll = await read(latin, allPacks);

const cer = (r: Run) => r.distance / r.length;
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const ratio = (a: Run, b: Run) => `${(b.ms / a.ms).toFixed(1)}×`;
const nameOf = (code: OcrLanguage) => OCR_LANGUAGES.find((l) => l.code === code)!.name;

const result = {
  machine: machine(),
  languages: rows.map((r) => ({
    pack: r.pack,
    images: r.images,
    characters: r.englishOnly.length,
    cerEnglishOnly: cer(r.englishOnly),
    cerWithPack: cer(r.withPack),
    msEnglishOnly: Math.round(r.englishOnly.ms),
    msWithPack: Math.round(r.withPack.ms),
    textWithPack: r.withPack.texts,
  })),
  latin: {
    images: latin,
    characters: latinEnglish.length,
    cerEnglishOnly: cer(latinEnglish),
    cerAllPacks: cer(latinAll),
    msEnglishOnly: Math.round(latinEnglish.ms),
    msAllPacks: Math.round(latinAll.ms),
    changedByAllPacks: latin.filter((n) => latinEnglish.texts[n] !== latinAll.texts[n]),
  },
};
writeFileSync(path.join(import.meta.dirname, 'results', 'ocr-languages.json'), `${JSON.stringify(result, null, 1)}\n`);

const body = `
${machine()}

Character error rate on ../shared/fixtures/ocr per language (Levenshtein over lower-cased, whitespace-collapsed text, spaces between CJK/Thai characters closed), read with English only and with English plus the language's pack (\`perception.ocrLanguages\`); one worker, images one at a time; time = recognition time summed over the images, as a ratio measured back to back in this run. Raw figures and texts: bench/results/ocr-languages.json.

| language | images | chars | CER, English only | CER, + pack | time, + pack vs English only |
|---|---|---:|---:|---:|---:|
${rows.map((r) => `| ${nameOf(r.pack)} (\`${r.pack}\`) | ${r.images.join(', ')} | ${r.englishOnly.length} | ${pct(cer(r.englishOnly))} | ${pct(cer(r.withPack))} | ${ratio(r.englishOnly, r.withPack)} |`).join('\n')}
| Latin-script images, every pack enabled (\`${allPacks.join('+')}\`) | ${latin.length} images | ${latinEnglish.length} | ${pct(cer(latinEnglish))} | ${pct(cer(latinAll))} | ${ratio(latinEnglish, latinAll)} |

- Latin-script images whose text changed with every pack enabled: ${result.latin.changedByAllPacks.length ? result.latin.changedByAllPacks.join(', ') : 'none'}.
- Each enabled non-Latin pack adds a recognition pass on images whose English reading is not plainly good Latin text (recognizer.ts \`languagePlan\`, \`LATIN_SETTLED\`); clean pages are read once.
`;
console.log(body);
writeSection('OCR languages (npm run bench:ocr-languages)', body);
