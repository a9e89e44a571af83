/**
 * The "## QA evaluation (npm run eval)" section of bench/RESULTS.md: the albums side by side (dev,
 * held-out, unseen, fresh, novel, blind2, blind, blind3, blind10 and blind12: tuned on; blind4, blind5, blind6, blind7, blind8, blind9, blind11: written by someone who never tuned the engine), the issue's goals per album, answer
 * accuracy per answer type, then each album's metrics per configuration and query type, misses and
 * notes; and the scale test. Only this section is replaced; a part not
 * run this time (the album or the scale test) keeps its previous text.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { EVIDENCE, score, scoreBy, recallAt, type Evidence, type QuestionResult, type Scores } from './metrics';
import type { LifePlan } from './album/plan';
import { ANSWER_TYPES } from './questions';
import type { MisreadCause, MissCause } from './miss-cause';

export const SECTION = '## QA evaluation (npm run eval)';
const ALBUM_HEAD = '### Albums';
const SCALE_HEAD = '### Scale test';

const OMNI_TYPES = ['direct', 'contextual', 'hybrid'];
const PENSIEVE_TYPES = ['time', 'location', 'both', 'none', 'multi'];

export interface ConfigRun {
  name: string;
  description: string;
  answers: boolean;
  results: QuestionResult[];
}

export interface AlbumReport {
  plan: LifePlan['id'];
  runs: ConfigRun[];
  context: string[];
  notes: string[];
  /** False for the blind albums: listing their misses would show them to whoever tunes the engine. */
  listMisses?: boolean;
  /** Mnemo ask on the questions that have rewordings (eval/paraphrases/), and on their rewordings. */
  reworded?: { originals: QuestionResult[]; rewordings: QuestionResult[] };
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

const f2 = (x: number): string => (Number.isNaN(x) ? 'n/a' : x.toFixed(2));
const ms = (x: number): string => (Number.isNaN(x) ? 'n/a' : x < 10 ? x.toFixed(1) : Math.round(x).toString());

function overallRow(run: ConfigRun, s: Scores): string {
  const kw = run.answers ? `${f2(s.keywordAcc)} (${s.keywordN})` : 'n/a';
  return `| ${run.name} | ${f2(s.r1)} | ${f2(s.r5)} | ${f2(s.r10)} | ${f2(s.ndcg5)} | ${f2(s.ndcg10)} | ${f2(s.rk)} | ${kw} | ${ms(s.p50)} | ${ms(s.p95)} |`;
}

function byTable(runs: ConfigRun[], key: 'type' | 'pensieve' | 'answerType', order: string[], metric: (s: Scores) => number): string[] {
  const counts = new Map(order.map((v) => [v, runs[0]?.results.filter((r) => r[key] === v).length ?? 0]));
  const cols = order.filter((v) => (counts.get(v) ?? 0) > 0);
  const lines = [`| config | ${cols.map((c) => `${c} (${counts.get(c)})`).join(' | ')} |`, `|---|${cols.map(() => '---:').join('|')}|`];
  for (const run of runs) {
    const by = scoreBy(run.results, key, cols);
    lines.push(`| ${run.name} | ${cols.map((c) => f2(metric(by.get(c)!))).join(' | ')} |`);
  }
  return lines;
}

/** The issue's bar (#13): on an album not used for tuning, without an LLM or models. */
export const GOALS = { r5: 0.9, answers: 0.85, baselineGap: 0.25 };

