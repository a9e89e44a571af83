/**
 * `npm run eval [-- options]`: question-answering evaluation on the generated albums, side by side —
 * ten tuning albums (dev, held-out, unseen, fresh, novel, blind2, blind, blind3, blind10, blind12: all looked at while tuning) and the blind albums,
 * blind4, blind5, blind6, blind7, blind8, blind9 and blind11 (each written by someone who never tuned the engine and never looked at since: the figures that count),
 *
 * For each album set: builds the album (eval/album/generate.ts) in a temp folder (or reuses
 * `--album <dir>`), indexes it once in its own library with the engine (no LLM, no downloadable models unless `--models <dir>`), makes sure the
 * memories carry OCR text (eval/ocr-source.ts), then runs its question set (ALBUMS below) through
 * every configuration (eval/configs.ts): Mnemo's ask, Mnemo's search, the plain-RAG baseline and BM25
 * over all text, plus ablations when the ask contract exposes them. Prints and writes the
 * "## QA evaluation (npm run eval)" section of bench/RESULTS.md. `--scale N` adds the scale test
 * (eval/scale.ts). Reports, never asserts.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEngine, type Engine } from '../electron/engine/index';
import { generateAlbum, PLANS } from './album/generate';
import type { LifePlan } from './album/plan';
import type { AlbumSpec } from './album/spec';
import { askTakesAblate, bm25AllText, mnemoAsk, mnemoSearch, plainRag, type Config } from './configs';
import { evidenceOf, recallAt, score, type QuestionResult } from './metrics';
import { firstMissCause, misreadCause } from './miss-cause';
import type { Memory } from '../shared/memory';
import { prepareOcr, type OcrMode } from './ocr-source';
import { buildQuestions, keywordHit, type EvalQuestion } from './questions';
import { buildBlindQuestions } from './questions-blind';
import { buildBlind2Questions } from './questions-blind2';
import { buildBlind3Questions } from './questions-blind3';
import { buildBlind4Questions } from './questions-blind4';
import { buildBlind5Questions } from './questions-blind5';
import { buildBlind6Questions } from './questions-blind6';
import { buildBlind7Questions } from './questions-blind7';
import { buildBlind8Questions } from './questions-blind8';
import { buildBlind9Questions } from './questions-blind9';
import { buildBlind10Questions } from './questions-blind10';
import { buildBlind11Questions } from './questions-blind11';
import { buildBlind12Questions } from './questions-blind12';
import { buildFreshQuestions } from './questions-fresh';
import { buildNovelQuestions } from './questions-novel';
import { buildHoldoutQuestions } from './questions-holdout';
import { buildUnseenQuestions } from './questions-unseen';
import { rewordings } from './paraphrases/index';
import { albumsMarkdown, machine, scaleMarkdown, writeSection, type AlbumReport, type ConfigRun } from './report';
import { runScale } from './scale';
import { translationsSettled } from '../electron/engine/qa/lexicon/translations';
import { writeResultsJson } from '../bench/results-file';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(HERE, '..', 'bench', 'RESULTS.md');
/** No LLM: nothing listens on the discard port. */
const NO_LLM_URL = 'http://127.0.0.1:9';
type AlbumSet = LifePlan['id'];

