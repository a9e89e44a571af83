/**
 * `npm run faults`: the full fault campaign (#15). Writes bench/results/faults.json and the
 * "Fault campaign (npm run faults)" section of bench/RESULTS.md, and exits 1 if any round failed.
 *
 *   --seed <n>          campaign seed (default 15)
 *   --kill-rounds <n>   kill -9 rounds in all, spread over ingest, perception, augmentation, edits (default 32)
 *   --album <n>         album files (default 8)
 *   --load-seconds <n>  serve-mode load (default 60)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machine, writeSection } from '../results-file';
import { runCampaign, smallFilesystemUnavailable, type CampaignResult, type RoundResult } from './campaign';

const here = path.dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '15' },
    'kill-rounds': { type: 'string', default: '32' },
    album: { type: 'string', default: '8' },
    'load-seconds': { type: 'string', default: '60' },
  },
});
const killRounds = Number(values['kill-rounds']);
const perPhase = Math.ceil(killRounds / 4);
const noTmpfs = smallFilesystemUnavailable();
const started = Date.now();
const result = await runCampaign({
  dir: path.join(os.tmpdir(), `mnemo-faults-${process.pid}`),
  seed: Number(values.seed),
  albumFiles: Number(values.album),
  killRounds: { ingest: perPhase, perception: perPhase, augment: perPhase, edit: perPhase },
  enospcRounds: noTmpfs ? 0 : 3,
  corruptRounds: 4,
  ollamaRounds: 3,
  load: { askers: 50, sockets: 50, seconds: Number(values['load-seconds']) },
  log: (m) => console.log(m),
});
const minutes = (Date.now() - started) / 60_000;

await mkdir(path.join(here, '..', 'results'), { recursive: true });
await writeFile(path.join(here, '..', 'results', 'faults.json'), `${JSON.stringify({ machine: machine(), minutes: Number(minutes.toFixed(1)), noTmpfs, ...result }, null, 1)}\n`);
writeSection('Fault campaign (npm run faults)', summary(result, minutes, noTmpfs));
const failed = result.rounds.filter((r) => !r.survived);
console.log(`${result.rounds.length - failed.length}/${result.rounds.length} rounds survived in ${minutes.toFixed(1)} min`);
process.exit(failed.length ? 1 : 0);

function summary(r: CampaignResult, minutes: number, noTmpfs: string | null): string {
  const by = new Map<string, RoundResult[]>();
  for (const round of r.rounds) by.set(round.kind, [...(by.get(round.kind) ?? []), round]);
  const survived = (rs: RoundResult[]) => `${rs.filter((x) => x.survived).length}/${rs.length}`;
  const edits = r.rounds.filter((x) => x.kind === 'kill-edit');
  const returned = edits.reduce((n, x) => n + Number(x.details.editsReturned ?? 0), 0);
  const kept = edits.reduce((n, x) => n + Number(x.details.editsKept ?? 0), 0);
  const load = r.rounds.find((x) => x.kind === 'serve-load')?.details ?? {};
  const outcomes = (kind: string) => {
    const counts = new Map<string, number>();
    for (const x of by.get(kind) ?? []) counts.set(String(x.details.outcome), (counts.get(String(x.details.outcome)) ?? 0) + 1);
    return [...counts].map(([k, n]) => `${n} ${k}`).join(', ');
  };
  const rows = [...by].map(([kind, rs]) => `| ${kind} | ${survived(rs)} | ${describe(kind, rs)} |`);
  const failures = r.rounds.filter((x) => !x.survived).map((x) => `- ${x.kind} (seed ${x.seed}): ${x.failures.join('; ')}`);
  return `
${machine()} · seed ${r.seed} · album of ${r.album} generated files (eval album: screens, receipts, signs, an outing) · ${minutes.toFixed(1)} min.
Each kill round runs the engine in a child process, SIGKILLs it at a seeded random moment of the phase, runs it again to the end,
then checks the library: one memory row per content id, one file row per path, every file present, thumbnails whole,
every edit whose call returned kept, readable errors only, and \`ask\` answers.

**Rounds survived: ${r.rounds.filter((x) => x.survived).length}/${r.rounds.length}** · edits kept: ${kept}/${returned} returned
· p95 under load: ${load.p95Ms ?? '—'} ms (${load.askers ?? '—'} concurrent asks, ${load.sockets ?? '—'} live sockets, ${load.seconds ?? '—'} s, ${load.errors ?? '—'} errors)
· server memory: ${load.rssStartMiB ?? '—'} → ${load.rssEndMiB ?? '—'} MiB RSS.

| kind | survived | figures |
|---|---|---|
${rows.join('\n')}

Corrupted table file outcomes: ${outcomes('corrupt-table') || '—'}. Ollama dying mid-stream: ${outcomes('ollama-drop') || '—'}.
${noTmpfs ? `ENOSPC rounds skipped: ${noTmpfs}.` : `ENOSPC: the library lives on a size-limited tmpfs (a private mount namespace) sized at a seeded point between an empty and a full library; outcomes: ${outcomes('enospc')}.`}
${failures.length ? `\nFailed rounds:\n${failures.join('\n')}` : ''}
Baseline: index ${r.baseline.indexMs} ms (ingest ${r.baseline.ingestMs} ms), ${r.album} edits ${r.baseline.editMs} ms. Raw figures: bench/results/faults.json.
`;
}

function describe(kind: string, rs: RoundResult[]): string {
  const median = (key: string) => {
    const xs = rs.map((x) => Number(x.details[key])).filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
    return xs.length ? xs[Math.floor(xs.length / 2)] : '—';
  };
  if (kind.startsWith('kill-')) {
    const mid = rs.filter((x) => x.details.killed === 'mid-phase').length;
    const extra = kind === 'kill-edit' ? `, edits kept ${rs.reduce((n, x) => n + Number(x.details.editsKept ?? 0), 0)}/${rs.reduce((n, x) => n + Number(x.details.editsReturned ?? 0), 0)}` : '';
    return `killed mid-run ${mid}/${rs.length}, median kill at ${median('killAfterMs')} ms into the phase${extra}`;
  }
  if (kind === 'serve-load') {
    const d = rs[0]!.details;
    return `${d.asks} asks, p50 ${d.p50Ms} ms, p95 ${d.p95Ms} ms, max ${d.maxMs} ms, ${d.errors} errors, RSS ${d.rssStartMiB} → ${d.rssEndMiB} MiB, ${d.socketsOpenAtEnd}/${d.sockets} sockets open at the end`;
  }
  if (kind === 'enospc') return rs.map((x) => `${Math.round(Number(x.details.tmpfsBytes) / 1024)} KiB: ${x.details.outcome}${x.details.spaceRanOut ? ' (ENOSPC)' : ' (space sufficed)'}`).join('; ');
  if (kind === 'corrupt-table') return rs.map((x) => `${x.details.how} ${x.details.table}: ${x.details.outcome}`).join('; ');
  return rs.map((x) => `${x.details.outcome}${x.details.usedLLM ? ' (LLM)' : ' (no-LLM fallback)'}, ${x.details.llmCalls} LLM calls`).join('; ');
}
