import { z } from 'zod';
import { apiCalls, type ApiName, type MnemoApi } from '../../../shared/contract';
import type { Handlers, ParsedInput } from './types';

/** A call's input does not fit the contract: the caller's mistake (the serve bridge answers 400). */
export class InvalidCallInput extends Error {
  override readonly name = 'InvalidCallInput';
}

/**
 * Checks a call's input against the contract. This is the one place input is validated: every host
 * (CLI, serve bridge, Electron's utility process) passes what it received on unchanged, so the
 * handlers can rely on their types whoever called.
 */
export function parseCallInput<N extends ApiName>(name: N, raw: unknown): ParsedInput<N> {
  // A call without a payload means "no arguments", so calls like `status` need no `{}` over HTTP.
  const parsed = apiCalls[name].input.safeParse(raw === undefined ? {} : raw);
  if (!parsed.success) throw new InvalidCallInput(`Invalid input for Mnemo call "${name}": ${z.prettifyError(parsed.error)}`);
  // The schema's output is the handler's input; TS can't see that for a generic N.
  return parsed.data as ParsedInput<N>;
}

/** The engine's API over (some of) its handlers: each call validates its input first. */
export function contractApi<N extends ApiName>(handlers: Handlers<N>): Pick<MnemoApi, N> {
  return Object.fromEntries(
    (Object.keys(handlers) as N[]).map((name) => [
      name,
      // async: a bad input is a rejected call, like any other failure, never a synchronous throw.
      async (input: unknown) => (handlers[name] as (i: unknown) => Promise<unknown>)(parseCallInput(name, input)),
    ]),
  ) as Pick<MnemoApi, N>;
}