/** Each album's questions, what its figures mean (printed in its notes), and whether its misses may be listed. */
const ALBUMS: Record<AlbumSet, { questions: (spec: AlbumSpec) => EvalQuestion[]; provenance: string; listMisses: boolean }> = {
  dev: {
    questions: buildQuestions,
    provenance: 'These questions are the dev set: the retrieval signals (journeys read in their direction, question-word coverage, an event\'s venue, recency words) were developed against its misses, so read its figures as how well this album\'s kinds of questions are handled; the blind albums are the general figure.',
    listMisses: true,
  },
  holdout: {
    questions: buildHoldoutQuestions,
    provenance: 'These questions were held out: album and questions were committed (d246d26) before the engine first ran on them, but their misses have since been looked at while tuning, so this is a second tuning album; later commits may only fix gold that contradicts the pictures.',
    listMisses: true,
  },
  unseen: {
    questions: buildUnseenQuestions,
    provenance: 'These questions were unseen: album and questions were committed (2d55f01) before the engine first ran on them, but the album has since been used for tuning, so this is a third tuning album; later commits may only fix gold that contradicts the pictures.',
    listMisses: true,
  },
  fresh: {
    questions: buildFreshQuestions,
    provenance: 'These questions were fresh: album and questions were committed before the engine first ran on them, to find what the engine still overfits; the album is used for tuning since, so this is a fourth tuning album; later commits may only fix gold that contradicts the pictures.',
    listMisses: true,
  },
  novel: {
    questions: buildNovelQuestions,
    provenance: 'These questions were novel: album and questions were committed before the engine first ran on them (its first run is a second untuned figure), to find what the engine still overfits; the album is used for tuning since, so this is a fifth tuning album; later commits may only fix gold that contradicts the pictures.',
    listMisses: true,
  },
  blind: {
    questions: buildBlindQuestions,
    provenance: 'These questions were blind: a life in Cape Town, album and questions written by someone who never tuned the engine (nor read its question answering or search code) and committed (0be0450) before the engine first ran on them; its runs until 2026-12-03 (R@5 0.80, answers 56 % of 52) were an untuned figure. On 2026-12-03 its misses were opened for causes, so it is a seventh tuning album since; later commits may only fix gold that contradicts the pictures.',
    listMisses: true,
  },
  blind2: {
    questions: buildBlind2Questions,
    provenance: 'These questions were blind: a second life (Bengaluru), album and questions written by someone who never tuned the engine and committed (a74ede6) before the engine first ran on it; its first runs (R@5 0.86 → 0.87, answers 52 % of 54) were an untuned figure. On 2026-12-02 its misses were opened for causes, so it is a sixth tuning album since; later commits may only fix gold that contradicts the pictures.',
    listMisses: true,
  },
  blind3: {
    questions: buildBlind3Questions,
    provenance: 'These questions were blind: a third life (Nairobi), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (272d060) before the engine first ran on them; its runs until 2026-12-04 (R@5 0.67–0.70, answers 52–54 % of 56; first run 0.67 / 54 %) were an untuned figure. On 2026-12-04 its misses were opened for causes, so it is an eighth tuning album since; later commits may only fix gold that contradicts the pictures.',
    listMisses: true,
  },
  blind4: {
    questions: buildBlind4Questions,
    provenance: 'These questions are blind: a fourth life (Dublin), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (409b347) before the engine first ran on them; nobody tuning the engine looks at them or at their per-question results (not listed here, on purpose); later commits may only fix gold that contradicts the pictures.',
    listMisses: false,
  },
  blind5: {
    questions: buildBlind5Questions,
    provenance: 'These questions are blind: a fifth life (Auckland), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (8759ccf) before the engine first ran on them; nobody tuning the engine looks at them or at their per-question results (not listed here, on purpose); later commits may only fix gold that contradicts the pictures.',
    listMisses: false,
  },
  blind6: {
    questions: buildBlind6Questions,
    provenance: 'These questions are blind: a sixth life (Chicago), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (9cc0d4c) before the engine first ran on them; nobody tuning the engine looks at them or at their per-question results (not listed here, on purpose); later commits may only fix gold that contradicts the pictures.',
    listMisses: false,
  },
  blind7: {
    questions: buildBlind7Questions,
    provenance: 'These questions are blind: a seventh life (Brisbane), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (f2941f4) before the engine first ran on them; nobody tuning the engine looks at them or at their per-question results (not listed here, on purpose); later commits may only fix gold that contradicts the pictures.',
    listMisses: false,
  },
  blind8: {
    questions: buildBlind8Questions,
    provenance: 'These questions are blind: an eighth life (Vancouver), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (f608bab) before the engine first ran on them; nobody tuning the engine looks at them or at their per-question results (not listed here, on purpose); later commits may only fix gold that contradicts the pictures.',
    listMisses: false,
  },
  blind9: {
    questions: buildBlind9Questions,
    provenance: 'These questions are blind: a ninth life (Metro Manila), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (196b3a2) before the engine first ran on them; nobody tuning the engine looks at them or at their per-question results (not listed here, on purpose); later commits may only fix gold that contradicts the pictures.',
    listMisses: false,
  },
  blind10: {
    questions: buildBlind10Questions,
    provenance: 'These questions were blind: a tenth life (Lisbon), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (4bf497b) before the engine first ran on them; its first run (4bf497b, 2026-12-06: R@5 0.49, answers 33 % of 54, plain RAG R@5 0.35) was an untuned figure. On 2026-12-06 its misses were opened for causes, so it is a ninth tuning album since; later commits may only fix gold that contradicts the pictures.',
    listMisses: true,
  },
  blind11: {
    questions: buildBlind11Questions,
    provenance: 'These questions are blind: an eleventh life (Mexico City), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (6e06246) before the engine first ran on them; nobody tuning the engine looks at them or at their per-question results (not listed here, on purpose); later commits may only fix gold that contradicts the pictures.',
    listMisses: false,
  },
  blind12: {
    questions: buildBlind12Questions,
    provenance: 'These questions were blind: a twelfth life (Tucson), album and questions written by someone who never tuned the engine (nor read any of its code) and committed (60b6857) before the engine first ran on them; its first run (c6563d2, 2026-12-07: R@5 0.79, answers 47 % of 57, plain RAG R@5 0.79) and its runs until 2026-12-08 (f8a3f2f: R@5 0.79, answers 49 % of 57) were an untuned figure. On 2026-12-08 its misses were opened for causes (the ablations said WordNet\'s kinds and definitions cost it answers), so it is a tenth tuning album since; later commits may only fix gold that contradicts the pictures.',
    listMisses: true,
  },
};
/** `--album-set` values: one album, `all` of them, `tuning` (the albums tuned on), `untuned` (the blind albums nobody tuned on) or `both` (dev + holdout, as before the unseen album). */
const ALBUM_SETS: Record<string, AlbumSet[]> = {
  all: ['dev', 'holdout', 'unseen', 'fresh', 'novel', 'blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10', 'blind11', 'blind12'], tuning: ['dev', 'holdout', 'unseen', 'fresh', 'novel', 'blind2', 'blind', 'blind3', 'blind10', 'blind12'], untuned: ['blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind11'], both: ['dev', 'holdout'], dev: ['dev'], holdout: ['holdout'], unseen: ['unseen'], fresh: ['fresh'], novel: ['novel'], blind: ['blind'], blind2: ['blind2'], blind3: ['blind3'], blind4: ['blind4'], blind5: ['blind5'], blind6: ['blind6'], blind7: ['blind7'], blind8: ['blind8'], blind9: ['blind9'], blind10: ['blind10'], blind11: ['blind11'], blind12: ['blind12'],
};

