import Tesseract from 'tesseract.js';
import { chooseReading } from './choose';
import { UNREAD_INK, linesWithUnreadInk } from './columns';
import { type PreparedImage, rotated180 } from './preprocess';
import { type Reading, boxMapper, readPage } from './result';

/**
 * How one image is read. Pass 1 uses tesseract's page layout (PSM 3), which keeps columns and table
 * rows together and finds text turned 90°. Two fallbacks, each kept only if it reads more
 * (Reading.quality):
 *  - upside down: many words at low confidence is what a page turned 180° (or 270°) gives; the
 *    prepared image is turned 180° and read again.
 *  - sparse text: signs, tickets, UI screenshots and photos defeat page layout; PSM 11 ("sparse
 *    text") finds scattered words it drops.
 *  - columns: page layout drops a column of short text set far from the rest (a receipt's prices,
 *    a form's values, times down the margin; columns.ts). Where ink is left unread beside the read
 *    rows, PSM 6 ("single block") reads the page row by row, each item with its price.
 * A clean document costs one pass; a sign or screenshot two; a receipt or form in columns two; an
 * upside-down page up to three.
 */
export const STRATEGY = {
  /** Upside-down test: at least this many words with a letter or digit… */
  upsideDownMinWords: 8,
  /** …whose mean confidence is below this (upright pages: 70–95; turned pages: 25–46). */
  upsideDownBelow: 50,
  /** The sparse pass runs when the best mean word confidence so far is below this… */
  sparseBelow: 75,
  /** …or fewer letters/digits than this were kept. */
  sparseMinChars: 20,
};

/** Parameters set once per worker. */
export const TESSERACT_PARAMS: Record<string, string> = {
  // Without a DPI in the PNG tesseract guesses one and warns; 300 matches how text is scaled here.
  user_defined_dpi: '300',
  // tesseract's own diagnostics ("Detected 19 diacritics") would go to stdout.
  debug_file: '/dev/null',
};

/**
 * The tesseract parameters a pack's own config changes that are global to the wasm instance rather
 * than to one initialised API: `jpn` and `chi_sim` set them for CJK layout, and they stayed set after
 * switching to another combination, so the Korean sign read "서울" on a fresh worker but "서" after the
 * Japanese pass had run on it (and English pages were laid out with CJK rules). The values are
 * tesseract 5's defaults, read from a freshly initialised `eng` API; they are put back before every
 * switch so each combination reads as it would in a fresh worker.
 */
export const GLOBAL_PARAM_DEFAULTS: Record<string, string> = {
  edges_use_new_outline_complexity: '0',
  edges_children_fix: '0',
  edges_children_count_limit: '45',
  textord_force_make_prop_words: '0',
  textord_tabvector_vertical_box_ratio: '0.5',
  textord_tabvector_vertical_gap_fraction: '0.5',
};

/** Switches a worker to another language combination (`jpn+eng`), leaving nothing of the previous one. */
export async function switchLanguages(worker: Tesseract.Worker, langs: string): Promise<void> {
  await worker.setParameters(GLOBAL_PARAM_DEFAULTS);
  await worker.reinitialize(langs);
  // A new tesseract API starts from its defaults.
  await worker.setParameters(TESSERACT_PARAMS);
}

type Layout = typeof Tesseract.PSM.AUTO | typeof Tesseract.PSM.SINGLE_BLOCK | typeof Tesseract.PSM.SPARSE_TEXT;

