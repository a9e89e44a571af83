import { z } from 'zod';
import {
  apiCalls,
  notifications,
  type ApiName,
  type MnemoApi,
  type NotificationName,
} from './contract';

/**
 * Transport helpers derived from `apiCalls` / `notifications`: channel names, call dispatch and a
 * generic client. Electron main, the preload and the serve bridge all use these, so none of them
 * keeps its own list of calls.
 */

export const apiNames = Object.keys(apiCalls) as ApiName[];

export function isApiName(name: unknown): name is ApiName {
  return typeof name === 'string' && Object.hasOwn(apiCalls, name);
}

/**
 * The state of the process hosting the engine. It is not an engine notification (the engine cannot
 * report its own crash), so it lives beside `notifications` rather than in it.
 */
export const EngineState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('starting') }),
  /** `warning`: the engine answers calls but something is degraded (e.g. watching failed to start). */
  z.object({ state: z.literal('ready'), warning: z.string().nullable() }),
  z.object({ state: z.literal('restarting'), reason: z.string(), attempt: z.number().int(), delayMs: z.number() }),
  z.object({ state: z.literal('stopped') }),
]);
export type EngineState = z.infer<typeof EngineState>;

export const hostNotifications = { engineState: EngineState } as const;

/** Everything a front end can subscribe to: the engine's notifications plus the host's. */
export const bridgeNotifications = { ...notifications, ...hostNotifications } as const;
export type BridgeNotificationName = keyof typeof bridgeNotifications;
export type BridgeNotification<N extends BridgeNotificationName> = z.output<(typeof bridgeNotifications)[N]>;
export const bridgeNotificationNames = Object.keys(bridgeNotifications) as BridgeNotificationName[];
export const notificationNames = Object.keys(notifications) as NotificationName[];

export function isBridgeNotificationName(name: unknown): name is BridgeNotificationName {
  return typeof name === 'string' && Object.hasOwn(bridgeNotifications, name);
}

export function isNotificationName(name: unknown): name is NotificationName {
  return typeof name === 'string' && Object.hasOwn(notifications, name);
}

export const callChannel = <N extends ApiName>(name: N): `mnemo:call:${N}` => `mnemo:call:${name}`;
export const notificationChannel = <N extends BridgeNotificationName>(name: N): `mnemo:notification:${N}` => `mnemo:notification:${name}`;

/** What the renderer sees as `window.mnemo`: one function per call, plus notification subscription. */
export type MnemoBridge = MnemoApi & {
  on<N extends BridgeNotificationName>(name: N, listener: (payload: BridgeNotification<N>) => void): () => void;
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
  subscribe(name: BridgeNotificationName, listener: (payload: unknown) => void): () => void;
}

/**
 * Builds the typed client from a transport, as a plain object of functions so Electron's
 * contextBridge can copy it (it drops prototypes and proxies).
 */
export function createBridge(transport: BridgeTransport): MnemoBridge {
  const calls = Object.fromEntries(apiNames.map((name) => [name, (input: unknown) => transport.invoke(name, input)]));
  const on = (name: BridgeNotificationName, listener: (payload: unknown) => void): (() => void) => {
    if (!isBridgeNotificationName(name)) throw new Error(`Unknown Mnemo notification ${JSON.stringify(name)}`);
    return transport.subscribe(name, listener);
  };
  // Each entry forwards to the call of the same name; the engine side validates and types the result.
  return { ...calls, on } as unknown as MnemoBridge;
}
