import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

/** Replace (or add) one `## heading` section of bench/RESULTS.md, keeping the others. */
export function writeSection(heading: string, body: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n\nEach section is written by its benchmark; numbers are from the last run.\n';
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const start = current.indexOf(`## ${heading}\n`);
  let next: string;
  if (start === -1) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const end = current.indexOf('\n## ', start + 3);
    // A blank line before the next heading, as every section has.
    next = current.slice(0, start) + section + (end === -1 ? '' : `\n${current.slice(end + 1)}`);
  }
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} cores (${cpu}) · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version}`;
}

/**
 * Write a benchmark's figures to bench/results/<name>.json, with the machine they were measured on:
 * absolute figures only compare with others from the same machine, the ratios carry.
 */
export function writeResultsJson(name: string, figures: object): string {
  const out = path.join(path.dirname(file), 'results', `${name}.json`);
  writeFileSync(out, `${JSON.stringify({ machine: machine(), ...figures }, null, 1)}\n`);
  return out;
}
