import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { apiCalls, type ApiName } from '../../shared/contract';
import { apiNames } from '../../shared/ipc';
import type { Engine } from '../../electron/engine/engine';

/**
 * The engine with every call's output checked against the contract's output schema, so a handler
 * whose result drifts from `apiCalls` fails the test that called it. Exactly: the output must parse,
 * and parsing must not change it (no field the contract drops, no value a `.catch` replaces), as
 * the front ends read what the engine sent, not what the schema would make of it.
 */
export function withCheckedOutputs<E extends Engine>(engine: E): E {
  const checked = Object.fromEntries(
    apiNames.map((name) => [
      name,
      async (input: unknown) => {
        const output: unknown = await (engine[name] as (i: unknown) => Promise<unknown>)(input);
        checkOutput(name, output);
        return output;
      },
    ]),
  );
  return { ...engine, ...checked };
}

export function checkOutput(name: ApiName, output: unknown): void {
  const parsed = apiCalls[name].output.safeParse(output);
  if (!parsed.success) throw new Error(`Output of Mnemo call "${name}" does not fit the contract: ${z.prettifyError(parsed.error)}`);
  // Compared as the transports carry it (JSON over HTTP): undefined fields are absent either way.
  const sent = JSON.parse(JSON.stringify(output ?? null)) as unknown;
  const read = JSON.parse(JSON.stringify(parsed.data ?? null)) as unknown;
  const where = firstDifference(sent, read, '');
  if (where !== null) throw new Error(`Output of Mnemo call "${name}" changes when parsed by the contract, at ${where || '(root)'}`);
}

/** The path of the first place where two JSON values differ, or null. */
function firstDifference(a: unknown, b: unknown, at: string): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `${at}: ${JSON.stringify(a)?.slice(0, 80)} → ${JSON.stringify(b)?.slice(0, 80)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const inA = Object.hasOwn(a, key);
    const inB = Object.hasOwn(b, key);
    if (!inB) return `${at}.${key} (not in the contract)`;
    if (!inA) return `${at}.${key} (added by the contract)`;
    const diff = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
    if (diff !== null) return diff;
  }
  return at;
}
