import type { Stats } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { hashFileAt } from './download';
import type { ModelFile } from './manifest';

/** Written next to a model's files: what was downloaded, its hashes, and when it was last checked. */
const RECEIPT = '.mnemo-model.json';
const receiptSchema = z.object({
  id: z.string(),
  revision: z.string(),
  files: z.record(
    z.string(),
    z.object({
      size: z.number(),
      sha256: z.string(),
      mtimeMs: z.number(),
      /**
       * manifest: matched the manifest's hash. first-download: written by older builds, whose
       * manifest had no hash for the file; such a record holds only if it equals today's pin.
       */
      checkedAgainst: z.enum(['manifest', 'first-download']),
    }),
  ),
  pulledAt: z.string(),
  verifiedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export type FileRecord = Receipt['files'][string];

export async function readReceipt(dir: string): Promise<Receipt | null> {
  try {
    const parsed = receiptSchema.safeParse(JSON.parse(await readFile(path.join(dir, RECEIPT), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function writeReceipt(dir: string, receipt: Receipt): Promise<void> {
  const file = path.join(dir, RECEIPT);
  await writeFile(`${file}.tmp`, `${JSON.stringify(receipt, null, 2)}\n`, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
}

/**
 * Whether the file on disk (`s`) is the one its record describes, unchanged since (size and
 * modification time), and the record agrees with what the manifest asks for.
 */
export function recordHolds(rec: FileRecord | undefined, s: Stats, file: ModelFile): rec is FileRecord {
  if (!rec || rec.size !== s.size || rec.mtimeMs !== s.mtimeMs) return false;
  return rec.sha256 === file.sha256 && rec.size === file.size;
}

/** A file already in `dir` that needs no download: unchanged since it was verified against this revision. */
export async function reusable(
  dir: string,
  file: ModelFile,
  receipt: Receipt | null,
  revision: string,
): Promise<{ from: string; record: FileRecord } | null> {
  if (!receipt || receipt.revision !== revision) return null;
  const rec = receipt.files[file.path];
  if (!rec) return null;
  const s = await stat(path.join(dir, file.path)).catch(() => null);
  if (!s?.isFile() || !recordHolds(rec, s, file)) return null;
  return { from: dir, record: rec };
}

/** A file put in place by hand that matches the manifest's checksum (hashing it is cheaper than a download). */
export async function matchesManifest(
  dir: string,
  file: ModelFile,
  signal: AbortSignal,
): Promise<{ from: string; record: FileRecord } | null> {
  const full = path.join(dir, file.path);
  const s = await stat(full).catch(() => null);
  if (!s?.isFile() || s.size !== file.size) return null;
  const { size, sha256 } = await hashFileAt(full, signal);
  if (sha256 !== file.sha256) return null;
  return { from: dir, record: { size, sha256, mtimeMs: s.mtimeMs, checkedAgainst: 'manifest' } };
}
