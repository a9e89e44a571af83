/**
 * The process the fault campaign kills, starves and loads: a real engine (`openEngine`) on a library
 * folder, driven by one JSON argument, reporting what it does as JSON lines on stdout so the campaign
 * can wait on those lines (never on guessed delays). Test-only: the app never runs this.
 *
 *   index  add the album as a root and run everything (`indexOnce`), then report memories, status, an answer
 *   edit   correct memories one after the other (a note each), saying when each call returned
 *   check  open the library and report, as `index` does, without indexing
 *   serve  the serve bridge on a free port with a placeholder page
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openEngine, type Engine } from '../../electron/engine/index';
import { startServer } from '../../electron/engine/serve/server';

export interface ChildConfig {
  mode: 'index' | 'edit' | 'check' | 'serve';
  library: string;
  models: string;
  album?: string;
  /** Ollama settings; without them the URL points at a closed port so nothing real is contacted. */
  llm?: { url: string; textModel?: string; visionModel?: string };
  /** edit: how many memories to correct, and the tag that makes each note's value unique to the round. */
  edits?: number;
  tag?: string;
  /** serve: a folder for the placeholder renderer. */
  renderer?: string;
}

/** One line the campaign reads. */
export type ChildLine =
  | { t: 'open' }
  | { t: 'progress'; queued: number; stages: Record<string, [done: number, pending: number, failed: number]> }
  | { t: 'indexed'; indexed: number; errors: number; pending: Record<string, number> }
  | { t: 'report'; memories: number; listed: number; errors: Array<{ path: string; stage: string; error: string }>; answered: boolean; answer: string }
  | { t: 'editing'; ids: string[] }
  | { t: 'edit-returned'; id: string; value: string }
  | { t: 'serving'; url: string; token: string }
  | { t: 'error'; message: string }
  | { t: 'closed' };

const say = (line: ChildLine) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function report(engine: Engine): Promise<void> {
  const status = await engine.status({});
  // Listing reads every row's columns: a damaged data file shows here if anywhere.
  const { memories } = await engine.listMemories({ offset: 0, limit: 5_000 });
  const out = await engine.ask({ question: 'What did I do last month?', noLlm: true });
  say({
    t: 'report',
    memories: status.memories,
    listed: memories.length,
    errors: status.errors.map(({ path: p, stage, error }) => ({ path: p, stage, error })),
    answered: typeof out.answer === 'string' && out.answer.length > 0,
    answer: out.answer.slice(0, 200),
  });
}

async function main(config: ChildConfig): Promise<void> {
  const engine = await openEngine({ libraryDir: config.library, modelsDir: config.models });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await engine.close();
    say({ t: 'closed' });
  };
  try {
    await engine.setLlmSettings(config.llm ?? { url: 'http://127.0.0.1:9' });
    say({ t: 'open' });
    switch (config.mode) {
      case 'index': {
        engine.onNotification('progress', (s) => {
          const stages = Object.fromEntries(Object.entries(s.stages).map(([name, c]) => [name, [c.done, c.pending, c.failed] as [number, number, number]]));
          say({ t: 'progress', queued: s.queued, stages });
        });
        if (!config.album) throw new Error('index needs an album folder');
        say({ t: 'indexed', ...(await engine.indexOnce([config.album])) });
        await report(engine);
        break;
      }
      case 'check':
        await report(engine);
        break;
      case 'edit': {
        const { memories } = await engine.listMemories({ offset: 0, limit: 5_000 });
        const ids = memories.map((m) => m.id).sort().slice(0, config.edits ?? memories.length);
        say({ t: 'editing', ids });
        for (const id of ids) {
          const value = `${config.tag ?? 'edit'} ${id}`;
          await engine.correctMemory({ id, field: 'note', value });
          say({ t: 'edit-returned', id, value });
        }
        break;
      }
      case 'serve': {
        const renderer = config.renderer ?? path.join(config.library, '..', 'renderer');
        await mkdir(renderer, { recursive: true });
        await writeFile(path.join(renderer, 'index.html'), '<!doctype html><title>Mnemo</title><div id="root"></div>\n');
        const server = await startServer({ engine, rendererDir: renderer, libraryDir: config.library });
        say({ t: 'serving', url: server.url, token: server.token });
        await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
        await server.close();
        break;
      }
    }
  } finally {
    await close();
  }
}

const config = JSON.parse(process.argv[2] ?? '{}') as ChildConfig;
main(config).then(
  () => process.exit(0),
  (err: unknown) => {
    // One readable line: the campaign checks that a failure says what went wrong.
    say({ t: 'error', message: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  },
);