const TITLES: Record<AlbumReport['plan'], string> = {
  dev: 'Dev album (tuned on)',
  holdout: 'Held-out album (looked at while tuning: the second tuning album)',
  unseen: 'Unseen album (looked at while tuning since its first run: the third tuning album)',
  fresh: 'Fresh album (committed before its first run, looked at while tuning since: the fourth tuning album)',
  novel: 'Novel album (committed before its first run, looked at while tuning since: the fifth tuning album)',
  blind: 'Ex-blind album (Cape Town: blind for its first runs, tuned on since 2026-12-03)',
  blind2: 'Ex-blind album (Bengaluru: blind for its first runs, tuned on since 2026-12-02)',
  blind3: 'Ex-blind album (Nairobi: blind for its first runs, tuned on since 2026-12-04)',
  blind4: 'Fourth blind album (another life, written by someone who never tuned the engine nor read it: a figure that counts)',
  blind5: 'Fifth blind album (another life, written by someone who never tuned the engine nor read it: a figure that counts)',
  blind6: 'Sixth blind album (another life, written by someone who never tuned the engine nor read it: a figure that counts)',
  blind7: 'Seventh blind album (another life, written by someone who never tuned the engine nor read it: a figure that counts)',
  blind8: 'Eighth blind album (another life, written by someone who never tuned the engine nor read it: a figure that counts)',
  blind9: 'Ninth blind album (another life, written by someone who never tuned the engine nor read it: a figure that counts)',
  blind10: 'Ex-blind album (Lisbon: blind for its first run, tuned on since 2026-12-06)',
  blind11: 'Eleventh blind album (another life, written by someone who never tuned the engine nor read it: a figure that counts)',
  blind12: 'Ex-blind album (Tucson: blind for its first runs, tuned on since 2026-12-08)',
};
const SHORT: Record<AlbumReport['plan'], string> = { dev: 'dev', holdout: 'held-out', unseen: 'unseen', fresh: 'fresh', novel: 'novel', blind: 'blind', blind2: 'blind2', blind3: 'blind3', blind4: 'blind4', blind5: 'blind5', blind6: 'blind6', blind7: 'blind7', blind8: 'blind8', blind9: 'blind9', blind10: 'blind10', blind11: 'blind11', blind12: 'blind12' };

const pct = (x: number): string => (Number.isNaN(x) ? 'n/a' : `${Math.round(x * 100)} %`);

function goalLine(report: AlbumReport): string {
  const ask = report.runs.find((r) => r.name === 'Mnemo ask (no LLM)');
  const rag = report.runs.find((r) => r.name.startsWith('Plain RAG'));
  if (!ask || !rag) return `- ${SHORT[report.plan]}: ask not measured.`;
  const s = score(ask.results);
  const b = score(rag.results);
  const gap = s.r5 - b.r5;
  const mark = (ok: boolean) => (ok ? 'met' : 'not met');
  return `- ${SHORT[report.plan]}: R@5 ${f2(s.r5)} (≥ ${GOALS.r5}: ${mark(s.r5 >= GOALS.r5)}), answers with the asked-for fact ${pct(s.keywordAcc)} of ${s.keywordN} (≥ ${pct(GOALS.answers)}: ${mark(s.keywordAcc >= GOALS.answers)}), plain RAG R@5 ${f2(b.r5)}, ${Math.round(gap * 100)} points lower (≥ ${Math.round(GOALS.baselineGap * 100)}: ${mark(gap >= GOALS.baselineGap)}).`;
}