const USAGE = `usage: npm run eval -- [options]
  --album-set <s>   ${Object.keys(ALBUM_SETS).join(' | ')}  (default all = dev, holdout, unseen, fresh, novel, blind, blind2, blind3, blind4, blind5, blind6, blind7, blind8, blind9, blind10, blind11, blind12; tuning = the first five, blind2, blind, blind3, blind10 and blind12; untuned = blind4 to blind9 and blind11; both = dev, holdout)
  --album <dir>     use (or create) the album in <dir> instead of a temp folder
                    (with several albums: <dir>/dev, <dir>/holdout, <dir>/unseen, <dir>/fresh, <dir>/novel, <dir>/blind, <dir>/blind2, <dir>/blind3, <dir>/blind4, <dir>/blind5, <dir>/blind6, <dir>/blind7, <dir>/blind8, <dir>/blind9, <dir>/blind10, <dir>/blind11, <dir>/blind12)
  --seed <n>        album seed (default: each plan's own, ${Object.values(PLANS).map((p) => `${p.id} ${p.defaultSeed}`).join(', ')})
  --ocr <mode>      auto | engine | harness | spec  (default auto; see eval/ocr-source.ts)
  --models <dir>    models folder for the engine (default: an empty one — no models)
  --only <ids>      comma-separated question ids
  --scale <n>       also run the scale test with n synthetic memories (e.g. 100000)
  --no-album        skip the album evaluation (with --scale)
  --no-write        print only; leave bench/RESULTS.md alone
  --keep            keep the temp folder
  --verbose         print every question's outcome for Mnemo`;

