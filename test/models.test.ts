import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClipEmbedder, TextEmbedder } from '../electron/engine/perception/embeddings';
import {
  ChecksumError,
  HttpError,
  InsecureRedirectError,
  ModelManager,
  TransferError,
  defaultManifest,
  parseManifest,
  redirectProblem,
  runModelsCommand,
  type FetchLike,
  type Manifest,
  type ModelDownloadProgress,
} from '../electron/engine/perception/models';
import { ModelsListJson } from '../shared/cli';
import { defaultPerceptionSettings } from '../shared/settings';
import { makeTinyModels } from '../scripts/make-tiny-models';
import { tempDir } from './support/temp';

// A local HTTP server on 127.0.0.1 serves the generated tiny models in the real layout; the
// manager downloads them exactly as it would the real ones from Hugging Face.

interface Behaviour {
  /** Close the connection after this many body bytes, `times` times. */
  dropAfter?: number;
  times?: number;
  /** Serve different bytes than the file (a bad mirror). */
  corrupt?: boolean;
  status?: number;
  /** Milliseconds between 1 KiB chunks. */
  slowMs?: number;
  /** Answer 302 with this Location (relative to the server, or absolute). */
  redirect?: string;
  /** Send the file and then this many bytes more, without a Content-Length (a server that never stops). */
  extra?: number;
}

interface TestServer {
  base: string;
  requests: Array<{ path: string; range: string | undefined }>;
  behave: Map<string, Behaviour>;
  close(): Promise<void>;
}

const MAX_REQUESTS = 400;