/** What each album's figures mean, said beside them. */
const MEANING: Record<AlbumReport['plan'], string> = {
  dev: '- **Dev album** — tuned on: the engine\'s question answering was developed against it (eval/album/life.ts, eval/questions.ts).',
  holdout: '- **Held-out album** — looked at while tuning: committed before the engine first ran on it (eval/album/holdout/, eval/questions-holdout.ts), but its misses have been studied since, so it is a second tuning album.',
  unseen: '- **Unseen album** — looked at while tuning: committed before the engine first ran on it (eval/album/unseen/, eval/questions-unseen.ts), but tuned on since, so it is a third tuning album.',
  fresh: '- **Fresh album** — looked at while tuning: a fourth life committed before the engine first ran on it (eval/album/fresh/, eval/questions-fresh.ts), written to find what the engine still overfits; tuned on since.',
  novel: '- **Novel album** — looked at while tuning: a fifth life committed before the engine first ran on it (eval/album/novel/, eval/questions-novel.ts), whose first run was a second untuned figure; tuned on since.',
  blind: '- **Ex-blind album** — a life in Cape Town written by someone who never tuned the engine (eval/album/blind/, eval/questions-blind.ts) and committed before the engine first ran on it. Its runs until 2026-12-03 were an untuned figure (R@5 0.80, answers 56 % of 52); since then its misses are looked at while tuning, so it is a tuning album and its misses are listed.',
  blind2: '- **Ex-blind album** — another life (Bengaluru) written by someone who never tuned the engine (eval/album/blind2/, eval/questions-blind2.ts) and committed before the engine first ran on it. Its first runs were an untuned figure (R@5 0.86–0.87, answers 52 % of 54); since 2026-12-02 its misses are looked at while tuning, so it is a tuning album and its misses are listed.',
  blind3: '- **Ex-blind album** — a third life (Nairobi) written by someone who never tuned the engine nor read it (eval/album/blind3/, eval/questions-blind3.ts) and committed before the engine first ran on it. Its runs until 2026-12-04 were an untuned figure (R@5 0.67–0.70, answers 52–54 % of 56); since then its misses are looked at while tuning, so it is a tuning album and its misses are listed.',
  blind4: '- **Fourth blind album** — another life (Dublin) written by someone who never tuned the engine nor read it (eval/album/blind4/, eval/questions-blind4.ts) and committed before the engine first ran on it; its per-question results are not listed. **Its figures count beside the other blind albums\'.**',
  blind5: '- **Fifth blind album** — another life (Auckland) written by someone who never tuned the engine nor read it (eval/album/blind5/, eval/questions-blind5.ts) and committed before the engine first ran on it; its per-question results are not listed. **Its figures count beside the other blind albums\'.**',
  blind6: '- **Sixth blind album** — another life (Chicago) written by someone who never tuned the engine nor read it (eval/album/blind6/, eval/questions-blind6.ts) and committed before the engine first ran on it; its per-question results are not listed. **Its figures count beside the other blind albums\'.**',
  blind7: '- **Seventh blind album** — another life (Brisbane) written by someone who never tuned the engine nor read it (eval/album/blind7/, eval/questions-blind7.ts) and committed before the engine first ran on it; its per-question results are not listed. **Its figures count beside the other blind albums\'.**',
  blind8: '- **Eighth blind album** — another life (Vancouver) written by someone who never tuned the engine nor read it (eval/album/blind8/, eval/questions-blind8.ts) and committed before the engine first ran on it; its per-question results are not listed. **Its figures count beside the other blind albums\'.**',
  blind9: '- **Ninth blind album** — another life (Metro Manila) written by someone who never tuned the engine nor read it (eval/album/blind9/, eval/questions-blind9.ts) and committed before the engine first ran on it; its per-question results are not listed. **Its figures count beside the other blind albums\'.**',
  blind10: '- **Ex-blind album** — a tenth life (Lisbon, papers in Portuguese, apps in English) written by someone who never tuned the engine nor read it (eval/album/blind10/, eval/questions-blind10.ts) and committed before the engine first ran on it. Its first run was an untuned figure (R@5 0.49, answers 33 % of 54, plain RAG R@5 0.35); since 2026-12-06 its misses are looked at while tuning, so it is a tuning album and its misses are listed.',
  blind11: '- **Eleventh blind album** — another life (Mexico City, papers in Spanish, apps in English or Spanish) written by someone who never tuned the engine nor read it (eval/album/blind11/, eval/questions-blind11.ts) and committed before the engine first ran on it; its per-question results are not listed. **Its figures count beside the other blind albums\'.**',
  blind12: '- **Ex-blind album** — a twelfth life (Tucson, a retired couple: doctors, pharmacy labels, golf, a class, church, bills, a cruise to Ensenada and an RV trip through Utah) written by someone who never tuned the engine nor read it (eval/album/blind12/, eval/questions-blind12.ts) and committed before the engine first ran on it. Its runs until 2026-12-08 were an untuned figure (R@5 0.79, answers 47–49 % of 57, plain RAG R@5 0.79); since then its misses are looked at while tuning, so it is a tuning album and its misses are listed.',
};

