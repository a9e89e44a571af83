import { z } from 'zod';
import {
  apiCalls,
  apiEvents,
  type ApiEventName,
  type ApiName,
  type MnemoApi,
} from './api';

/**
 * Transport helpers derived from `apiCalls` / `apiEvents`: channel names, call dispatch and a
 * generic client. Electron main, the preload and the serve bridge all use these, so none of them
 * keeps its own list of calls.
 */

export const apiNames = Object.keys(apiCalls) as ApiName[];

export function isApiName(name: unknown): name is ApiName {
  return typeof name === 'string' && Object.hasOwn(apiCalls, name);
}

/**
 * The state of the process hosting the engine. It is not an engine event (the engine cannot report
 * its own crash), so it lives beside `apiEvents` rather than in it.
 */
export const EngineState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('starting') }),
  /** `warning`: the engine answers calls but something is degraded (e.g. watching failed to start). */
  z.object({ state: z.literal('ready'), warning: z.string().nullable() }),
  z.object({ state: z.literal('restarting'), reason: z.string(), attempt: z.number().int(), delayMs: z.number() }),
  z.object({ state: z.literal('stopped') }),
]);
export type EngineState = z.infer<typeof EngineState>;

export const hostEvents = { engineState: EngineState } as const;

/** Everything a front end can subscribe to: the engine's events plus the host's. */
export const bridgeEvents = { ...apiEvents, ...hostEvents } as const;
export type BridgeEventName = keyof typeof bridgeEvents;
export type BridgeEvent<N extends BridgeEventName> = z.output<(typeof bridgeEvents)[N]>;
export const bridgeEventNames = Object.keys(bridgeEvents) as BridgeEventName[];
export const apiEventNames = Object.keys(apiEvents) as ApiEventName[];

export function isBridgeEventName(name: unknown): name is BridgeEventName {
  return typeof name === 'string' && Object.hasOwn(bridgeEvents, name);
}

export function isApiEventName(name: unknown): name is ApiEventName {
  return typeof name === 'string' && Object.hasOwn(apiEvents, name);
}

export const callChannel = <N extends ApiName>(name: N): `mnemo:call:${N}` => `mnemo:call:${name}`;
export const eventChannel = <N extends BridgeEventName>(name: N): `mnemo:event:${N}` => `mnemo:event:${name}`;

/** What the renderer sees as `window.mnemo`: one function per call, plus event subscription. */
export type MnemoBridge = MnemoApi & {
  on<N extends BridgeEventName>(name: N, listener: (payload: BridgeEvent<N>) => void): () => void;
};

/**
 * Runs an untrusted call (from IPC or HTTP) on the engine: the name is checked here, the input is
 * passed on as received, because the engine validates every call's input against the contract
 * itself (electron/engine/handlers/contract.ts) — once, whichever host it came through.
 */
export async function handleCall(api: MnemoApi, name: unknown, rawInput: unknown): Promise<unknown> {
  if (!isApiName(name)) throw new Error(`Unknown Mnemo call ${JSON.stringify(name)}`);
  const method = api[name] as (input: unknown) => Promise<unknown>;
  return method(rawInput);
}

export interface BridgeTransport {
  invoke(name: ApiName, input: unknown): Promise<unknown>;
  subscribe(name: BridgeEventName, listener: (payload: unknown) => void): () => void;
}

/**
 * Builds the typed client from a transport, as a plain object of functions so Electron's
 * contextBridge can copy it (it drops prototypes and proxies).
 */
export function createBridge(transport: BridgeTransport): MnemoBridge {
  const calls = Object.fromEntries(apiNames.map((name) => [name, (input: unknown) => transport.invoke(name, input)]));
  const on = (name: BridgeEventName, listener: (payload: unknown) => void): (() => void) => {
    if (!isBridgeEventName(name)) throw new Error(`Unknown Mnemo event ${JSON.stringify(name)}`);
    return transport.subscribe(name, listener);
  };
  // Each entry forwards to the call of the same name; the engine side validates and types the result.
  return { ...calls, on } as unknown as MnemoBridge;
}
