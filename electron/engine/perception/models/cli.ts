import type { ModelsListJson, ModelsPullJson, ModelsVerifyJson } from '../../../../shared/cli';
import type { FetchLike } from './download';
import { ModelManager, type ModelStatus } from './manager';
import type { Manifest } from './manifest';
import type { ModelDownloadProgress } from './pull-job';

export const MODELS_USAGE = `mnemo models — the on-device models perception uses

Usage: npm run mnemo -- models [list|pull <id...>|pull --all|verify [id...]] [--models <dir>] [--json]

  list            every model in the manifest: ready, missing or incomplete, and its size
  pull <id...>    download (or repair) models, with progress; checksums verified before use
  pull --all      every model that is not ready
  verify [id...]  re-hash the files on disk against the manifest (default: every present model)

Models live in --models <dir>, else MNEMO_MODELS, else the OS app-data folder beside the library.
`;

export interface ModelsCommandIo {
  modelsDir: string;
  manifest?: Manifest;
  fetch?: FetchLike;
  json?: boolean;
  stdout?: NodeJS.WritableStream & { isTTY?: boolean };
  stderr?: NodeJS.WritableStream & { isTTY?: boolean };
  signal?: AbortSignal;
}

/**
 * `mnemo models …`, for the CLI's dispatcher: `args` are what follows `models`.
 * Returns the exit code (0 ok, 1 a pull or verify failed, 2 usage).
 */
export async function runModelsCommand(args: string[], io: ModelsCommandIo): Promise<number> {
  const out = io.stdout ?? process.stdout;
  const err = io.stderr ?? process.stderr;
  const manager = new ModelManager({
    modelsDir: io.modelsDir,
    ...(io.manifest ? { manifest: io.manifest } : {}),
    ...(io.fetch ? { fetch: io.fetch } : {}),
  });
  const [sub = 'list', ...rest] = args;
  const all = rest.includes('--all');
  const ids = rest.filter((a) => !a.startsWith('--'));
  const unknown = ids.filter((id) => !manager.has(id));
  if (unknown.length > 0) {
    err.write(`unknown model ${unknown.join(', ')}; known: ${manager.manifest.models.map((m) => m.id).join(', ')}\n`);
    return 2;
  }

  switch (sub) {
    case 'list': {
      const models = await manager.list();
      const listed: ModelsListJson = { modelsDir: manager.modelsDir, models };
      if (io.json) out.write(`${JSON.stringify(listed, null, 2)}\n`);
      else out.write(`${formatList(models, manager.modelsDir)}\n`);
      return 0;
    }
    case 'pull': {
      if (ids.length === 0 && !all) {
        err.write('pull needs a model id (or --all)\n');
        return 2;
      }
      const targets = all ? (await manager.list()).filter((m) => !m.verified).map((m) => m.id) : ids;
      let failed = 0;
      const results: ModelsPullJson['pulled'] = [];
      for (const id of targets) {
        const progress = progressPrinter(err, id);
        try {
          await manager.pull(id, { onProgress: progress.update, ...(io.signal ? { signal: io.signal } : {}) });
          progress.done();
          results.push({ id, ok: true });
          if (!io.json) out.write(`${id}: ready in ${manager.dirOf(id)}\n`);
        } catch (e) {
          progress.done();
          failed++;
          const message = e instanceof Error ? e.message : String(e);
          results.push({ id, ok: false, error: message });
          if (!io.json) err.write(`${id}: ${message}\n`);
          if (io.signal?.aborted) break;
        }
      }
      if (io.json) out.write(`${JSON.stringify({ pulled: results }, null, 2)}\n`);
      else if (targets.length === 0) out.write('every model is ready\n');
      return failed > 0 ? 1 : 0;
    }
    case 'verify': {
      const targets = ids.length > 0 ? ids : (await manager.list()).filter((m) => m.present || m.bytes > 0).map((m) => m.id);
      const results: ModelsVerifyJson['verified'] = [];
      for (const id of targets) results.push(await manager.verify(id, io.signal));
      if (io.json) out.write(`${JSON.stringify({ verified: results }, null, 2)}\n`);
      else {
        if (results.length === 0) out.write('no model is downloaded yet\n');
        for (const r of results) {
          out.write(`${r.id}: ${r.ok ? 'ok' : 'FAILED'}\n`);
          for (const p of r.problems) out.write(`  ${p.file}: ${p.problem}\n`);
        }
      }
      return results.every((r) => r.ok) ? 0 : 1;
    }
    case 'help':
    case '--help':
      out.write(MODELS_USAGE);
      return 0;
    default:
      err.write(`unknown models command ${sub}\n${MODELS_USAGE}`);
      return 2;
  }
}

function formatList(models: ModelStatus[], dir: string): string {
  const rows = models.map((m) => {
    const state = m.verified
      ? 'ready'
      : m.present
        ? 'present, not verified (run verify)'
        : m.bytes > 0
          ? `incomplete (missing ${m.missingFiles.length} file${m.missingFiles.length === 1 ? '' : 's'})`
          : 'not downloaded';
    return [m.id, m.task, state, `${Math.round((m.present ? m.bytes : m.size) / 1e6)} MB`];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length), ['model', 'task', 'state'][i]?.length ?? 0));
  const line = (r: string[]): string => r.map((c, i) => (i < 3 ? c.padEnd(widths[i] ?? 0) : c)).join('  ');
  return [`models in ${dir}`, line(['model', 'task', 'state', 'size']), ...rows.map(line)].join('\n');
}

/** Progress on stderr: a rewritten line on a terminal, a line per 10% otherwise. */
function progressPrinter(stream: NodeJS.WritableStream & { isTTY?: boolean }, id: string) {
  let lastDecile = -1;
  let drew = false;
  return {
    update: (p: ModelDownloadProgress): void => {
      const pct = p.total ? Math.min(100, Math.floor((100 * p.bytes) / p.total)) : null;
      const text = `${id}: ${p.file} ${Math.round(p.bytes / 1e6)}${p.total ? ` / ${Math.round(p.total / 1e6)}` : ''} MB${pct !== null ? ` (${pct}%)` : ''}`;
      if (stream.isTTY) {
        stream.write(`\r${text}\x1b[K`);
        drew = true;
      } else if (pct !== null && Math.floor(pct / 10) > lastDecile) {
        lastDecile = Math.floor(pct / 10);
        stream.write(`${text}\n`);
      }
    },
    done: (): void => {
      if (drew) stream.write('\n');
      drew = false;
    },
  };
}