/** The albums: the side-by-side summary, then each album's detail. */
export function albumsMarkdown(reports: AlbumReport[]): string {
  const lines: string[] = [ALBUM_HEAD, ''];
  lines.push(...Object.values(MEANING));
  const missing = (Object.keys(MEANING) as Array<AlbumReport['plan']>).filter((p) => !reports.some((r) => r.plan === p));
  if (missing.length) lines.push(`- Not run this time: ${missing.map((p) => SHORT[p]).join(', ')} (\`--album-set\`).`);
  lines.push('', `Goals (issue #13, on the album not used for tuning, no LLM, no models): R@5 ≥ ${GOALS.r5}, answers containing the asked-for fact ≥ ${pct(GOALS.answers)}, plain-RAG baseline ≥ ${Math.round(GOALS.baselineGap * 100)} points lower.`, '');
  lines.push(...reports.map(goalLine));
  // The albums nobody tuned on, as one sample: each alone is ~55 questions.
  const blind = reports.filter((r) => r.listMisses === false).map((r) => r.runs.find((c) => c.name === 'Mnemo ask (no LLM)'));
  if (blind.length > 1 && blind.every(Boolean)) {
    const s = score(blind.flatMap((run) => run!.results));
    lines.push(`- the blind albums together: R@5 ${f2(s.r5)}, answers with the asked-for fact ${pct(s.keywordAcc)} of ${s.keywordN}.`);
  }
  lines.push('');

  // Side by side: every configuration, per album.
  const configs = [...new Set(reports.flatMap((r) => r.runs.map((c) => c.name)))];
  lines.push(`| config | ${reports.map((r) => `${SHORT[r.plan]} R@5 | ${SHORT[r.plan]} R@k* | ${SHORT[r.plan]} answers`).join(' | ')} |`);
  lines.push(`|---|${reports.map(() => '---:|---:|---:').join('|')}|`);
  for (const name of configs) {
    const cells = reports.map((r) => {
      const run = r.runs.find((c) => c.name === name);
      if (!run) return 'n/a | n/a | n/a';
      const s = score(run.results);
      return `${f2(s.r5)} | ${f2(s.rk)} | ${run.answers ? `${f2(s.keywordAcc)} (${s.keywordN})` : 'n/a'}`;
    });
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }

  // Answer accuracy per answer type, Mnemo ask, every album.
  const asks = reports.map((r) => r.runs.find((c) => c.name === 'Mnemo ask (no LLM)'));
  if (asks.some(Boolean)) {
    lines.push('', 'Mnemo ask (no LLM) per expected answer type — answers containing the asked-for fact (judged questions), and R@5:', '');
    lines.push(`| answer type | ${reports.map((r) => `${SHORT[r.plan]} answers | ${SHORT[r.plan]} R@5`).join(' | ')} |`);
    lines.push(`|---|${reports.map(() => '---:|---:').join('|')}|`);
    for (const t of ANSWER_TYPES) {
      const cells = asks.map((run) => {
        const group = run?.results.filter((x) => x.answerType === t) ?? [];
        if (group.length === 0) return '– | –';
        const s = score(group);
        return `${s.keywordN ? `${f2(s.keywordAcc)} (${s.keywordN})` : `n/a (${group.length})`} | ${f2(s.r5)}`;
      });
      if (cells.every((c) => c === '– | –')) continue;
      lines.push(`| ${t} | ${cells.join(' | ')} |`);
    }
  }
  if (asks.some(Boolean)) lines.push(...evidenceTable(reports));
  const reworded = reports.filter((r) => r.reworded);
  if (reworded.length > 0) {
    lines.push('', 'Mnemo ask (no LLM) on the tuning questions asked again in other words (eval/paraphrases/: rewordings by different people, each written before it was first asked, judged with the original\'s gold and keywords) — how much of a score rests on the questions\' own wording:', '');
    lines.push('| album | rewordings | originals R@5 | rewordings R@5 | originals answers | rewordings answers |', '|---|---:|---:|---:|---:|---:|');
    for (const r of reworded) {
      const [o, w] = [score(r.reworded!.originals), score(r.reworded!.rewordings)];
      lines.push(`| ${SHORT[r.plan]} | ${r.reworded!.rewordings.length} | ${f2(o.r5)} | ${f2(w.r5)} | ${pct(o.keywordAcc)} of ${o.keywordN} | ${pct(w.keywordAcc)} of ${w.keywordN} |`);
    }
  }
  for (const r of reports) lines.push('', albumMarkdown(r));
  return lines.join('\n');
}

