import { statSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ChecksumError, downloadWithRetries, hashFileAt, type DownloadedFile, type FetchLike } from './download';
import { defaultManifest, type Manifest, type ModelEntry, type ModelFile, type ModelTask } from './manifest';
import { PullJob, type PullOptions } from './pull-job';
import { readReceipt, recordHolds, writeReceipt, type Receipt } from './receipt';
import { lock, publish, stageFiles, stagingRootOf } from './staging';

export interface ModelStatus {
  id: string;
  task: ModelTask;
  name: string;
  /** Every file of the model is in its folder. */
  present: boolean;
  /**
   * Present, and every file is unchanged since it was last checked against the manifest's pinned
   * checksum. Cheap: sizes and modification times only;
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

export interface VerifyResult {
  id: string;
  ok: boolean;
  problems: Array<{ file: string; problem: string }>;
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
  private readonly jobs = new Map<string, PullJob>();
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
      if (!recordHolds(receipt?.files[file.path], s, file)) intact = false;
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
      job = new PullJob(model, (created) => this.runPull(model, created), () => {
        this.jobs.delete(id);
        this.emit(id);
      });
      this.jobs.set(id, job);
    }
    return job.join(options);
  }

  /** Re-hashes every file of the model and compares with the manifest's pins. Refreshes the record on success. */
  async verify(id: string, signal?: AbortSignal): Promise<VerifyResult> {
    const model = this.entry(id);
    const dir = this.dirOf(id);
    const receipt = await readReceipt(dir);
    const problems: VerifyResult['problems'] = [];
    const files: Receipt['files'] = {};
    for (const file of model.files) {
      const full = path.join(dir, file.path);
      const s = await stat(full).catch(() => null);
      if (!s?.isFile()) {
        problems.push({ file: file.path, problem: 'missing' });
        continue;
      }
      const { size, sha256 } = await hashFileAt(full, signal);
      if (size !== file.size) problems.push({ file: file.path, problem: `size ${size}, expected ${file.size}` });
      else if (sha256 !== file.sha256) problems.push({ file: file.path, problem: `sha256 ${sha256}, expected ${file.sha256}` });
      else files[file.path] = { size, sha256, mtimeMs: s.mtimeMs, checkedAgainst: 'manifest' };
    }
    const ok = problems.length === 0;
    if (ok) {
      const now = new Date().toISOString();
      await writeReceipt(dir, { id, revision: model.source.revision, files, pulledAt: receipt?.pulledAt ?? now, verifiedAt: now });
    }
    this.emit(id);
    return { id, ok, problems };
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

  private async runPull(model: ModelEntry, job: PullJob): Promise<void> {
    const id = model.id;
    const signal = job.controller.signal;
    const current = await this.status(id);
    if (current.verified) {
      this.lastErrors.delete(id);
      return;
    }
    const finalDir = this.dirOf(id);
    const stagingRoot = stagingRootOf(this.modelsDir);
    const staging = path.join(stagingRoot, id);
    // 0700 like the library (the models folder sits beside it): what a user downloaded is theirs.
    await mkdir(staging, { recursive: true, mode: 0o700 });
    const unlock = await lock(path.join(stagingRoot, `${id}.lock`), id);
    try {
      await stageFiles({
        model,
        modelsDir: this.modelsDir,
        finalDir,
        staging,
        have: current.bytes,
        signal,
        report: job.reporter(model),
        download: (file, partPath, fileSignal, onBytes) => this.download(file, partPath, fileSignal, onBytes),
      });
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

  private download(
    file: ModelFile,
    partPath: string,
    signal: AbortSignal,
    onBytes: (bytes: number, total: number | null) => void,
  ): Promise<DownloadedFile> {
    return downloadWithRetries(
      {
        url: file.url,
        label: file.path,
        partPath,
        expectedSize: file.size,
        expectedSha256: file.sha256,
        fetch: this.fetchImpl,
        signal,
        idleTimeoutMs: this.idleTimeoutMs,
        onBytes,
      },
      { retries: this.retries, retryDelayMs: this.retryDelayMs },
    );
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