/** Reads one prepared image with the fallbacks above. `check` throws if the job was interrupted. */
export async function readImage(worker: Tesseract.Worker, prepared: PreparedImage, check: () => void): Promise<Reading> {
  const upright = { png: prepared.png, map: boxMapper(prepared.scale) };
  let source = upright;
  let best = await pass(worker, source.png, source.map, Tesseract.PSM.AUTO);
  check();

  if (best.rawWords >= STRATEGY.upsideDownMinWords && best.rawConfidence < STRATEGY.upsideDownBelow) {
    const turned = { png: await rotated180(prepared), map: boxMapper(prepared.scale, prepared) };
    const reading = await pass(worker, turned.png, turned.map, Tesseract.PSM.AUTO);
    check();
    if (reading.quality > best.quality) {
      best = reading;
      source = turned;
    }
  }

  // Only upright: a page turned over is rare, and the ink test looks at the upright image.
  if (source === upright && (await linesWithUnreadInk(prepared, best)) >= UNREAD_INK.minLines) {
    const reading = await pass(worker, source.png, source.map, Tesseract.PSM.SINGLE_BLOCK);
    check();
    if (reading.quality >= best.quality + UNREAD_INK.minGain) best = reading;
  }

  const keptChars = best.lines.reduce((n, l) => n + (l.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
  const confidence = best.kept.length ? best.kept.reduce((a, b) => a + b, 0) / best.kept.length : 0;
  if (confidence < STRATEGY.sparseBelow || keptChars < STRATEGY.sparseMinChars) {
    const reading = await pass(worker, source.png, source.map, Tesseract.PSM.SPARSE_TEXT);
    check();
    if (reading.quality > best.quality) best = reading;
  }
  return best;
}

async function pass(
  worker: Tesseract.Worker,
  png: Buffer,
  map: ReturnType<typeof boxMapper>,
  layout: Layout,
): Promise<Reading> {
  // rotateAuto deskews (a ticket photographed 5° off went from 2 readable lines to 4). Parameters
  // given here apply to this call only; tesseract.js restores them afterwards.
  const { data } = await worker.recognize(
    png,
    { rotateAuto: true, tessedit_pageseg_mode: layout } as Partial<Tesseract.RecognizeOptions>,
    { text: false, blocks: true },
  );
  return readPage(data, map);
}

/** Packs whose script is Latin: read together in one pass, since they share letters. */
const LATIN_PACKS = new Set(['eng', 'fra']);

/**
 * Which tesseract language combinations an image is read with, from the enabled packs: one pass with
 * the Latin packs combined, then (unless that pass is plainly good Latin text) one per other script,
 * each with the Latin packs as secondaries so the English on a bilingual sign is still read.
 *
 * Why not tesseract's script detection (OSD, `@tesseract.js-data/osd`): it needs the legacy engine
 * core, and on the photographed signs it fails outright ("Too few characters", no script for the
 * Japanese, Korean, Chinese and Thai fixtures; the French sign came out "Cyrillic"), because it is
 * trained on page-like text. Nor one combined `eng+jpn+kor` pass: tesseract tries the later packs
 * only where the first is unsure, and the Korean sign lost its Hangul that way. Reading with each
 * script's pack and keeping the best (Reading.quality: expected correct characters) is slower but
 * picks the right script on every fixture.
 */
export function languagePlan(enabled: readonly string[]): string[] {
  const latin = enabled.filter((c) => LATIN_PACKS.has(c));
  const others = enabled.filter((c) => !LATIN_PACKS.has(c));
  const tail = latin.length > 0 ? `+${latin.join('+')}` : '';
  return [...(latin.length > 0 ? [latin.join('+')] : []), ...others.map((c) => `${c}${tail}`)];
}

/** A first reading at least this confident, with enough letters, is Latin text: other scripts are not tried. */
export const LATIN_SETTLED = { confidence: 85, minChars: STRATEGY.sparseMinChars };

/**
 * Reads with each combination of `plan` in turn (`use` switches the worker's languages) and keeps
 * one reading (choose.ts chooseReading). A plan of one costs what readImage costs.
 */
export async function readWithLanguages(
  worker: Tesseract.Worker,
  prepared: PreparedImage,
  check: () => void,
  plan: readonly string[],
  use: (langs: string) => Promise<void>,
): Promise<Reading> {
  const latinFirst = plan.length > 0 && LATIN_PACKS.has(plan[0]!.split('+')[0]!);
  const readings: Reading[] = [];
  for (const [i, langs] of plan.entries()) {
    await use(langs);
    check();
    const reading = await readImage(worker, prepared, check);
    readings.push(reading);
    if (i === 0 && latinFirst && settled(reading)) break;
  }
  return chooseReading(readings, latinFirst);
}

function settled(reading: Reading): boolean {
  const chars = reading.lines.reduce((n, l) => n + (l.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
  const confidence = reading.kept.length ? reading.kept.reduce((a, b) => a + b, 0) / reading.kept.length : 0;
  return confidence >= LATIN_SETTLED.confidence && chars >= LATIN_SETTLED.minChars;
}
