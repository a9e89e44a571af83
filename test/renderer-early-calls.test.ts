import { describe, expect, it } from 'vitest';
import type { ApiName } from '../shared/contract';
import type { BridgeTransport, MnemoBridge } from '../shared/ipc';
import { pageBridge } from '../renderer/src/bridge-client';
import { withEarlyCalls } from '../renderer/src/early-calls';

/** A transport that records every call and answers with its name and a counter. */
function recording() {
  const calls: Array<{ name: ApiName; input: unknown }> = [];
  const subscribed: string[] = [];
  const transport: BridgeTransport = {
    invoke: async (name, input) => {
      calls.push({ name, input });
      return { name, n: calls.length };
    },
    subscribe: (name) => {
      subscribed.push(name);
      return () => undefined;
    },
  };
  return { transport, calls, subscribed };
}

describe('pageBridge (the page’s client without the contract’s schemas)', () => {
  it('sends each call under its own name and subscribes through the transport', async () => {
    const { transport, calls, subscribed } = recording();
    const bridge = pageBridge(transport);
    await expect(bridge.timeline({})).resolves.toEqual({ name: 'timeline', n: 1 });
    await bridge.listMemorySummaries({ offset: 0, limit: 10 });
    expect(calls).toEqual([
      { name: 'timeline', input: {} },
      { name: 'listMemorySummaries', input: { offset: 0, limit: 10 } },
    ]);
    expect(bridge.timeline).toBe(bridge.timeline);
    bridge.on('progress', () => undefined);
    expect(subscribed).toEqual(['progress']);
  });

  it('is not a thenable, so it can pass through a promise', async () => {
    const { transport } = recording();
    const bridge = pageBridge(transport);
    expect((bridge as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(bridge)).resolves.toBe(bridge);
  });
});

describe('withEarlyCalls', () => {
  it('asks at once, and gives each early answer to the first matching call only', async () => {
    const { transport, calls } = recording();
    const bridge: MnemoBridge = withEarlyCalls(pageBridge(transport), [
      ['listMemorySummaries', { offset: 0, limit: 200 }],
      ['getSettings', {}],
    ]);
    expect(calls.map((c) => c.name)).toEqual(['listMemorySummaries', 'getSettings']);
    await expect(bridge.listMemorySummaries({ offset: 0, limit: 200 })).resolves.toEqual({ name: 'listMemorySummaries', n: 1 });
    expect(calls).toHaveLength(2);
    // Another input, or the same call again, goes to the engine.
    await bridge.listMemorySummaries({ offset: 200, limit: 200 });
    await expect(bridge.listMemorySummaries({ offset: 0, limit: 200 })).resolves.toEqual({ name: 'listMemorySummaries', n: 4 });
    await expect(bridge.getSettings({})).resolves.toEqual({ name: 'getSettings', n: 2 });
    expect(calls.map((c) => c.name)).toEqual(['listMemorySummaries', 'getSettings', 'listMemorySummaries', 'listMemorySummaries']);
  });

  it('hands a failed early call’s error to the caller that takes it', async () => {
    const transport: BridgeTransport = {
      invoke: async () => {
        throw new Error('engine down');
      },
      subscribe: () => () => undefined,
    };
    const bridge = withEarlyCalls(pageBridge(transport), [['timeline', {}]]);
    await expect(bridge.timeline({})).rejects.toThrow('engine down');
  });
});
