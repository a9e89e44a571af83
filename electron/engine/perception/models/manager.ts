import { existsSync, statSync } from 'node:fs';
import { copyFile, link, mkdir, open, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ChecksumError, HttpError, TransferError, downloadFile, hashFileAt, type FetchLike } from './download';
import { defaultManifest, type Manifest, type ModelEntry, type ModelFile, type ModelTask } from './manifest';

export interface ModelStatus {
  id: string;
  task: ModelTask;
  name: string;
  /** Every file of the model is in its folder. */
  present: boolean;
  /**
   * Present, and every file is unchanged since it was last checked against its checksum (the
   * manifest's, or the one recorded on first download). Cheap: sizes and modification times only;
   * `verify(id)` re-hashes.
   */
  verified: boolean;
  /** Bytes on disk of the files that are there. */
  bytes: number;
  /** Roughly what a full download is (from the manifest). */
  size: number;
  missingFiles: string[];
  /** While a pull runs: its progress. */
  downloading: { bytes: number; total: number | null } | null;
  /** Why the last pull in this process failed, if it did. */
  lastError: string | null;
}

export interface ModelDownloadProgress {
  id: string;
  /** The file being fetched (path in the model folder). */
  file: string;
  fileBytes: number;
  fileTotal: number | null;
  /** Bytes of the whole model so far (files already there count). */
  bytes: number;
  /** The model's total; approximate (the manifest's size) until every file's length is known. */
  total: number | null;
}

export interface PullOptions {
  onProgress?: (progress: ModelDownloadProgress) => void;
  signal?: AbortSignal;
}

export interface VerifyResult {
  id: string;
  ok: boolean;
  problems: Array<{ file: string; problem: string }>;
  /** Files checked only against the hash recorded on their first download (the manifest has none). */
  trustedOnFirstUse: string[];
}

export interface ModelManagerOptions {
  /** Where models live, one folder per id. */
  modelsDir: string;
  /** Defaults to the manifest shipped with the app. */
  manifest?: Manifest;
  /** The only way to the network; defaults to the global fetch. Used only by pull(). */
  fetch?: FetchLike;
  /** Further attempts per file after a dropped or stalled transfer (each resumes). Default 2. */
  retries?: number;
  /** A transfer with no data for this long counts as dropped. Default 60 s. */
  idleTimeoutMs?: number;
  /** Waits between attempts: base × 2^(attempt−1). Default 1 s. */
  retryDelayMs?: number;
}

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
      /** manifest: matched the manifest's hash; first-download: none in the manifest, recorded then. */
      checkedAgainst: z.enum(['manifest', 'first-download']),
    }),
  ),
  pulledAt: z.string(),
  verifiedAt: z.string(),
});
type Receipt = z.infer<typeof receiptSchema>;

interface Job {
  promise: Promise<void>;
  listeners: Set<(p: ModelDownloadProgress) => void>;
  callers: number;
  controller: AbortController;
  progress: { bytes: number; total: number | null };
}

/**
 * Knows which models the manifest lists, whether each is on disk and intact, and fetches them.
 * Nothing but `pull` touches the network. Downloads go to `<modelsDir>/.staging/<id>/` (each file
 * through a `.part` file, hashed while it streams), and the model's folder appears only when every
 * file is verified, in one rename: an interrupted or rejected download never leaves a partial model.
 */
export class ModelManager {
  readonly modelsDir: string;
  readonly manifest: Manifest;
  private readonly fetchImpl: FetchLike;
  private readonly retries: number;
  private readonly idleTimeoutMs: number;
  private readonly retryDelayMs: number;
  private readonly jobs = new Map<string, Job>();
  private readonly lastErrors = new Map<string, string>();
  private readonly listeners = new Set<(id: string) => void>();

