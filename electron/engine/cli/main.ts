import path from 'node:path';
import { parseArgs } from 'node:util';
import type {
  AskJson,
  DuplicatesJson,
  EventsJson,
  IndexJson,
  PauseJson,
  PlacesJson,
  KnowledgeJson,
  ListItemJson,
  ListJson,
  OllamaPullJson,
  OllamaStatusJson,
  SearchJson,
  StatusJson,
} from '../../../shared/cli';
import type { Memory } from '../../../shared/memory';
import type { LibraryStatus } from '../../../shared/status';
import { openEngine } from '../index';
import { resolveLibraryDir } from '../settings/locations';
import { resolveModelsDir, runModelsCommand } from '../perception/models';

const USAGE = `mnemo — your photo library, answered on your own machine

Usage: npm run mnemo -- <command> [options]

Commands:
  index <folder...>     add folders as roots, ingest everything that can run now, exit
  status                counts per stage (done / pending / failed) and errors
  pause | resume        pause or resume indexing of every folder
  list                  every memory
  search "<text>"       find memories: text, places, dates, events (no answer step)
  ask "<question>"      answer a question and show the memories that prove it (--no-llm: extractive)
  events                inferred and hand-made events (trips, outings, …)
  duplicates            exact copies and similar shots, each with the one to keep and why
  places                towns you took photos in (from GPS, offline), with their photos
  knowledge             facts inferred about your life (with Ollama), with their evidence
  models [list|pull <id>|verify]   on-device models (see \`models --help\`)
  ollama [status|list|pull <model>]   the local LLM server: health, models, downloads
  watch                 keep watching the roots until interrupted
  rebuild               set a damaged database aside (kept), build a fresh one, replay your edits, re-index

Options:
  --library <dir>   library folder (else MNEMO_LIBRARY, else the OS app-data folder)
  --json            print JSON
  --now <ISO>       reference time for relative dates in search ("last week")
  --limit <n>       maximum search results (default 20)
`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      library: { type: 'string' },
      json: { type: 'boolean', default: false },
      now: { type: 'string' },
      limit: { type: 'string' },
      models: { type: 'string' },
      all: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      'no-llm': { type: 'boolean', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (!command || values.help) {
    process.stdout.write(USAGE);
    return command || values.help ? 0 : 2;
  }
  const libraryDir = resolveLibraryDir(values.library);
  const json = values.json ?? false;

  switch (command) {
    case 'index':
      return index(libraryDir, values.models, args, json);
    case 'pause':
    case 'resume': {
      const engine = await openEngine({ libraryDir });
      try {
        const settings = await engine.pauseAll({ paused: command === 'pause' });
        const out: PauseJson = { paused: settings.paused };
        print(json, out, () => (settings.paused ? 'indexing paused' : 'indexing resumed'));
      } finally {
        await engine.close();
      }
      return 0;
    }
    case 'status': {
      const engine = await openEngine({ libraryDir });
      try {
        const status: StatusJson = await engine.status({});
        print(json, status, () => formatStatus(status));
        return status.damaged ? 1 : 0;
      } finally {
        await engine.close();
      }
    }
    case 'rebuild': {
      const engine = await openEngine({ libraryDir, ...(values.models ? { modelsDir: values.models } : {}) });
      try {
        const { movedTo } = await engine.rebuildLibrary({});
        const out = await engine.indexOnce([]);
        print(json, { movedTo, ...out }, () => `${movedTo ? `damaged database kept at ${movedTo}\n` : ''}rebuilt: indexed ${out.indexed} memories, ${out.errors} with errors; your edits were replayed`);
        return 0;
      } finally {
        await engine.close();
      }
    }
    case 'list': {
      const engine = await openEngine({ libraryDir });
      try {
        const { memories } = await engine.listMemories({ offset: 0, limit: 5000 });
        const all = memories.length < 5000 ? memories : await listAll(engine);
        const out: ListJson = { memories: all.map(listItem) };
        print(json, out, () => all.map(formatMemory).join('\n'));
      } finally {
        await engine.close();
      }
      return 0;
    }
    case 'search': {
      const text = args.join(' ').trim();
      if (!text) throw new UsageError('search needs the text to look for');
      const limit = values.limit ? Number(values.limit) : 20;
      if (values.now && Number.isNaN(Date.parse(values.now))) throw new UsageError(`--now is not an ISO date: ${values.now}`);
      const engine = await openEngine({ libraryDir });
      try {
        const out: SearchJson = await engine.search({ text, limit, ...(values.now ? { now: new Date(values.now).toISOString() } : {}) });
        print(json, out, () => out.results.map((r) => `${r.score.toFixed(2)}  ${r.takenAt ?? '—'}  ${r.place ?? ''}  ${r.path}`).join('\n') || 'no results');
      } finally {
        await engine.close();
      }
      return 0;
    }
    case 'events': {
      const engine = await openEngine({ libraryDir, ...(values.models ? { modelsDir: values.models } : {}) });
      try {
        const { events } = await engine.listEvents({});
        const out: EventsJson = { events: events.map(({ id, name, start, end, place, memberCount, origin }) => ({ id, name, start, end, place, memberCount, origin })) };
        print(json, out, () => events.map((e) => `${e.start.slice(0, 10)} → ${e.end.slice(0, 10)}  ${e.name}  (${e.memberCount} memories, ${e.origin})`).join('\n') || 'no events yet');
      } finally {
        await engine.close();
      }
      return 0;
    }
    case 'places': {
      const engine = await openEngine({ libraryDir });
      try {
        const { places } = await engine.places({});
        const out: PlacesJson = { places: places.map(({ name, lat, lon, count, memoryIds }) => ({ name, lat, lon, count, memoryIds })) };
        print(json, out, () => places.map((p) => `${String(p.count).padStart(6)}  ${p.name}  (${p.lat.toFixed(3)}, ${p.lon.toFixed(3)})`).join('\n') || 'no photos with a location yet');
      } finally {
        await engine.close();
      }
      return 0;
    }
    case 'ask': {
      const question = args.join(' ').trim();
      if (!question) throw new UsageError('ask needs a question');
      if (values.now && Number.isNaN(Date.parse(values.now))) throw new UsageError(`--now is not an ISO date: ${values.now}`);
      const engine = await openEngine({ libraryDir, ...(values.models ? { modelsDir: values.models } : {}) });
      try {
        if (!json) engine.onNotification('answerDelta', ({ delta }) => process.stdout.write(delta));
        const out = await engine.ask({ question, noLlm: values['no-llm'] ?? false, ...(values.now ? { now: new Date(values.now).toISOString() } : {}) });
        const references = out.references.map(({ id, path: p, takenAt, place, score, why }) => ({ id, path: p, takenAt, place, score, why }));
        const printed: AskJson = { answer: out.answer, references, analysis: out.analysis, usedLLM: out.usedLLM, facts: out.facts };
        print(json, printed, () =>
          ['', ...(out.facts.length ? [`(${out.facts.join('; ')})`] : []), ...references.map((r, i) => `  [${i + 1}] ${r.takenAt?.slice(0, 10) ?? '—'}  ${r.place ?? ''}  ${r.path}\n      ${r.why}`)].join('\n'),
        );
      } finally {
        await engine.close();
      }
      return 0;
    }
    case 'duplicates': {
      const engine = await openEngine({ libraryDir });
      try {
        const { groups } = await engine.duplicateReview({});
        const out: DuplicatesJson = { groups: groups.map(({ kind, memberIds, paths, suggested, keepPath, reason }) => ({ kind, memberIds, paths, suggested, keepPath, reason })) };
        print(json, out, () => groups.map((g) => `${g.kind.padEnd(7)} keep ${g.keepPath}  (${g.reason})
${g.paths.filter((p) => p !== g.keepPath).map((p) => `        also ${p}`).join('\n')}`).join('\n') || 'no duplicates');
      } finally {
        await engine.close();
      }
      return 0;
    }
    case 'knowledge': {
      const engine = await openEngine({ libraryDir, ...(values.models ? { modelsDir: values.models } : {}) });
      try {
        const { knowledge } = await engine.listKnowledge({});
        const out: KnowledgeJson = { knowledge };
        print(json, out, () => knowledge.map((k) => `${k.status === 'confirmed' ? '✓' : '·'} ${k.statement}  (${k.evidenceIds.length} memories, ${Math.round(k.confidence * 100)}%)`).join('\n') || 'no knowledge yet (it needs Ollama: see `mnemo ollama status`)');
      } finally {
        await engine.close();
      }
      return 0;
    }
    case 'ollama':
      return ollama(libraryDir, args, json);
    case 'models':
      return runModelsCommand(values.all ? [...args, '--all'] : args, { modelsDir: resolveModelsDir(values.models), json });
    case 'watch':
      return watch(libraryDir, values.models, json);
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

async function index(libraryDir: string, modelsDir: string | undefined, folders: string[], json: boolean): Promise<number> {
  if (folders.length === 0) throw new UsageError('index needs at least one folder');
  const engine = await openEngine({ libraryDir, ...(modelsDir ? { modelsDir } : {}) });
  try {
    const out: IndexJson = await engine.indexOnce(folders.map((f) => path.resolve(f)));
    const pending = Object.keys(out.pending).length ? `, pending: ${JSON.stringify(out.pending)}` : '';
    print(json, out, () => `indexed ${out.indexed} memories, ${out.errors} with errors${pending}`);
    const { settingsRecovery } = await engine.status({});
    if (settingsRecovery) process.stderr.write(`mnemo: ${recoveryNotice(settingsRecovery)}\n`);
    return 0;
  } finally {
    await engine.close();
  }
}

async function ollama(libraryDir: string, args: string[], json: boolean): Promise<number> {
  const [sub = 'status', model] = args;
  const engine = await openEngine({ libraryDir });
  try {
    if (sub === 'status' || sub === 'list') {
      const s: OllamaStatusJson = await engine.llmStatus({});
      print(json, s, () =>
        [
          `Ollama at ${s.url}${s.loopback ? '' : '  (not this machine: photos would leave it)'}: ${s.reachable ? `running, version ${s.version}` : `not reachable (${s.reason})`}`,
          `vision model ${s.visionModel.name}: ${s.visionModel.present ? 'installed' : 'missing'}`,
          `text model   ${s.textModel.name}: ${s.textModel.present ? 'installed' : 'missing'}`,
          ...(sub === 'list' ? s.models.map((m) => `  ${m}`) : []),
        ].join('\n'),
      );
      return s.reachable ? 0 : 1;
    }
    if (sub === 'pull') {
      if (!model) throw new UsageError('ollama pull needs a model name');
      engine.onNotification('pullProgress', (p) => {
        if (!json) process.stderr.write(`\r${p.status}${p.total ? ` ${Math.floor((100 * (p.completed ?? 0)) / p.total)}%` : ''}   `);
      });
      await engine.pullLlmModel({ model });
      const out: OllamaPullJson = { pulled: model };
      print(json, out, () => `\npulled ${model}`);
      return 0;
    }
    throw new UsageError(`unknown ollama command: ${sub}`);
  } finally {
    await engine.close();
  }
}

async function watch(libraryDir: string, modelsDir: string | undefined, json: boolean): Promise<number> {
  const engine = await openEngine({ libraryDir, ...(modelsDir ? { modelsDir } : {}) });
  engine.onNotification('progress', (s: StatusJson) => print(json, s, () => `${s.memories} memories, ${s.queued} queued${s.filesPerSecond ? `, ${s.filesPerSecond.toFixed(1)} files/s` : ''}`));
  await engine.startWatching();
  const settings = await engine.getSettings({});
  process.stderr.write(`watching ${settings.roots.join(', ') || '(no roots)'} — Ctrl+C to stop\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await engine.close();
  return 0;
}

async function listAll(engine: Awaited<ReturnType<typeof openEngine>>): Promise<Memory[]> {
  const out: Memory[] = [];
  for (let offset = 0; ; offset += 5000) {
    const page = await engine.listMemories({ offset, limit: 5000 });
    out.push(...page.memories);
    if (out.length >= page.total || page.memories.length === 0) return out;
  }
}

/** The `list --json` contract other tools rely on. */
function listItem(m: Memory): ListItemJson {
  return {
    id: m.id, path: m.path, kind: m.kind, takenAt: m.takenAt, takenAtLocal: m.takenAtLocal, offset: m.offset,
    timeSource: m.timeSource, lat: m.lat, lon: m.lon, place: m.place?.label ?? null, status: m.status, error: m.error,
  };
}

function formatMemory(m: Memory): string {
  const when = m.takenAtLocal ? `${m.takenAtLocal}${m.offset ?? ''} (${m.timeSource})` : '—';
  return `${m.status.padEnd(7)} ${m.kind.padEnd(10)} ${when.padEnd(36)} ${(m.place?.label ?? '').padEnd(30)} ${m.path}${m.error ? `\n        ${m.error}` : ''}`;
}

function recoveryNotice(r: NonNullable<LibraryStatus['settingsRecovery']>): string {
  return `${r.message} (could not read: ${r.lost.join(', ')}; the damaged file is kept as ${r.keptAs}). Check the folders and exclusions, then resume: \`mnemo resume\` or Settings → Folders → Resume all.`;
}

function formatStatus(s: LibraryStatus): string {
  if (s.damaged) {
    return [
      `library ${s.library}: DAMAGED — ${s.damaged.reason}`,
      'Nothing is indexed or answered until it is rebuilt: `mnemo rebuild` sets the database aside (it is kept),',
      'builds a fresh one from your folders and replays your edits (corrections, names, events, knowledge).',
    ].join('\n');
  }
  const lines = [`library ${s.library}: ${s.memories} memories${s.deleted ? ` (${s.deleted} removed)` : ''}${s.paused ? ' — paused' : ''}`];
  if (s.settingsRecovery) lines.push(recoveryNotice(s.settingsRecovery));
  for (const [stage, c] of Object.entries(s.stages)) {
    lines.push(`  ${stage.padEnd(10)} done ${String(c.done).padStart(6)}  pending ${String(c.pending).padStart(6)}  failed ${String(c.failed).padStart(6)}${c.reasons.length ? `  (${c.reasons.join('; ')})` : ''}`);
  }
  if (s.errors.length) {
    lines.push('errors:');
    for (const e of s.errors) lines.push(`  ${e.path}: ${e.stage}: ${e.error}`);
  }
  return lines.join('\n');
}

function print(json: boolean, value: unknown, human: () => string): void {
  process.stdout.write(json ? JSON.stringify(value) + '\n' : human() + '\n');
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`mnemo: ${(err as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    process.stderr.write(`mnemo: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
    process.exit(1);
  },
);
