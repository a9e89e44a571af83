import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A model folder's JSON config, as the Hugging Face layout writes it (two-space indent, final newline). */
export async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Whether the module at `moduleUrl` is the script node was started with (not imported by another). */
export function invokedDirectly(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;
}