  constructor(options: ModelManagerOptions) {
    this.modelsDir = path.resolve(options.modelsDir);
    this.manifest = options.manifest ?? defaultManifest();
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.retries = options.retries ?? 2;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  /** The folder a model's files live in (what the loaders take). */
  dirOf(id: string): string {
    this.entry(id);
    return path.join(this.modelsDir, id);
  }

  /** The absolute path of one of a model's files; without `file`, its only file (whisper's .bin). */
  fileOf(id: string, file?: string): string {
    const model = this.entry(id);
    const rel = file ?? (model.files.length === 1 ? model.files[0]?.path : undefined);
    if (!rel || !model.files.some((f) => f.path === rel)) throw new Error(`model ${id} has no file ${file ?? '(it has several)'}`);
    return path.join(this.dirOf(id), rel);
  }

  has(id: string): boolean {
    return this.manifest.models.some((m) => m.id === id);
  }

  async list(): Promise<ModelStatus[]> {
    return Promise.all(this.manifest.models.map((m) => this.status(m.id)));
  }

  async status(id: string): Promise<ModelStatus> {
    const model = this.entry(id);
    const dir = this.dirOf(id);
    const receipt = await readReceipt(dir);
    const missingFiles: string[] = [];
    let bytes = 0;
    let intact = receipt !== null && receipt.revision === model.source.revision;
    for (const file of model.files) {
      const s = await stat(path.join(dir, file.path)).catch(() => null);
      if (!s?.isFile()) {
        missingFiles.push(file.path);
        intact = false;
        continue;
      }
      bytes += s.size;
      const rec = receipt?.files[file.path];
      if (!rec || rec.size !== s.size || rec.mtimeMs !== s.mtimeMs) intact = false;
      else if (file.sha256 !== null && rec.sha256 !== file.sha256) intact = false;
      else if (file.size !== null && rec.size !== file.size) intact = false;
    }
    const job = this.jobs.get(id);
    return {
      id,
      task: model.task,
      name: model.name,
      present: missingFiles.length === 0,
      verified: missingFiles.length === 0 && intact,
      bytes,
      size: model.size,
      missingFiles,
      downloading: job ? { ...job.progress } : null,
      lastError: this.lastErrors.get(id) ?? null,
    };
  }

  /**
   * Why a stage that needs this model must wait, or null when its files are all there. Synchronous
   * and cheap (a few stats), for readiness checks.
   */
  whyMissing(id: string): string | null {
    const model = this.manifest.models.find((m) => m.id === id);
    if (!model) return `model ${id} is not in the models manifest`;
    const dir = path.join(this.modelsDir, id);
    const missing = model.files.filter((f) => !isFile(path.join(dir, f.path))).map((f) => f.path);
    if (missing.length === 0) return null;
    const job = this.jobs.get(id);
    if (job) {
      const { bytes, total } = job.progress;
      return `model ${id} is downloading${total ? ` (${Math.floor((100 * bytes) / total)}%)` : ''}`;
    }
    const how = `run \`mnemo models pull ${id}\` or use Settings → Models`;
    const what =
      missing.length === model.files.length
        ? `model ${id} is not downloaded`
        : `model ${id} is incomplete (missing ${missing.join(', ')})`;
    const last = this.lastErrors.get(id);
    return `${what}: ${how}${last ? `; the last download failed: ${last}` : ''}`;
  }

  /** Called with a model's id whenever a pull of it finishes or fails, or a verify changes its state. */
  onChange(listener: (id: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Downloads the model's missing or damaged files, verifies each (size, SHA-256), and publishes
   * the folder. Already verified: returns at once, without the network. A second pull of the same
   * id while one runs joins it (its progress listener too); aborting one caller's signal leaves the
   * download running for the others, and stops it when no caller is left.
   */
  pull(id: string, options: PullOptions = {}): Promise<void> {
    let model: ModelEntry;
    try {
      model = this.entry(id);
    } catch (err) {
      return Promise.reject(err);
    }
    let job = this.jobs.get(id);
    if (!job) {
      const created: Job = {
        promise: Promise.resolve(),
        listeners: new Set(),
        callers: 0,
        controller: new AbortController(),
        progress: { bytes: 0, total: model.files.every((f) => f.size !== null) ? sum(model.files.map((f) => f.size ?? 0)) : model.size },
      };
      created.promise = this.runPull(model, created).finally(() => {
        this.jobs.delete(id);
        this.emit(id);
      });
      created.promise.catch(() => undefined); // callers get the error; none left must not be "unhandled"
      this.jobs.set(id, created);
      job = created;
    }
    const shared = job;
    const { onProgress, signal } = options;
    shared.callers++;
    if (onProgress) shared.listeners.add(onProgress);
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const detach = (): void => {
        if (settled) return;
        settled = true;
        if (onProgress) shared.listeners.delete(onProgress);
        signal?.removeEventListener('abort', onAbort);
        shared.callers--;
      };
      const onAbort = (): void => {
        detach();
        const reason: unknown = signal?.reason ?? new Error('aborted');
        if (shared.callers > 0) return reject(reason);
        // The last caller left: stop the download, and answer once it has wound down (so the
        // model's state is settled when the caller hears of it).
        shared.controller.abort(reason);
        shared.promise.then(
          () => reject(reason),
          () => reject(reason),
        );
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        () => {
          detach();
          resolve();
        },
        (err: unknown) => {
          detach();
          reject(err);
        },
      );
    });
  }

  /**
   * Re-hashes every file of the model and compares with the manifest's checksums (or, where it has
   * none, with those recorded on first download). Refreshes the record on success.
   */
  async verify(id: string, signal?: AbortSignal): Promise<VerifyResult> {
    const model = this.entry(id);
    const dir = this.dirOf(id);
    const receipt = await readReceipt(dir);
    const problems: VerifyResult['problems'] = [];
    const trustedOnFirstUse: string[] = [];
    const files: Receipt['files'] = {};
    for (const file of model.files) {
      const full = path.join(dir, file.path);
      const s = await stat(full).catch(() => null);
      if (!s?.isFile()) {
        problems.push({ file: file.path, problem: 'missing' });
        continue;
      }
      const { size, sha256 } = await hashFileAt(full, signal);
      const recorded = receipt?.revision === model.source.revision ? receipt.files[file.path] : undefined;
      const expected = file.sha256 ?? (recorded?.checkedAgainst === 'first-download' ? recorded.sha256 : null);
      if (file.size !== null && size !== file.size) problems.push({ file: file.path, problem: `size ${size}, expected ${file.size}` });
      else if (expected !== null && sha256 !== expected) problems.push({ file: file.path, problem: `sha256 ${sha256}, expected ${expected}` });
      else if (expected === null) problems.push({ file: file.path, problem: 'no checksum to compare with (not downloaded by Mnemo): pull it again' });
      else {
        if (file.sha256 === null) trustedOnFirstUse.push(file.path);
        files[file.path] = { size, sha256, mtimeMs: s.mtimeMs, checkedAgainst: file.sha256 !== null ? 'manifest' : 'first-download' };
      }
    }
    const ok = problems.length === 0;
    if (ok) {
      const now = new Date().toISOString();
      await writeReceipt(dir, { id, revision: model.source.revision, files, pulledAt: receipt?.pulledAt ?? now, verifiedAt: now });
    }
    this.emit(id);
    return { id, ok, problems, trustedOnFirstUse };
  }

  // -------------------------------------------------------------------------------------------

  private entry(id: string): ModelEntry {
    const model = this.manifest.models.find((m) => m.id === id);
    if (!model) throw new Error(`unknown model ${id} (known: ${this.manifest.models.map((m) => m.id).join(', ') || 'none'})`);
    return model;
  }

  private emit(id: string): void {
    for (const listener of this.listeners) {
      try {
        listener(id);
      } catch {
        // a listener's trouble is its own
      }
    }
  }

  private async runPull(model: ModelEntry, job: Job): Promise<void> {
    const id = model.id;
    const signal = job.controller.signal;
    const current = await this.status(id);
    if (current.verified) {
      this.lastErrors.delete(id);
      return;
    }
    const finalDir = this.dirOf(id);
    const stagingRoot = path.join(this.modelsDir, '.staging');
    const staging = path.join(stagingRoot, id);
    await mkdir(staging, { recursive: true });
    const unlock = await lock(path.join(stagingRoot, `${id}.lock`), id);
    try {
      const finalReceipt = await readReceipt(finalDir);
      const stagedReceipt = await readReceipt(staging);
      const files: Receipt['files'] = {};
      const done = new Map<string, number>(); // bytes per file, for the model's progress
      const totals = new Map<string, number | null>(model.files.map((f) => [f.path, f.size]));
      let lastEmit = 0;
      const report = (file: ModelFile, fileBytes: number, fileTotal: number | null, force = false): void => {
        done.set(file.path, fileBytes);
        if (fileTotal !== null) totals.set(file.path, fileTotal);
        const known = [...totals.values()].every((t) => t !== null);
        job.progress = { bytes: sum([...done.values()]), total: known ? sum([...totals.values()].map((t) => t ?? 0)) : model.size };
        const now = Date.now();
        if (!force && now - lastEmit < 100) return;
        lastEmit = now;
        const event: ModelDownloadProgress = { id, file: file.path, fileBytes, fileTotal, ...job.progress };
        for (const listener of job.listeners) listener(event);
      };

      await this.checkSpace(model, current.bytes);
      for (const file of model.files) {
        signal.throwIfAborted();
        const staged = path.join(staging, file.path);
        await mkdir(path.dirname(staged), { recursive: true });
        const reuse =
          (await reusable(finalDir, file, finalReceipt, model.source.revision)) ??
          (await reusable(staging, file, stagedReceipt, model.source.revision)) ??
          (await matchesManifest(finalDir, file, signal));
        if (reuse) {
          if (reuse.from !== staging) await linkOrCopy(path.join(reuse.from, file.path), staged);
          const s = await stat(staged);
          files[file.path] = { ...reuse.record, mtimeMs: s.mtimeMs };
          report(file, s.size, s.size, true);
          continue;
        }
        const got = await this.fetchWithRetries(file, `${staged}.part`, signal, (bytes, total) => report(file, bytes, total));
        await rename(`${staged}.part`, staged);
        const s = await stat(staged);
        files[file.path] = { size: got.size, sha256: got.sha256, mtimeMs: s.mtimeMs, checkedAgainst: file.sha256 !== null ? 'manifest' : 'first-download' };
        report(file, got.size, got.size, true);
        // Record progress in the staging folder, so a later attempt keeps the finished files.
        const now = new Date().toISOString();
        await writeReceipt(staging, { id, revision: model.source.revision, files, pulledAt: now, verifiedAt: now });
      }

      const now = new Date().toISOString();
      await writeReceipt(staging, { id, revision: model.source.revision, files, pulledAt: now, verifiedAt: now });
      await publish(staging, finalDir, path.join(this.modelsDir, '.trash'));
      this.lastErrors.delete(id);
    } catch (err) {
      if (err instanceof ChecksumError) {
        // The source gave wrong bytes: keep nothing of this download.
        await rm(staging, { recursive: true, force: true });
      }
      if (!signal.aborted) this.lastErrors.set(id, err instanceof Error ? err.message : String(err));
      throw err;
    } finally {
      await unlock();
    }
  }

  private async fetchWithRetries(
    file: ModelFile,
    partPath: string,
    signal: AbortSignal,
    onBytes: (bytes: number, total: number | null) => void,
  ): Promise<{ size: number; sha256: string }> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await downloadFile({
          url: file.url,
          label: file.path,
          partPath,
          expectedSize: file.size,
          expectedSha256: file.sha256,
          fetch: this.fetchImpl,
          signal,
          idleTimeoutMs: this.idleTimeoutMs,
          onBytes,
        });
      } catch (err) {
        const retryable = err instanceof TransferError || (err instanceof HttpError && (err.status >= 500 || err.status === 429));
        if (!retryable || attempt >= this.retries || signal.aborted) throw err;
        await sleep(this.retryDelayMs * 2 ** attempt, signal);
      }
    }
  }

  private async checkSpace(model: ModelEntry, have: number): Promise<void> {
    const need = model.size - have;
    if (need <= 0) return;
    const fs = await statfs(this.modelsDir).catch(() => null);
    if (!fs) return;
    const free = Number(fs.bavail) * Number(fs.bsize);
    // Staging plus the swap needs the model once more at worst; ask for the download and 10% spare.
    if (free < need * 1.1) {
      throw new Error(`not enough disk space for model ${model.id}: it needs about ${mb(need)}, ${mb(free)} free in ${this.modelsDir}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function mb(bytes: number): string {
  return `${Math.ceil(bytes / 1e6)} MB`;
}

async function readReceipt(dir: string): Promise<Receipt | null> {
  try {
    const parsed = receiptSchema.safeParse(JSON.parse(await readFile(path.join(dir, RECEIPT), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function writeReceipt(dir: string, receipt: Receipt): Promise<void> {
  const file = path.join(dir, RECEIPT);
  await writeFile(`${file}.tmp`, `${JSON.stringify(receipt, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

/** A file already in `dir` that needs no download: unchanged since it was verified against this revision. */
async function reusable(
  dir: string,
  file: ModelFile,
  receipt: Receipt | null,
  revision: string,
): Promise<{ from: string; record: Receipt['files'][string] } | null> {
  if (!receipt || receipt.revision !== revision) return null;
  const rec = receipt.files[file.path];
  if (!rec) return null;
  const s = await stat(path.join(dir, file.path)).catch(() => null);
  if (!s?.isFile() || s.size !== rec.size || s.mtimeMs !== rec.mtimeMs) return null;
  if (file.sha256 !== null && rec.sha256 !== file.sha256) return null;
  if (file.size !== null && rec.size !== file.size) return null;
  return { from: dir, record: rec };
}

/** A file put in place by hand that matches the manifest's checksum (hashing it is cheaper than a download). */
async function matchesManifest(
  dir: string,
  file: ModelFile,
  signal: AbortSignal,
): Promise<{ from: string; record: Receipt['files'][string] } | null> {
  if (file.sha256 === null) return null;
  const full = path.join(dir, file.path);
  const s = await stat(full).catch(() => null);
  if (!s?.isFile() || (file.size !== null && s.size !== file.size)) return null;
  const { size, sha256 } = await hashFileAt(full, signal);
  if (sha256 !== file.sha256) return null;
  return { from: dir, record: { size, sha256, mtimeMs: s.mtimeMs, checkedAgainst: 'manifest' } };
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await rm(to, { force: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/** Moves the finished staging folder into place in one rename (an older copy goes to the trash first). */
async function publish(staging: string, finalDir: string, trashRoot: string): Promise<void> {
  if (existsSync(finalDir)) {
    await mkdir(trashRoot, { recursive: true });
    const trash = path.join(trashRoot, `${path.basename(finalDir)}-${Date.now()}`);
    await rename(finalDir, trash);
    await rename(staging, finalDir);
    await rm(trash, { recursive: true, force: true });
  } else {
    await mkdir(path.dirname(finalDir), { recursive: true });
    await rename(staging, finalDir);
  }
}

/** One downloader per model across processes (the app and the CLI): a lock file holding the pid. */
async function lock(file: string, id: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        const who = pid === process.pid ? 'this process (another models manager)' : `another Mnemo process (pid ${pid})`;
        throw new Error(`model ${id} is already being downloaded by ${who}`);
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

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
