import { stat } from 'node:fs/promises';
import path from 'node:path';
import { env, LogLevel } from '@huggingface/transformers';

let configured = false;

/**
 * Points transformers.js at local files only, once per process: no hub, no fetch at all, no cache
 * folder inside node_modules (read-only in a packaged app). Model folders are passed as absolute paths, which
 * transformers.js reads as-is (an absolute path is never a valid hub id, so `env.localModelPath`
 * is not consulted and two models in different folders can load at the same time).
 */
export function useLocalModelsOnly(): void {
  if (configured) return;
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useFSCache = false;
  env.useBrowserCache = false;
  env.useWasmCache = false;
  // Belt and braces: local files are read through fs, so any fetch from transformers.js is a bug.
  env.fetch = (input: string | URL) =>
    Promise.reject(new Error(`network access from transformers.js is disabled (models load from local folders only): ${String(input)}`));
  if (env.logLevel < LogLevel.ERROR) env.logLevel = LogLevel.ERROR;
  configured = true;
}

/** An absolute folder path for transformers.js (a relative one would be read as a hub id). */
export function modelPath(modelDir: string): string {
  return path.resolve(modelDir);
}

/** The options every from_pretrained call here gets. */
export function localOptions(quantized: boolean, threads?: number) {
  return {
    local_files_only: true,
    device: 'cpu' as const,
    dtype: quantized ? ('q8' as const) : ('fp32' as const),
    ...(threads ? { session_options: { intraOpNumThreads: threads, interOpNumThreads: 1 } } : {}),
  };
}

/** A model folder that lacks files the loader needs (not downloaded yet, or damaged). */
export class ModelFilesMissingError extends Error {
  constructor(
    readonly modelDir: string,
    readonly missing: string[],
  ) {
    super(`model folder ${modelDir} is missing ${missing.join(', ')}`);
    this.name = 'ModelFilesMissingError';
  }
}

/** Throws ModelFilesMissingError unless every file (relative to `modelDir`) exists. */
export async function requireFiles(modelDir: string, files: string[]): Promise<void> {
  const missing: string[] = [];
  await Promise.all(
    files.map((file) =>
      stat(path.join(modelDir, file)).then(
        (s) => {
          if (!s.isFile()) missing.push(file);
        },
        () => missing.push(file),
      ),
    ),
  );
  if (missing.length > 0) throw new ModelFilesMissingError(modelDir, files.filter((f) => missing.includes(f)));
}
