import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
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
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), ENG_DATA_FOLDER);
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