const EVIDENCE_LABEL: Record<Evidence, string> = {
  printed: 'printed (every gold file prints text)',
  mixed: 'mixed (some do)',
  scene: 'scene (no gold file prints text)',
};

/**
 * Ask's figures split by what the gold files show. Without caption or CLIP models a scene is
 * evidence only through its time, place or event: the split says how much of a miss is that.
 */
function evidenceTable(reports: AlbumReport[]): string[] {
  const results = (r: AlbumReport) => r.runs.find((c) => c.name === 'Mnemo ask (no LLM)')?.results ?? [];
  const columns: Array<[string, QuestionResult[]]> = reports.map((r) => [SHORT[r.plan], results(r)]);
  const blind = reports.filter((r) => r.listMisses === false);
  if (blind.length > 1) columns.push(['blind albums together', blind.flatMap(results)]);
  const lines = ['', 'Mnemo ask (no LLM) by what the gold files show — printed: every gold file prints text (a document, a sign, a screen); scene: none does, so without caption or CLIP models only its time, place or event can find it; mixed: some do. Answers containing the asked-for fact (judged questions), and R@5:', ''];
  lines.push(`| gold | ${columns.map(([name]) => `${name} answers | ${name} R@5`).join(' | ')} |`);
  lines.push(`|---|${columns.map(() => '---:|---:').join('|')}|`);
  for (const kind of EVIDENCE) {
    const cells = columns.map(([, rs]) => {
      const group = rs.filter((x) => x.evidence === kind);
      if (group.length === 0) return '– | –';
      const sc = score(group);
      return `${sc.keywordN ? `${f2(sc.keywordAcc)} (${sc.keywordN})` : `n/a (${group.length})`} | ${f2(sc.r5)} (${group.length})`;
    });
    lines.push(`| ${EVIDENCE_LABEL[kind]} | ${cells.join(' | ')} |`);
  }
  // Where the answers that lack the fact went wrong: the evidence not found, or found and misread;
  // and of those not found, whether ask returned nothing (its filters or words excluded everything),
  // ranked the gold just below the top 5 (a reranking miss), or not within its first 10 (a recall miss).
  const missCells = columns.map(([, rs]) => {
    const missed = rs.filter((x) => x.keywordHit === false);
    const found = missed.filter((x) => recallAt(x.ranked, x.gold, 5, x.goldMatch) === 1).length;
    return `${missed.length - found} not found | ${found} found, misread`;
  });
  lines.push(`| answers without the fact: gold not all in the top 5 / all there but the answer misread it | ${missCells.join(' | ')} |`);
  const notFoundCells = columns.map(([, rs]) => {
    const notFound = rs.filter((x) => x.keywordHit === false && recallAt(x.ranked, x.gold, 5, x.goldMatch) < 1);
    const empty = notFound.filter((x) => x.ranked.length === 0).length;
    const near = notFound.filter((x) => x.ranked.length > 0 && recallAt(x.ranked, x.gold, 10, x.goldMatch) > recallAt(x.ranked, x.gold, 5, x.goldMatch)).length;
    return `${empty} nothing returned | ${near} gold at 6–10 / ${notFound.length - empty - near} not in the first 10`;
  });
  lines.push(`| not found: ask returned nothing / returned memories, gold ranked 6–10 or not in the first 10 | ${notFoundCells.join(' | ')} |`);
  // And the misread ones: worked out wrong, not in the OCR text, taken from another memory, or the wrong words of the right one.
  const misreadCells = columns.map(([, rs]) => {
    const n = (cause: MisreadCause) => rs.filter((x) => x.misreadCause === cause).length;
    return `${n('computed')} worked out (count, duration, date, yes/no) / ${n('unread')} fact not in the gold's OCR text | ${n('another')} answered from another memory ranked first / ${n('line')} right memory first, wrong words`;
  });
  lines.push(`| found, misread: an answer ask works out, or the fact not in the text OCR read / answered from another memory first, or the wrong words of the right one | ${misreadCells.join(' | ')} |`);
  // Which part of retrieval those misses fall to (miss-cause.ts), by the first gold file missed.
  const causeCells = columns.map(([, rs]) => {
    const notFound = rs.filter((x) => x.keywordHit === false && recallAt(x.ranked, x.gold, 5, x.goldMatch) < 1 && x.ranked.length > 0);
    const n = (...causes: MissCause[]) => notFound.filter((x) => x.missCause !== undefined && causes.includes(x.missCause)).length;
    return `${n('time')} outside the time / ${n('place', 'placeNamed')} outside the place (${n('placeNamed')} naming it) / ${n('scene')} no words | ${n('words')} no word shared / ${n('far')} only far words / ${n('near')} a term or near word`;
  });
  lines.push(`| returned memories, gold not in the top 5, by the first gold file missed: outside the time or place ask searched, or a photo without words / what of its words retrieval searched: none, only far related words (a gloss, two steps up, a word its kind of document prints), or a term of the question or a near word (then it ranked lower) | ${causeCells.join(' | ')} |`);
  return lines;
}