interface Options {
  albumSets: AlbumSet[];
  album?: string;
  seed?: number;
  ocr: OcrMode;
  models?: string;
  only?: string[];
  scale?: number;
  albumEval: boolean;
  write: boolean;
  keep: boolean;
  verbose: boolean;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { albumSets: ALBUM_SETS.all!, ocr: 'auto', albumEval: true, write: true, keep: false, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const [arg, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      return v;
    };
    const int = (): number => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`${arg} needs a positive integer`);
      return n;
    };
    if (arg === '--album-set') {
      const set = value();
      const sets = Object.hasOwn(ALBUM_SETS, set) ? ALBUM_SETS[set] : undefined;
      if (!sets) throw new Error(`--album-set: ${Object.keys(ALBUM_SETS).join(' | ')}\n${USAGE}`);
      opts.albumSets = sets;
    } else if (arg === '--album') opts.album = path.resolve(value());
    else if (arg === '--seed') opts.seed = int();
    else if (arg === '--ocr') {
      const mode = value();
      if (!['auto', 'engine', 'harness', 'spec'].includes(mode)) throw new Error(`--ocr: auto | engine | harness | spec\n${USAGE}`);
      opts.ocr = mode as OcrMode;
    } else if (arg === '--models') opts.models = path.resolve(value());
    else if (arg === '--only') opts.only = value().split(',').map((s) => s.trim()).filter(Boolean);
    else if (arg === '--scale') opts.scale = int();
    else if (arg === '--no-album') opts.albumEval = false;
    else if (arg === '--no-write') opts.write = false;
    else if (arg === '--keep') opts.keep = true;
    else if (arg === '--verbose') opts.verbose = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  if (!opts.albumEval && !opts.scale) throw new Error('--no-album without --scale leaves nothing to run');
  return opts;
}

const log = (msg: string): void => console.log(`[eval] ${msg}`);
const secs = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function loadAlbum(dir: string, plan: LifePlan, seed: number): Promise<{ spec: AlbumSpec; ms: number; reused: boolean }> {
  const specFile = path.join(dir, 'album.json');
  if (existsSync(specFile)) {
    const spec = JSON.parse(await readFile(specFile, 'utf8')) as AlbumSpec;
    // Albums written before plans existed are dev albums.
    const specPlan = spec.plan ?? 'dev';
    if (spec.seed === seed && specPlan === plan.id) return { spec, ms: 0, reused: true };
    log(`album in ${dir} is ${specPlan} seed ${spec.seed}, regenerating as ${plan.id} seed ${seed}`);
  }
  const t0 = performance.now();
  const spec = await generateAlbum(dir, { plan, seed });
  return { spec, ms: performance.now() - t0, reused: false };
}

