/**
 * What the engine spends on the three calls the timeline's page starts before React loads
 * (listMemorySummaries offset 0 limit 200, timeline, getSettings), in-process on bench:ui's library:
 * CPU and wall time per call and the JSON's size, cold (the first calls after the engine opens, as
 * the first page load meets them) and then warm. Faster to iterate on than the browser benchmark.
 *
 *   tsx bench/ui-first-page.ts [--memories N] [--rounds N] [--library DIR]
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { handleCall } from '../shared/ipc';
import { openEngine } from '../electron/engine/index';
import { warmFirstPage } from '../electron/engine/library/warm';
import { fillLibrary } from './ui-library';

const CALLS: ReadonlyArray<[string, unknown]> = [
  ['listMemorySummaries', { offset: 0, limit: 200 }],
  ['timeline', {}],
  ['getSettings', undefined],
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const opt = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args[i + 1];
  };
  const memories = Number(opt('--memories') ?? 100_000);
  const rounds = Number(opt('--rounds') ?? 5);
  const given = opt('--library');
  const base = given ?? (await mkdtemp(path.join(os.tmpdir(), 'mnemo-first-page-')));
  const libraryDir = given ?? path.join(base, 'library');
  if (!existsSync(path.join(libraryDir, 'thumbs'))) await fillLibrary(libraryDir, memories);
  try {
    for (const label of ['cold', 'cold, at once', 'warmed as serve opens it']) {
      const engine = await openEngine({ libraryDir });
      if (label === 'warmed as serve opens it') {
        const cpu = process.cpuUsage();
        await warmFirstPage(engine);
        const used = process.cpuUsage(cpu);
        console.log(`${label}: the warm-up ${Math.round((used.user + used.system) / 1000)} ms CPU, before the page asks`);
      }
      // As the page does: all three started together.
      if (label !== 'cold') {
        const cpu = process.cpuUsage();
        const t = performance.now();
        const sizes = await Promise.all(CALLS.map(async ([name, input]) => JSON.stringify({ ok: true, result: await handleCall(engine, name, input) }).length));
        const used = process.cpuUsage(cpu);
        console.log(`${label}: all three at once ${Math.round(performance.now() - t)} ms wall, ${Math.round((used.user + used.system) / 1000)} ms CPU, ${sizes.map((s) => `${Math.round(s / 1024)} kB`).join(' / ')}`);
      }
      for (let round = 0; round < (label === 'cold' ? rounds : 1); round++) {
        for (const [name, input] of CALLS) {
          const cpu = process.cpuUsage();
          const t = performance.now();
          const json = JSON.stringify({ ok: true, result: await handleCall(engine, name, input) });
          const used = process.cpuUsage(cpu);
          console.log(`${round === 0 ? label : 'warm'} ${name}: ${Math.round(performance.now() - t)} ms wall, ${Math.round((used.user + used.system) / 1000)} ms CPU, ${Math.round(json.length / 1024)} kB`);
        }
      }
      await engine.close();
    }
  } finally {
    if (!given) await rm(base, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`ui-first-page: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
