import { describe, expect, it } from 'vitest';
import { apiCalls, notifications, type ApiName, type MnemoApi } from '../shared/contract';
import { contractApi, InvalidCallInput } from '../electron/engine/handlers/contract';
import type { Handlers } from '../electron/engine/handlers/types';
import { defaultSettings } from '../shared/settings';
import { checkOutput } from './support/checked-engine';
import {
  apiNames,
  bridgeNotificationNames,
  callChannel,
  createBridge,
  notificationChannel,
  handleCall,
  type BridgeNotificationName,
} from '../shared/ipc';

/**
 * A fake engine recording every call its handlers receive; each answers with `answer(name, input)`.
 * The handlers sit behind the engine's real input validation (`contractApi`), as in `openEngine`.
 */
function fakeApi(answer: (name: string, input: unknown) => unknown = () => ({})) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const handlers = Object.fromEntries(
    apiNames.map((name) => [
      name,
      async (input: unknown) => {
        calls.push({ name, input });
        return answer(name, input);
      },
    ]),
  ) as unknown as Handlers<ApiName>;
  return { api: contractApi(handlers), calls };
}

describe('channels', () => {
  it('gives every apiCalls entry its own call channel', () => {
    expect([...apiNames].sort()).toEqual(Object.keys(apiCalls).sort());
    const channels = apiNames.map((name) => callChannel(name));
    expect(new Set(channels).size).toBe(apiNames.length);
    for (const name of apiNames) expect(callChannel(name)).toBe(`mnemo:call:${name}`);
  });

  it('gives every notification, the engine’s and the host’s, a notification channel', () => {
    for (const name of Object.keys(notifications)) expect(bridgeNotificationNames).toContain(name);
    expect(bridgeNotificationNames).toContain('engineState');
    expect(notificationChannel('progress')).toBe('mnemo:notification:progress');
  });
});

describe('handleCall and the engine’s input validation', () => {
  it('passes the input on as received, and the engine validates it once', async () => {
    const received: unknown[] = [];
    const api = new Proxy({} as MnemoApi, { get: (_target, name) => async (input: unknown) => void received.push([name, input]) });
    await handleCall(api, 'listMemories', { limit: 100_000 });
    await handleCall(api, 'status', undefined);
    expect(received).toEqual([['listMemories', { limit: 100_000 }], ['status', undefined]]);
  });

  it('gives the handlers validated input, with defaults filled in, and returns their result', async () => {
    const { api, calls } = fakeApi(() => ({ memories: [], total: 0 }));
    await expect(handleCall(api, 'listMemories', { limit: 10 })).resolves.toEqual({ memories: [], total: 0 });
    expect(calls).toEqual([{ name: 'listMemories', input: { offset: 0, limit: 10 } }]);
  });

  it('treats a missing payload as no arguments', async () => {
    const { api, calls } = fakeApi();
    await handleCall(api, 'status', undefined);
    expect(calls).toEqual([{ name: 'status', input: {} }]);
  });

  it('rejects malformed input with a message naming the call and the problem, without calling the handler', async () => {
    const { api, calls } = fakeApi();
    const empty = handleCall(api, 'addRoot', { path: '' });
    await expect(empty).rejects.toThrow(/Invalid input for Mnemo call "addRoot"/);
    await expect(empty).rejects.toBeInstanceOf(InvalidCallInput);
    await expect(empty).rejects.toThrow(/path/);

    const wrongType = handleCall(api, 'pauseRoot', { path: '/photos', paused: 'yes' });
    await expect(wrongType).rejects.toThrow(/"pauseRoot".*expected boolean/s);

    await expect(handleCall(api, 'listMemories', { limit: 100_000 })).rejects.toThrow(/"listMemories".*limit/s);
    await expect(handleCall(api, 'getMemory', null)).rejects.toThrow(/"getMemory"/);
    expect(calls).toEqual([]);
  });

  it('rejects names that are not calls, including inherited object keys', async () => {
    const { api, calls } = fakeApi();
    for (const name of ['nope', 'constructor', 'toString', '__proto__', 42, undefined]) {
      await expect(handleCall(api, name, {})).rejects.toThrow(/Unknown Mnemo call/);
    }
    expect(calls).toEqual([]);
  });

  it('lets the engine’s own errors through', async () => {
    const { api } = fakeApi(() => {
      throw new Error('root does not exist: /nowhere');
    });
    await expect(handleCall(api, 'addRoot', { path: '/nowhere' })).rejects.toThrow('root does not exist: /nowhere');
  });
});

describe('createBridge', () => {
  it('exposes exactly one function per call plus on', async () => {
    const invoked: Array<[string, unknown]> = [];
    const bridge = createBridge({
      invoke: async (name, input) => {
        invoked.push([name, input]);
        return 'ok';
      },
      subscribe: () => () => undefined,
    });
    expect(Object.keys(bridge).sort()).toEqual([...apiNames, 'on'].sort());
    for (const key of Object.keys(bridge)) expect(typeof Reflect.get(bridge, key)).toBe('function');
    await expect(bridge.search({ text: 'beach' })).resolves.toBe('ok');
    expect(invoked).toEqual([['search', { text: 'beach' }]]);
  });

  it('subscribes to known notifications only and returns the unsubscribe', () => {
    const subscribed: string[] = [];
    let unsubscribed = 0;
    const bridge = createBridge({
      invoke: async () => undefined,
      subscribe: (name) => {
        subscribed.push(name);
        return () => void unsubscribed++;
      },
    });
    const off = bridge.on('progress', () => undefined);
    off();
    expect(subscribed).toEqual(['progress']);
    expect(unsubscribed).toBe(1);
    expect(() => bridge.on('bogus' as BridgeNotificationName, () => undefined)).toThrow(/Unknown Mnemo notification "bogus"/);
  });
});

describe('the output checker the engine tests use', () => {
  it('fails an output that does not fit the contract, or that the contract would change', () => {
    expect(() => checkOutput('retryErrors', { retried: 2 })).not.toThrow();
    expect(() => checkOutput('retryErrors', { retried: '2' })).toThrow(/Output of Mnemo call "retryErrors" does not fit the contract.*retried/s);
    expect(() => checkOutput('retryErrors', { retried: 2, extra: true })).toThrow(/"retryErrors" changes when parsed.*\.extra \(not in the contract\)/);
    // A stored-settings fallback (`.catch`) would hide an engine that returns a broken value.
    const settings = defaultSettings();
    expect(() => checkOutput('getSettings', settings)).not.toThrow();
    expect(() => checkOutput('getSettings', { ...settings, llm: { ...settings.llm, timeoutMs: -1 } })).toThrow(/\.llm\.timeoutMs: -1 → 300000/);
  });
});