export function albumMarkdown(report: AlbumReport): string {
  const lines: string[] = [`#### ${TITLES[report.plan]}`, '', ...report.context.map((c) => `- ${c}`), ''];
  lines.push('| config | R@1 | R@5 | R@10 | nDCG@5 | nDCG@10 | R@k* | answer keywords | p50 ms | p95 ms |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const run of report.runs) lines.push(overallRow(run, score(run.results)));
  lines.push('', 'Recall@5 by OmniQuery query type:', '', ...byTable(report.runs, 'type', OMNI_TYPES, (s) => s.r5));
  lines.push('', 'Recall@5 by Pensieve question type (constraint; `multi` = aggregates several memories):', '', ...byTable(report.runs, 'pensieve', PENSIEVE_TYPES, (s) => s.r5));
  const answering = report.runs.filter((r) => r.answers);
  if (answering.length > 0) {
    lines.push('', 'Answer keyword accuracy by type:', '', ...byTable(answering, 'type', OMNI_TYPES, (s) => s.keywordAcc), '');
    lines.push(...byTable(answering, 'pensieve', PENSIEVE_TYPES, (s) => s.keywordAcc), '');
    lines.push(...byTable(answering, 'answerType', ANSWER_TYPES, (s) => s.keywordAcc));
  }
  const main = report.runs[0];
  if (main && report.listMisses === false) {
    lines.push('', `Misses of ${main.name}: not listed for this album, so that it stays blind to whoever tunes the engine.`);
  } else if (main) {
    const misses = main.results.filter((r) => recallAt(r.ranked, r.gold, 5, r.goldMatch) < 1 || r.keywordHit === false || r.error);
    lines.push('', `Misses of ${main.name} (R@5 < 1 or answer without its keywords), ${misses.length} of ${main.results.length}:`, '');
    for (const r of misses) {
      const answer = r.error ? `error: ${r.error}` : (r.answer ?? '').replace(/\s+/g, ' ').slice(0, 140);
      lines.push(`- \`${r.id}\` (${r.answerType}) R@5 ${f2(recallAt(r.ranked, r.gold, 5, r.goldMatch))}, keywords ${r.keywordHit === null ? 'n/a' : r.keywordHit ? 'yes' : 'no'} — "${answer.replace(/\|/g, '/')}"`);
    }
  }
  if (report.reworded && report.listMisses !== false) {
    const original = new Map(report.reworded.originals.map((r) => [r.id, r]));
    const lost = report.reworded.rewordings.filter((r) => {
      const o = original.get(r.id.replace(/~\d+$/, ''));
      return o && ((o.keywordHit && !r.keywordHit) || recallAt(r.ranked, r.gold, 5, r.goldMatch) < recallAt(o.ranked, o.gold, 5, o.goldMatch));
    });
    lines.push('', `Rewordings that lost what their original found (R@5 lower or the fact gone), ${lost.length} of ${report.reworded.rewordings.length}:`, '');
    for (const r of lost) lines.push(`- \`${r.id}\` (${r.answerType}) R@5 ${f2(recallAt(r.ranked, r.gold, 5, r.goldMatch))}, keywords ${r.keywordHit === null ? 'n/a' : r.keywordHit ? 'yes' : 'no'} — "${(r.answer ?? '').replace(/\s+/g, ' ').slice(0, 140).replace(/\|/g, '/')}"`);
  }
  lines.push('', 'Notes:', '', ...report.notes.map((n) => `- ${n}`));
  return lines.join('\n');
}

export interface ScaleReport {
  rows: number;
  lines: string[];
  /** What bench/results/scale.json holds (eval/scale.ts scaleFigures). */
  figures: object;
}

export function scaleMarkdown(report: ScaleReport): string {
  return [`${SCALE_HEAD} (--scale ${report.rows})`, '', ...report.lines].join('\n');
}

/** Replace the section in RESULTS.md; parts passed as null keep their previous text. */
export async function writeSection(file: string, header: string, album: string | null, scale: string | null): Promise<string> {
  const existing = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmark results\n';
  const lines = existing.split('\n');
  const start = lines.findIndex((l) => l.trim() === SECTION);
  let end = start === -1 ? -1 : lines.findIndex((l, k) => k > start && /^##\s/.test(l));
  if (start !== -1 && end === -1) end = lines.length;
  const old = start === -1 ? '' : lines.slice(start + 1, end).join('\n');
  const oldPart = (head: string): string | null => {
    const i = old.indexOf(`\n${head}`);
    if (i === -1) return null;
    const rest = old.slice(i + 1);
    const next = rest.indexOf('\n### ', 1);
    return (next === -1 ? rest : rest.slice(0, next)).trim();
  };
  const albumText = album ?? oldPart(ALBUM_HEAD) ?? `${ALBUM_HEAD}\n\nnot run yet`;
  const scaleText = scale ?? oldPart(SCALE_HEAD) ?? `${SCALE_HEAD}\n\nnot run yet (\`npm run eval -- --scale 100000\`)`;
  const section = [SECTION, '', header, '', albumText, '', scaleText].join('\n');
  let next: string;
  if (start === -1) {
    next = `${existing.replace(/\n*$/, '')}\n\n${section}\n`;
  } else {
    const before = lines.slice(0, start).join('\n').replace(/\n*$/, '');
    const after = lines.slice(end).join('\n').replace(/^\n*/, '');
    next = `${before ? `${before}\n\n` : ''}${section}\n${after ? `\n${after}` : ''}`;
  }
  await writeFile(file, next.endsWith('\n') ? next : `${next}\n`);
  return section;
}
