import { createRequire } from 'node:module';
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// createRequire resolves package files the same way under tsx, vitest and the bundled main process.
const require = createRequire(import.meta.url);

/** Which traineddata flavour: LSTM-only "best_int" (2.9 MB gz); `4.0.0` adds the legacy engine (10.9 MB). */
export const ENG_DATA_FOLDER = '4.0.0_best_int';

export interface TesseractPaths {
  /** Folder holding `eng.traineddata.gz`. A plain path (not a URL), so tesseract.js reads it with fs. */
  langPath: string;
  /** tesseract.js's Node worker script; given explicitly so bundling the caller cannot break it. */
  workerPath: string;
}

let cached: TesseractPaths | null = null;

/**
 * Locates the English data and the worker script inside node_modules. Nothing is downloaded at run
 * time: a `langPath` that is not a URL makes tesseract.js read `<langPath>/eng.traineddata.gz` from
 * disk, and the wasm core is `require`d from tesseract.js-core by the worker.
 */
export function tesseractPaths(): TesseractPaths {
  if (cached) return cached;
  const langPath = path.dirname(languageDataFile('eng'));
  const workerPath = path.join(
    path.dirname(require.resolve('tesseract.js/package.json')),
    'src',
    'worker-script',
    'node',
    'index.js',
  );
  for (const file of [path.join(langPath, 'eng.traineddata.gz'), workerPath]) {
    if (!existsSync(file)) throw new Error(`OCR is not installed correctly: ${file} is missing`);
  }
  cached = { langPath, workerPath };
  return cached;
}

/** `<code>.traineddata.gz` of an installed `@tesseract.js-data/<code>` package. */
export function languageDataFile(code: string): string {
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  } catch {
    throw new Error(`OCR language "${code}" is not installed (@tesseract.js-data/${code} is missing)`);
  }
  const file = path.join(dir, ENG_DATA_FOLDER, `${code}.traineddata.gz`);
  if (!existsSync(file)) throw new Error(`OCR is not installed correctly: ${file} is missing`);
  return file;
}

/**
 * One folder holding the data of several languages. tesseract.js reads every language from a single
 * `langPath`, while each npm package keeps its own folder (and its in-memory alternative, passing
 * `{ code, data }`, breaks initialisation in tesseract.js 7: it joins the data, not the codes), so
 * the files are linked (copied where links are refused, e.g. Windows without developer mode) into
 * a temporary folder. `remove` deletes it once the workers have read it.
 */
export function languageFolder(codes: readonly string[]): { langPath: string; remove(): void } {
  if (codes.length === 1 && codes[0] === 'eng') return { langPath: tesseractPaths().langPath, remove: () => {} };
  const files = codes.map(languageDataFile);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mnemo-ocr-'));
  try {
    for (const file of files) {
      const target = path.join(dir, path.basename(file));
      try {
        symlinkSync(file, target);
      } catch {
        copyFileSync(file, target);
      }
    }
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return { langPath: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