async function startServer(root: string): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const behave = new Map<string, Behaviour>();
  const server = http.createServer((req, res) => {
    void (async () => {
      const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
      requests.push({ path: rel, range: req.headers.range });
      if (requests.length > MAX_REQUESTS) return void res.writeHead(503).end();
      // `moved/<path>` serves <path> plainly: where a redirect rule sends the client.
      const moved = rel.startsWith('moved/');
      const rule = moved ? {} : (behave.get(rel) ?? {});
      if (rule.status) return void res.writeHead(rule.status).end();
      if (rule.redirect) return void res.writeHead(302, { location: rule.redirect }).end();
      const full = path.join(root, moved ? rel.slice('moved/'.length) : rel);
      if (!full.startsWith(root + path.sep)) return void res.writeHead(403).end();
      let body = await readFile(full).catch(() => null);
      if (!body) return void res.writeHead(404).end();
      if (rule.corrupt) body = Buffer.from(body.map((b, i) => (i === 100 ? b ^ 0xff : b)));
      if (rule.extra) {
        res.writeHead(200); // chunked: no length to check up front
        res.write(body);
        return void res.end(Buffer.alloc(rule.extra, 7));
      }
      let start = 0;
      const m = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
      if (m) {
        start = Number(m[1]);
        if (start >= body.length) return void res.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        res.writeHead(206, { 'content-length': body.length - start, 'content-range': `bytes ${start}-${body.length - 1}/${body.length}`, 'accept-ranges': 'bytes' });
      } else {
        res.writeHead(200, { 'content-length': body.length, 'accept-ranges': 'bytes' });
      }
      const rest = body.subarray(start);
      if (rule.dropAfter !== undefined && (rule.times ?? Infinity) > 0) {
        rule.times = (rule.times ?? Infinity) - 1;
        // Give the client time to take the bytes in before the connection goes (an error in a
        // fetch body stream discards chunks not yet read).
        res.write(rest.subarray(0, rule.dropAfter), () => setTimeout(() => res.socket?.end(), 150));
        return;
      }
      if (rule.slowMs) {
        for (let i = 0; i < rest.length && !res.destroyed; i += 1024) {
          res.write(rest.subarray(i, i + 1024));
          await new Promise((r) => setTimeout(r, rule.slowMs));
        }
        return void res.end();
      }
      res.end(rest);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Bounded: the server closes itself after a minute whatever happens.
  const guard = setTimeout(() => server.close(), 60_000);
  guard.unref();
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    behave,
    close: () =>
      new Promise<void>((resolve) => {
        clearTimeout(guard);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.isFile()) out.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

let tinyRoot = '';
let server: TestServer;
let entries: Record<'clip' | 'text', { id: string; files: Array<{ path: string; size: number; sha256: string }> }>;

/** A manifest for the tiny models on the test server; `tweak` edits a copy. */
function manifest(tweak?: (m: Manifest) => void): Manifest {
  const model = (id: string, task: 'clip' | 'text-embedding', folder: string, files: typeof entries.clip.files) => ({
    id,
    task,
    name: `${id} (generated)`,
    size: files.reduce((a, f) => a + f.size, 0),
    source: { repo: `test/${folder}`, revision: 'r1' },
    files: files.map((f) => ({ path: f.path, url: `${server.base}/${folder}/${f.path}`, size: f.size, sha256: f.sha256 })),
  });
  const m = parseManifest({
    version: 1,
    models: [model('clip-tiny', 'clip', 'clip-tiny', entries.clip.files), model('minilm-tiny', 'text-embedding', 'minilm-tiny', entries.text.files)],
  });
  tweak?.(m);
  return parseManifest(m);
}

/** A fetch that counts its calls (the manager's only way out). */
function countingFetch(): FetchLike & { calls: string[] } {
  const calls: string[] = [];
  const f = ((input: string, init?: Parameters<FetchLike>[1]) => {
    calls.push(input);
    return globalThis.fetch(input, init);
  }) as FetchLike & { calls: string[] };
  f.calls = calls;
  return f;
}

beforeAll(async () => {
  tinyRoot = await tempDir('tiny-src');
  const { clipDir, textDir } = await makeTinyModels(tinyRoot);
  const describeDir = async (dir: string, layout: string[]) =>
    Promise.all(
      layout.map(async (p) => {
        const bytes = await readFile(path.join(dir, p));
        return { path: p, size: bytes.length, sha256: sha256(bytes) };
      }),
    );
  entries = {
    clip: {
      id: 'clip-tiny',
      files: await describeDir(clipDir, [
        'config.json',
        'preprocessor_config.json',
        'tokenizer.json',
        'tokenizer_config.json',
        'onnx/vision_model_quantized.onnx',
        'onnx/text_model_quantized.onnx',
      ]),
    },
    text: {
      id: 'minilm-tiny',
      files: await describeDir(textDir, ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_quantized.onnx']),
    },
  };
  server = await startServer(tinyRoot);
});

afterAll(async () => {
  await server?.close();
});

describe('models manifest', () => {
  it('the shipped manifest is valid and lists the default models', () => {
    const m = defaultManifest();
    const ids = m.models.map((x) => x.id);
    const { clipModel, textEmbeddingModel, speechModel } = defaultPerceptionSettings;
    expect(ids).toEqual(expect.arrayContaining([clipModel, textEmbeddingModel, speechModel]));
    const clip = m.models.find((x) => x.id === clipModel);
    expect(clip?.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['onnx/vision_model_quantized.onnx', 'onnx/text_model_quantized.onnx', 'tokenizer.json', 'tokenizer_config.json']),
    );
    for (const model of m.models) for (const f of model.files) expect(f.url).toMatch(/^https:\/\/huggingface\.co\//);
  });

  it('the shipped manifest pins every file by SHA-256 and size, at the model\'s revision', () => {
    for (const model of defaultManifest().models) {
      for (const f of model.files) {
        expect(f.sha256, `${model.id}/${f.path}`).toMatch(/^[0-9a-f]{64}$/);
        expect(f.size, `${model.id}/${f.path}`).toBeGreaterThan(0);
        expect(f.url).toContain(`/resolve/${model.source.revision}/${f.path}`);
      }
      expect(model.size).toBe(model.files.reduce((a, f) => a + f.size, 0));
    }
  });

  it('refuses a file without a pinned SHA-256 or size: no trust on first use', () => {
    const base = { id: 'x', task: 'clip', name: 'x', size: 1, source: { repo: 'a/b', revision: 'main' } };
    const file = { path: 'a.onnx', url: 'https://example.org/a.onnx', size: 1, sha256: 'a'.repeat(64) };
    const parse = (f: object) => () => parseManifest({ version: 1, models: [{ ...base, files: [{ ...file, ...f }] }] });
    expect(parse({})).not.toThrow();
    expect(parse({ sha256: null })).toThrow(/files\.0\.sha256: must be the SHA-256 .*no trust on first use/);
    expect(parse({ size: null })).toThrow(/files\.0\.size: must be the exact size .*no trust on first use/);
    const { sha256: _sha, size: _size, ...unpinned } = file;
    expect(() => parseManifest({ version: 1, models: [{ ...base, files: [unpinned] }] })).toThrow(/sha256.*size|size.*sha256/);
  });

  it('a redirect may not leave https', () => {
    expect(redirectProblem('https://huggingface.co/a/resolve/r/f.onnx', 'https://cdn-lfs.hf.co/f.onnx')).toBeNull();
    expect(redirectProblem('https://huggingface.co/a/resolve/r/f.onnx', 'http://cdn-lfs.hf.co/f.onnx')).toBe('which is not https');
    // Not even to this machine: only a test server's own http URLs may redirect to loopback http.
    expect(redirectProblem('https://huggingface.co/f.onnx', 'http://127.0.0.1:8080/f.onnx')).toBe('which is not https');
    expect(redirectProblem('http://127.0.0.1:8080/a', 'http://localhost:8080/b')).toBeNull();
    expect(redirectProblem('http://127.0.0.1:8080/a', 'http://example.org/b')).toBe('which is not https');
    expect(redirectProblem('https://huggingface.co/f.onnx', 'file:///etc/passwd')).toBe('which is not https');
  });

  it('rejects paths outside the model folder, plain http to other hosts and malformed hashes', () => {
    const base = { id: 'x', task: 'clip', name: 'x', size: 1, source: { repo: 'a/b', revision: 'main' } };
    const file = { path: 'a.onnx', url: 'https://example.org/a.onnx', size: 1, sha256: 'a'.repeat(64) };
    const bad = (f: object) => () => parseManifest({ version: 1, models: [{ ...base, files: [{ ...file, ...f }] }] });
    expect(bad({})).not.toThrow();
    expect(bad({ path: '../evil' })).toThrow(/relative path/);
    expect(bad({ path: '/etc/passwd' })).toThrow(/relative path/);
    expect(bad({ path: '.mnemo-model.json' })).toThrow(/relative path/);
    expect(bad({ url: 'http://example.org/a.onnx' })).toThrow(/https/);
    expect(bad({ sha256: 'ABC' })).toThrow(/hex/);
    expect(() => parseManifest({ version: 1, models: [{ ...base, id: '../x', files: [file] }] })).toThrow(/id/);
  });
});

describe('ModelManager', () => {
  it('lists a model that is not there, with a reason to show, and never uses the network to say so', async () => {
    const fetch = countingFetch();
    const manager = new ModelManager({ modelsDir: await tempDir('models-empty'), manifest: manifest(), fetch });
    const [clip] = await manager.list();
    expect(clip).toMatchObject({ id: 'clip-tiny', task: 'clip', present: false, verified: false, bytes: 0, downloading: null });
    expect(clip?.missingFiles).toHaveLength(6);
    expect(manager.whyMissing('clip-tiny')).toBe(
      'model clip-tiny is not downloaded: run `mnemo models pull clip-tiny` or use Settings → Models',
    );
    expect(manager.whyMissing('nope')).toMatch(/not in the models manifest/);
    await manager.verify('clip-tiny');
    expect(fetch.calls).toEqual([]);
  });

  it('pulls with progress, verifies, and then lists the model as present and verified', async () => {
    const modelsDir = await tempDir('models-pull');
    const fetch = countingFetch();
    const manager = new ModelManager({ modelsDir, manifest: manifest(), fetch });
    const events: ModelDownloadProgress[] = [];
    const changes: string[] = [];
    manager.onChange((id) => changes.push(id));
    await manager.pull('clip-tiny', { onProgress: (p) => events.push(p) });

    const total = entries.clip.files.reduce((a, f) => a + f.size, 0);
    expect(events.length).toBeGreaterThanOrEqual(entries.clip.files.length);
    for (let i = 1; i < events.length; i++) expect((events[i] as ModelDownloadProgress).bytes).toBeGreaterThanOrEqual((events[i - 1] as ModelDownloadProgress).bytes);
    expect(events.at(-1)).toMatchObject({ id: 'clip-tiny', bytes: total, total });
    expect(new Set(events.map((e) => e.file))).toEqual(new Set(entries.clip.files.map((f) => f.path)));

    const status = await manager.status('clip-tiny');
    expect(status).toMatchObject({ present: true, verified: true, bytes: total, missingFiles: [], lastError: null });
    expect(manager.whyMissing('clip-tiny')).toBeNull();
    for (const f of entries.clip.files) expect(sha256(await readFile(path.join(manager.dirOf('clip-tiny'), f.path)))).toBe(f.sha256);
    // Nothing left in staging; no .part files anywhere.
    expect((await filesUnder(modelsDir)).filter((f) => !f.startsWith('clip-tiny/'))).toEqual([]);
    if (process.platform !== 'win32') {
      // Private like the library beside it: folders 0700, files (and the receipt) 0600.
      for (const dir of [modelsDir, manager.dirOf('clip-tiny'), path.join(manager.dirOf('clip-tiny'), 'onnx')]) expect((await stat(dir)).mode & 0o777, dir).toBe(0o700);
      for (const f of await filesUnder(manager.dirOf('clip-tiny'))) expect((await stat(path.join(manager.dirOf('clip-tiny'), f))).mode & 0o777, f).toBe(0o600);
    }
    expect(changes).toContain('clip-tiny');

    // Already verified: a second pull is a no-op without the network.
    const before = fetch.calls.length;
    await manager.pull('clip-tiny');
    expect(fetch.calls.length).toBe(before);
    expect((await manager.verify('clip-tiny')).ok).toBe(true);
  });

  it('coalesces concurrent pulls of the same model into one download', async () => {
    const manager = new ModelManager({ modelsDir: await tempDir('models-coalesce'), manifest: manifest() });
    const seen = server.requests.length;
    const a: ModelDownloadProgress[] = [];
    const b: ModelDownloadProgress[] = [];
    await Promise.all([manager.pull('minilm-tiny', { onProgress: (p) => a.push(p) }), manager.pull('minilm-tiny', { onProgress: (p) => b.push(p) })]);
    const fetched = server.requests.slice(seen).map((r) => r.path);
    expect(fetched.sort()).toEqual(entries.text.files.map((f) => `minilm-tiny/${f.path}`).sort());
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect((await manager.status('minilm-tiny')).verified).toBe(true);
  });

  it('rejects a checksum mismatch and leaves nothing behind', async () => {
    const modelsDir = await tempDir('models-bad');
    server.behave.set('minilm-tiny/onnx/model_quantized.onnx', { corrupt: true });
    try {
      const manager = new ModelManager({ modelsDir, manifest: manifest() });
      const err = await manager.pull('minilm-tiny').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ChecksumError);
      expect((err as ChecksumError).what).toBe('sha256');
      expect(await filesUnder(modelsDir)).toEqual([]);
      const status = await manager.status('minilm-tiny');
      expect(status).toMatchObject({ present: false, verified: false, bytes: 0 });
      expect(manager.whyMissing('minilm-tiny')).toMatch(/last download failed: .*sha256 mismatch/);
    } finally {
      server.behave.delete('minilm-tiny/onnx/model_quantized.onnx');
    }
  });

  it('an interrupted download leaves no partial model, and a retry resumes and succeeds', async () => {
    const modelsDir = await tempDir('models-drop');
    const file = 'clip-tiny/onnx/text_model_quantized.onnx';
    server.behave.set(file, { dropAfter: 50_000, times: 1 });
    try {
      const manager = new ModelManager({ modelsDir, manifest: manifest(), retries: 0 });
      const err = await manager.pull('clip-tiny').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TransferError);
      const status = await manager.status('clip-tiny');
      expect(status.present).toBe(false);
      expect(await stat(manager.dirOf('clip-tiny')).catch(() => null)).toBeNull();
      expect(manager.whyMissing('clip-tiny')).toMatch(/not downloaded.*last download failed/);

      const seen = server.requests.length;
      await manager.pull('clip-tiny');
      const again = server.requests.slice(seen);
      // Finished files are kept; the broken one resumes from where it stopped.
      expect(again.map((r) => r.path)).toEqual([file]);
      expect(again[0]?.range).toMatch(/^bytes=\d+-$/);
      expect(Number(/\d+/.exec(again[0]?.range ?? '')?.[0])).toBeGreaterThan(0);
      expect((await manager.status('clip-tiny')).verified).toBe(true);
      expect((await manager.verify('clip-tiny')).ok).toBe(true);
    } finally {
      server.behave.delete(file);
    }
  });

  it('retries a dropped connection within one pull (resuming with a Range request)', async () => {
    const file = 'minilm-tiny/onnx/model_quantized.onnx';
    server.behave.set(file, { dropAfter: 10_000, times: 2 });
    try {
      const manager = new ModelManager({ modelsDir: await tempDir('models-retry'), manifest: manifest(), retries: 2, retryDelayMs: 10 });
      const seen = server.requests.length;
      await manager.pull('minilm-tiny');
      const ranges = server.requests.slice(seen).filter((r) => r.path === file).map((r) => r.range);
      expect(ranges).toHaveLength(3);
      expect(ranges[0]).toBeUndefined();
      const offsets = ranges.slice(1).map((r) => Number(/^bytes=(\d+)-$/.exec(r ?? '')?.[1]));
      expect(offsets[0]).toBe(10_000);
      expect(offsets[1]).toBe(20_000);
      expect((await manager.verify('minilm-tiny')).ok).toBe(true);
    } finally {
      server.behave.delete(file);
    }
  });

  it('does not retry a 404, and keeps nothing', async () => {
    const modelsDir = await tempDir('models-404');
    const manager = new ModelManager({
      modelsDir,
      manifest: manifest((m) => {
        const f = m.models[1]?.files[0];
        if (f) f.url = `${server.base}/no/such/file.json`;
      }),
      retryDelayMs: 10,
    });
    const seen = server.requests.length;
    const err = await manager.pull('minilm-tiny').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(404);
    expect(server.requests.slice(seen).filter((r) => r.path === 'no/such/file.json')).toHaveLength(1);
    expect((await manager.status('minilm-tiny')).present).toBe(false);
  });

  it('records the checked hashes, and detects later damage', async () => {
    const modelsDir = await tempDir('models-damage');
    const manager = new ModelManager({ modelsDir, manifest: manifest() });
    await manager.pull('minilm-tiny');
    const receipt = JSON.parse(await readFile(path.join(modelsDir, 'minilm-tiny', '.mnemo-model.json'), 'utf8')) as {
      files: Record<string, { sha256: string; checkedAgainst: string }>;
    };
    for (const f of entries.text.files) expect(receipt.files[f.path]).toMatchObject({ sha256: f.sha256, checkedAgainst: 'manifest' });
    const ok = await manager.verify('minilm-tiny');
    expect(ok.ok).toBe(true);

    // Damage one file: the cheap status notices, verify names it, and pull repairs only that file.
    await appendFile(path.join(modelsDir, 'minilm-tiny', 'tokenizer.json'), ' ');
    expect((await manager.status('minilm-tiny')).verified).toBe(false);
    const bad = await manager.verify('minilm-tiny');
    expect(bad.ok).toBe(false);
    expect(bad.problems).toEqual([{ file: 'tokenizer.json', problem: expect.stringMatching(/^size \d+, expected \d+$/) }]);
    const seen = server.requests.length;
    await manager.pull('minilm-tiny');
    expect(server.requests.slice(seen).map((r) => r.path)).toEqual(['minilm-tiny/tokenizer.json']);
    expect((await manager.verify('minilm-tiny')).ok).toBe(true);
  });

  it('follows a redirect that stays on the test server, and refuses one to plain http elsewhere (not retried)', async () => {
    const file = 'minilm-tiny/tokenizer.json';
    const port = new URL(server.base).port;
    server.behave.set(file, { redirect: `http://localhost:${port}/moved/${file}` });
    try {
      const followed = new ModelManager({ modelsDir: await tempDir('models-redirect-ok'), manifest: manifest() });
      await followed.pull('minilm-tiny');
      expect((await followed.verify('minilm-tiny')).ok).toBe(true);

      server.behave.set(file, { redirect: 'http://mirror.example.invalid/tokenizer.json' });
      const modelsDir = await tempDir('models-redirect-http');
      const refused = new ModelManager({ modelsDir, manifest: manifest(), retries: 2, retryDelayMs: 10 });
      const seen = server.requests.length;
      const err = await refused.pull('minilm-tiny').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InsecureRedirectError);
      expect((err as Error).message).toBe(
        `the download of ${server.base}/${file} was redirected to http://mirror.example.invalid/tokenizer.json, which is not https; refused`,
      );
      expect(server.requests.slice(seen).filter((r) => r.path === file)).toHaveLength(1);
      expect(refused.whyMissing('minilm-tiny')).toMatch(/last download failed: .*not https; refused/);
      expect((await refused.status('minilm-tiny')).present).toBe(false);
    } finally {
      server.behave.delete(file);
    }
  });

  it('cuts off a server that sends more than the pinned size: nothing past it is written, nothing kept', async () => {
    const file = 'minilm-tiny/onnx/model_quantized.onnx';
    const pinned = entries.text.files.find((f) => `minilm-tiny/${f.path}` === file)!;
    server.behave.set(file, { extra: 4 * 1024 * 1024 });
    try {
      const modelsDir = await tempDir('models-oversize');
      const manager = new ModelManager({ modelsDir, manifest: manifest(), retries: 0 });
      const progress: ModelDownloadProgress[] = [];
      const err = await manager.pull('minilm-tiny', { onProgress: (p) => progress.push(p) }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ChecksumError);
      expect(err).toMatchObject({ what: 'size', expected: String(pinned.size), actual: `more than ${pinned.size}` });
      for (const p of progress.filter((e) => e.file === pinned.path)) expect(p.fileBytes).toBeLessThanOrEqual(pinned.size);
      expect(await filesUnder(modelsDir)).toEqual([]);
    } finally {
      server.behave.delete(file);
    }
  });

  it('stops on abort and keeps no partial model', async () => {
    const modelsDir = await tempDir('models-abort');
    const file = 'clip-tiny/onnx/vision_model_quantized.onnx';
    server.behave.set(file, { slowMs: 20 });
    try {
      const manager = new ModelManager({ modelsDir, manifest: manifest() });
      const controller = new AbortController();
      const pulling = manager.pull('clip-tiny', {
        signal: controller.signal,
        onProgress: (p) => {
          if (p.file === 'onnx/vision_model_quantized.onnx' && p.fileBytes > 4096) controller.abort();
        },
      });
      await expect(pulling).rejects.toMatchObject({ name: 'AbortError' });
      expect(manager.whyMissing('clip-tiny')).toMatch(/not downloaded/);
      expect(await stat(manager.dirOf('clip-tiny')).catch(() => null)).toBeNull();
    } finally {
      server.behave.delete(file);
    }
  });

  it('after a pull, loads offline: no server, a fresh manager, the embedders on its folders', async () => {
    const modelsDir = await tempDir('models-offline');
    const puller = new ModelManager({ modelsDir, manifest: manifest() });
    await Promise.all([puller.pull('clip-tiny'), puller.pull('minilm-tiny')]);

    const noNetwork: FetchLike = () => Promise.reject(new Error('network used'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('network used'));
    try {
      const manager = new ModelManager({ modelsDir, manifest: manifest(), fetch: noNetwork });
      const statuses = await manager.list();
      expect(statuses.map((s) => [s.id, s.present, s.verified])).toEqual([
        ['clip-tiny', true, true],
        ['minilm-tiny', true, true],
      ]);
      const clip = await ClipEmbedder.load(manager.dirOf('clip-tiny'));
      const text = await TextEmbedder.load(manager.dirOf('minilm-tiny'));
      const [t] = await clip.embedTexts(['a photo of a dog']);
      const [s] = await text.embed(['a photo of a dog']);
      expect(t?.length).toBe(32);
      expect(s?.length).toBe(24);
      await Promise.all([clip.dispose(), text.dispose()]);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('a model that appears later (copied in by hand) makes the reason go away', async () => {
    const modelsDir = await tempDir('models-appear');
    const manager = new ModelManager({ modelsDir, manifest: manifest() });
    expect(manager.whyMissing('minilm-tiny')).not.toBeNull();
    const dir = manager.dirOf('minilm-tiny');
    for (const f of entries.text.files) {
      await mkdir(path.dirname(path.join(dir, f.path)), { recursive: true });
      await appendFile(path.join(dir, f.path), await readFile(path.join(tinyRoot, 'minilm-tiny', f.path)));
    }
    expect(manager.whyMissing('minilm-tiny')).toBeNull();
    expect(await manager.status('minilm-tiny')).toMatchObject({ present: true, verified: false });
    expect((await manager.verify('minilm-tiny')).ok).toBe(true); // the manifest has hashes for these
    expect((await manager.status('minilm-tiny')).verified).toBe(true);

    // A pull over hand-copied files that match the manifest downloads nothing.
    const clipDir = manager.dirOf('clip-tiny');
    for (const f of entries.clip.files) {
      await mkdir(path.dirname(path.join(clipDir, f.path)), { recursive: true });
      await appendFile(path.join(clipDir, f.path), await readFile(path.join(tinyRoot, 'clip-tiny', f.path)));
    }
    const seen = server.requests.length;
    await manager.pull('clip-tiny');
    expect(server.requests.length).toBe(seen);
    expect((await manager.status('clip-tiny')).verified).toBe(true);
  });
});

describe('mnemo models (CLI)', () => {
  function sink() {
    let text = '';
    const stream = { write: (s: string) => ((text += s), true), isTTY: false } as unknown as NodeJS.WritableStream & { isTTY?: boolean };
    return { stream, text: () => text };
  }

  it('list, pull <id> and verify', async () => {
    const modelsDir = await tempDir('models-cli');
    const out = sink();
    const err = sink();
    const io = { modelsDir, manifest: manifest(), stdout: out.stream, stderr: err.stream };
    expect(await runModelsCommand(['list'], io)).toBe(0);
    expect(out.text()).toMatch(/clip-tiny\s+clip\s+not downloaded/);
    expect(await runModelsCommand(['pull', 'minilm-tiny'], io)).toBe(0);
    expect(out.text()).toMatch(/minilm-tiny: ready in /);
    expect(err.text()).toMatch(/minilm-tiny: .*\(100%\)/);
    expect(await runModelsCommand(['verify'], io)).toBe(0);
    expect(out.text()).toMatch(/minilm-tiny: ok/);
    const json = sink();
    expect(await runModelsCommand(['list'], { ...io, json: true, stdout: json.stream })).toBe(0);
    const listed = ModelsListJson.parse(JSON.parse(json.text()));
    expect(listed.models.map((m) => [m.id, m.verified])).toEqual([
      ['clip-tiny', false],
      ['minilm-tiny', true],
    ]);
    expect(await runModelsCommand(['pull', 'nope'], io)).toBe(2);
    expect(await runModelsCommand(['pull'], io)).toBe(2);
  });
});