async function runConfig(config: Config, questions: EvalQuestion[], verbose: boolean, library?: ReadonlyMap<string, Memory>): Promise<ConfigRun> {
  const results: QuestionResult[] = [];
  for (const q of questions) {
    const k = q.k ?? 5;
    const depth = Math.max(10, k);
    let r: QuestionResult;
    try {
      const out = await config.run(q, depth);
      r = {
        id: q.id, type: q.type, pensieve: q.pensieve, answerType: q.answer, ranked: out.ranked, gold: q.gold, goldMatch: q.goldMatch ?? 'all', k, ms: out.ms, answer: out.answer,
        keywordHit: config.answers && out.answer !== null ? keywordHit(out.answer, q.keywords, q.match) : null,
      };
      if (out.analysis && library) {
        const found = recallAt(out.ranked, q.gold, 5, r.goldMatch) === 1;
        const cause = found ? null : firstMissCause(out.analysis, out.ranked, q.gold, library);
        if (cause) r.missCause = cause;
        if (found && r.keywordHit === false) r.misreadCause = misreadCause(q, out.ranked, q.gold, library, keywordHit);
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      r = { id: q.id, type: q.type, pensieve: q.pensieve, answerType: q.answer, ranked: [], gold: q.gold, goldMatch: q.goldMatch ?? 'all', k, ms: NaN, answer: null, keywordHit: config.answers && q.keywords.length ? false : null, error: message };
    }
    results.push(r);
    if (verbose && config.answers) {
      const kw = r.keywordHit === null ? '  ' : r.keywordHit ? 'kw' : '--';
      console.log(`  ${r.id.padEnd(26)} R@5 ${recallAt(r.ranked, r.gold, 5, r.goldMatch).toFixed(2)} ${kw} ${Math.round(r.ms)} ms  ${(r.error ?? r.answer ?? '').replace(/\s+/g, ' ').slice(0, 110)}`);
    }
  }
  return { name: config.name, description: config.description, answers: config.answers, results: results.map((r) => (Number.isNaN(r.ms) ? { ...r, ms: 0 } : r)) };
}

/** Ask once with a question outside the set: loads what ask loads (the language tables too, which load in the background), and tells whether ask works. */
async function probeAsk(engine: Engine): Promise<string | null> {
  try {
    await engine.ask({ question: 'What did I do yesterday?', now: '2024-09-02T10:00:00-07:00', noLlm: true });
    await translationsSettled();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/**
 * Near-duplicate groups against the album's truth: a group is one moment (issue #20), so no group may
 * hold shots of two occasions. Occasions are told by the spec's wall clocks: shots more than half an
 * hour apart are two.
 */
function duplicatesLine(memories: Array<{ path: string; duplicateGroup: string | null }>, spec: AlbumSpec): string {
  const local = new Map(spec.files.map((f) => [f.name, Date.parse(`${f.local}Z`)]));
  const groups = new Map<string, number[]>();
  for (const m of memories) {
    const t = local.get(path.basename(m.path));
    if (m.duplicateGroup && t !== undefined) groups.set(m.duplicateGroup, [...(groups.get(m.duplicateGroup) ?? []), t]);
  }
  const spanning = [...groups.values()].filter((ts) => Math.max(...ts) - Math.min(...ts) > 30 * 60_000).length;
  const members = [...groups.values()].reduce((n, ts) => n + ts.length, 0);
  return `Near-duplicate groups: ${groups.size} (${members} memories); spanning more than one occasion: ${spanning}.`;
}

async function evaluateAlbum(opts: Options, plan: LifePlan, work: string): Promise<AlbumReport | null> {
  const albumDir = opts.album ? (opts.albumSets.length === 1 ? opts.album : path.join(opts.album, plan.id)) : path.join(work, plan.id, 'album');
  const { spec, ms: genMs, reused } = await loadAlbum(albumDir, plan, opts.seed ?? plan.defaultSeed);
  const photos = spec.files.filter((f) => f.kind === 'photo').length;
  log(`${plan.id} album: ${spec.files.length} files in ${albumDir} (${reused ? 'reused' : `generated in ${secs(genMs)}`})`);
  let questions = ALBUMS[plan.id].questions(spec);
  if (opts.only) questions = questions.filter((q) => opts.only!.includes(q.id));
  if (questions.length === 0) {
    log(`${plan.id}: no question selected by --only, skipped`);
    return null;
  }

  const modelsDir = opts.models ?? path.join(work, 'models');
  await mkdir(modelsDir, { recursive: true });
  // Each album gets its own library: one life per user.
  const engine = await openEngine({ libraryDir: path.join(work, plan.id, 'library'), modelsDir });
  try {
    await engine.setLlmSettings({ url: NO_LLM_URL });
    let t0 = performance.now();
    const indexed = await engine.indexOnce([albumDir]);
    const indexMs = performance.now() - t0;
    log(`indexed ${indexed.indexed} memories in ${secs(indexMs)} (errors ${indexed.errors}, pending ${JSON.stringify(indexed.pending)})`);
    const ocr = await prepareOcr(engine, albumDir, spec, opts.ocr);
    log(`OCR: ${ocr.note}${ocr.ms ? ` (${secs(ocr.ms)})` : ''}`);

    const { memories } = await engine.listMemories({ limit: 5000 });
    const names = new Set(memories.map((m) => path.basename(m.path)));
    const byName = new Map(memories.map((m) => [path.basename(m.path), m]));
    const { events } = await engine.listEvents({});
    const models = (await engine.listModels({})).models.filter((m) => m.present).map((m) => m.id);

    const missingGold = [...new Set(questions.flatMap((q) => q.gold))].filter((n) => !names.has(n));
    if (missingGold.length) log(`warning: ${missingGold.length} gold files are not in the library: ${missingGold.slice(0, 5).join(', ')}`);

    const askError = await probeAsk(engine);
    await engine.search({ text: 'warm up', limit: 5 });
    const configs: Config[] = [];
    if (askError === null) configs.push(mnemoAsk(engine));
    configs.push(mnemoSearch(engine), plainRag(memories), bm25AllText(memories));
    const ablations = askError === null && askTakesAblate();
    if (ablations) {
      configs.push(mnemoAsk(engine, { time: true }), mnemoAsk(engine, { place: true }), mnemoAsk(engine, { events: true }));
      // What each source of related words contributes: WordNet's relations one at a time, all of
      // WordNet, and the table of document kinds.
      for (const source of ['synonyms', 'hypernyms', 'hyponyms', 'derivations', 'glosses', 'lexicon', 'documentKinds', 'abroad'] as const) configs.push(mnemoAsk(engine, { [source]: true }));
    }

    const printing = new Set(spec.files.filter((f) => f.text.some((line) => line.trim())).map((f) => f.name));
    const withEvidence = (run: ConfigRun): ConfigRun => ({ ...run, results: run.results.map((r) => ({ ...r, evidence: evidenceOf(r.gold, (f) => printing.has(f)) })) });
    const runs: ConfigRun[] = [];
    for (const config of configs) {
      t0 = performance.now();
      if (opts.verbose && config.answers) log(`${config.name}:`);
      const run = withEvidence(await runConfig(config, questions, opts.verbose, byName));
      runs.push(run);
      const s = score(run.results);
      log(`${config.name.padEnd(24)} R@5 ${s.r5.toFixed(2)}  nDCG@5 ${s.ndcg5.toFixed(2)}  kw ${Number.isNaN(s.keywordAcc) ? 'n/a' : s.keywordAcc.toFixed(2)}  (${secs(performance.now() - t0)})`);
    }

    // The same questions in other words, where the album has rewordings (never the blind albums).
    let reworded: AlbumReport['reworded'];
    const alt = rewordings(plan.id);
    const asked = questions.flatMap((q) => (alt[q.id] ?? []).map((question, n) => ({ ...q, id: `${q.id}~${n + 1}`, question })));
    if (askError === null && asked.length > 0) {
      t0 = performance.now();
      if (opts.verbose) log('Mnemo ask (no LLM), reworded:');
      const run = await runConfig(mnemoAsk(engine), asked, opts.verbose);
      reworded = { originals: runs[0]!.results.filter((r) => alt[r.id]), rewordings: run.results };
      const [o, w] = [score(reworded.originals), score(reworded.rewordings)];
      log(`${'reworded'.padEnd(24)} R@5 ${o.r5.toFixed(2)} → ${w.r5.toFixed(2)}  kw ${o.keywordAcc.toFixed(2)} → ${w.keywordAcc.toFixed(2)}  (${asked.length} rewordings, ${secs(performance.now() - t0)})`);
    }

    const count = (key: 'type' | 'pensieve' | 'answer') =>
      Object.entries(questions.reduce<Record<string, number>>((m, q) => ({ ...m, [q[key]]: (m[q[key]] ?? 0) + 1 }), {})).map(([k, v]) => `${k} ${v}`).join(', ');
    const withPlace = memories.filter((m) => m.place).length;
    const byOrigin = events.reduce<Record<string, number>>((m, e) => ({ ...m, [e.origin]: (m[e.origin] ?? 0) + 1 }), {});
    const context = [
      `Album: seed ${spec.seed}, ${spec.files.length} files (${photos} JPEG photos with EXIF time/offset/GPS, ${spec.files.length - photos} PNG screenshots named by time), ${plan.summary}.`,
      `Questions: ${questions.length} — OmniQuery types: ${count('type')}; Pensieve types: ${count('pensieve')}; answer types: ${count('answer')}.`,
      `Index: ${indexed.indexed} memories in ${secs(indexMs)} (${withPlace} with a place), ${events.length} events (${Object.entries(byOrigin).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}).`,
      `OCR: ${ocr.note}.`,
      duplicatesLine(memories, spec),
      `Models present: ${models.length ? models.join(', ') : 'none (no CLIP, no sentence embedder, no faces/objects models downloaded)'}; LLM: none (Ollama URL points at a closed port; ask runs with noLlm).`,
    ];
    const notes: string[] = [];
    if (askError !== null) notes.push(`engine.ask is not usable (${askError}); Mnemo is measured through search() only.`);
    for (const c of configs) notes.push(`**${c.name}**: ${c.description}.`);
    notes.push(
      'Recall@k = |gold ∩ top-k| / min(|gold|, k) (1 if any is found, for the questions whose gold files are alternative evidence); nDCG with binary gains; R@k* at each question\'s own depth (its gold count for list questions, else 5). Ask is called as the app calls it (engine-chosen K) for the answer and the latency; when it returns fewer references than max(10, k*), a second call with that limit supplies the deeper ranking. Latencies are wall-clock per call in this process, after one warm-up ask.',
      'Without a VLM caption some questions need a word the picture does not print — hotel↔resort/Hilton, gym↔cardio/athletic club, dinner↔a restaurant receipt at 19:30, concert↔symphony, book↔novel, hike↔trail — or a place named as content rather than where the photo was taken ("flight from Seattle to Honolulu" on a screenshot without GPS). They are kept on purpose: a no-LLM engine bridges them with related terms, events and places, or misses them.',
      'Answer keywords (Pensieve\'s A_key): every (or any, per question) keyword in the answer text, on normalised tokens; counts must appear as a standalone number. Only ask produces answers; baselines are retrieval-only (n/a).',
      'No real sentence embedder or CLIP model can be downloaded here, so the baselines use BM25 instead of embedding cosine, and Mnemo runs without vectors: both sides are lexical plus whatever structure they use.',
      ALBUMS[plan.id].provenance,
    );
    if (!ablations) notes.push('Ablations skipped: the public ask contract (shared/qa.ts AskInput, engine.ask in electron/engine/index.ts) does not pass `ablate` through, although QaService/retrieve accept `ablate: { time, place, events }`; add it to AskInput and forward it to enable the ablation rows.');
    return { plan: plan.id, runs, context, notes, listMisses: ALBUMS[plan.id].listMisses, ...(reworded ? { reworded } : {}) };
  } finally {
    await engine.close();
  }
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const work = await mkdtemp(path.join(os.tmpdir(), 'mnemo-eval-'));
  const started = new Date();
  try {
    const reports: AlbumReport[] = [];
    if (opts.albumEval) {
      for (const set of opts.albumSets) {
        const report = await evaluateAlbum(opts, PLANS[set], work);
        if (report) reports.push(report);
      }
    }
    const album = reports.length ? albumsMarkdown(reports) : null;
    const scaleReport = opts.scale ? await runScale(opts.scale, path.join(work, 'scale'), log) : null;
    const scale = scaleReport ? scaleMarkdown(scaleReport) : null;
    const header = `Last run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}. Reproduce: \`npm run eval\`${opts.scale ? ` (scale: \`npm run eval -- --scale ${opts.scale}\`)` : ''}.`;
    if (opts.write) {
      const section = await writeSection(RESULTS, header, album, scale);
      console.log(`\n${section}\n`);
      log(`wrote the section to ${path.relative(process.cwd(), RESULTS)}`);
      if (scaleReport) log(`wrote ${path.relative(process.cwd(), writeResultsJson('scale', scaleReport.figures))}`);
    } else {
      console.log(`\n${[header, album, scale].filter(Boolean).join('\n\n')}\n`);
    }
  } finally {
    if (opts.keep) log(`kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack ?? err.message : err);
    process.exit(1);
  },
);
