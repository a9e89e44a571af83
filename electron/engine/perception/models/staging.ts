/**
 * Where a pull puts a model's files before they are the model: `<modelsDir>/.staging/<id>/`, one
 * downloader per model (a lock file), enough disk space checked first, and the finished folder moved
 * into place in one rename.
 */
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, open, readFile, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { DownloadedFile } from './download';
import type { ModelEntry, ModelFile } from './manifest';
import { matchesManifest, readReceipt, reusable, writeReceipt, type Receipt } from './receipt';

export interface StageFiles {
  model: ModelEntry;
  modelsDir: string;
  /** The model's published folder (files there that are intact are reused, not downloaded). */
  finalDir: string;
  staging: string;
  /** Bytes of the model already on disk (they need no space). */
  have: number;
  signal: AbortSignal;
  /** Progress of one file; `force` when a file is finished (listeners hear of it whatever the throttle). */
  report(file: ModelFile, fileBytes: number, fileTotal: number | null, force?: boolean): void;
  /** Fetches one file into `partPath`, verifying it against the manifest. */
  download(file: ModelFile, partPath: string, signal: AbortSignal, onBytes: (bytes: number, total: number | null) => void): Promise<DownloadedFile>;
}

export function stagingRootOf(modelsDir: string): string {
  return path.join(modelsDir, '.staging');
}

/**
 * Puts every file of the model in `staging`, verified: linked from the published folder or kept from
 * an earlier attempt when unchanged, else downloaded; and writes the receipt there.
 */
export async function stageFiles(s: StageFiles): Promise<void> {
  const { model, finalDir, staging, signal, report } = s;
  const id = model.id;
  const finalReceipt = await readReceipt(finalDir);
  const stagedReceipt = await readReceipt(staging);
  const files: Receipt['files'] = {};

  await checkSpace(s.modelsDir, model, s.have);
  for (const file of model.files) {
    signal.throwIfAborted();
    const staged = path.join(staging, file.path);
    await mkdir(path.dirname(staged), { recursive: true, mode: 0o700 });
    const reuse =
      (await reusable(finalDir, file, finalReceipt, model.source.revision)) ??
      (await reusable(staging, file, stagedReceipt, model.source.revision)) ??
      (await matchesManifest(finalDir, file, signal));
    if (reuse) {
      if (reuse.from !== staging) await linkOrCopy(path.join(reuse.from, file.path), staged);
      const st = await stat(staged);
      files[file.path] = { ...reuse.record, mtimeMs: st.mtimeMs };
      report(file, st.size, st.size, true);
      continue;
    }
    const got = await s.download(file, `${staged}.part`, signal, (bytes, total) => report(file, bytes, total));
    await rename(`${staged}.part`, staged);
    const st = await stat(staged);
    files[file.path] = { size: got.size, sha256: got.sha256, mtimeMs: st.mtimeMs, checkedAgainst: 'manifest' };
    report(file, got.size, got.size, true);
    // Record progress in the staging folder, so a later attempt keeps the finished files.
    const now = new Date().toISOString();
    await writeReceipt(staging, { id, revision: model.source.revision, files, pulledAt: now, verifiedAt: now });
  }

  const now = new Date().toISOString();
  await writeReceipt(staging, { id, revision: model.source.revision, files, pulledAt: now, verifiedAt: now });
}

async function checkSpace(modelsDir: string, model: ModelEntry, have: number): Promise<void> {
  const need = model.size - have;
  if (need <= 0) return;
  const fs = await statfs(modelsDir).catch(() => null);
  if (!fs) return;
  const free = Number(fs.bavail) * Number(fs.bsize);
  // Staging plus the swap needs the model once more at worst; ask for the download and 10% spare.
  if (free < need * 1.1) {
    throw new Error(`not enough disk space for model ${model.id}: it needs about ${mb(need)}, ${mb(free)} free in ${modelsDir}`);
  }
}

function mb(bytes: number): string {
  return `${Math.ceil(bytes / 1e6)} MB`;
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await rm(to, { force: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/** Moves the finished staging folder into place in one rename (an older copy goes to the trash first). */
export async function publish(staging: string, finalDir: string, trashRoot: string): Promise<void> {
  if (existsSync(finalDir)) {
    await mkdir(trashRoot, { recursive: true, mode: 0o700 });
    const trash = path.join(trashRoot, `${path.basename(finalDir)}-${Date.now()}`);
    await rename(finalDir, trash);
    await rename(staging, finalDir);
    await rm(trash, { recursive: true, force: true });
  } else {
    await mkdir(path.dirname(finalDir), { recursive: true, mode: 0o700 });
    await rename(staging, finalDir);
  }
}

/** One downloader per model across processes (the app and the CLI): a lock file holding the pid. */
export async function lock(file: string, id: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        const who = pid === process.pid ? 'this process (another models manager)' : `another Mnemo process (pid ${pid})`;
        throw new Error(`model ${id} is already being downloaded by ${who}`, { cause: err });
      }
      await rm(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`could not take the download lock ${file}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
