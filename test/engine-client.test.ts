import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiName, NotificationName } from '../shared/contract';
import { apiNames, type EngineState } from '../shared/ipc';
import type { Engine } from '../electron/engine/engine';
import { openEngine } from '../electron/engine/index';
import { withCheckedOutputs } from './support/checked-engine';
import { contractApi } from '../electron/engine/handlers/contract';
import type { Handlers } from '../electron/engine/handlers/types';
import { RestartSchedule, backoffDelay, defaultBackoff } from '../electron/main/backoff';
import { EngineClient, type EngineChild } from '../electron/main/engine-client';
import { serveEngine, type ParentPortLike } from '../electron/main/engine-host';
import type { FromEngine, ToEngine } from '../electron/main/engine-protocol';
import { PendingCalls } from '../electron/main/pending-calls';
import { tempDir } from './support/temp';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PendingCalls', () => {
  it('matches answers to requests by id, in any order', async () => {
    const calls = new PendingCalls();
    const a = calls.open('status', 1_000);
    const b = calls.open('search', 1_000);
    expect(a.id).not.toBe(b.id);
    expect(calls.resolve(b.id, 'second')).toBe(true);
    expect(calls.reject(a.id, new Error('first failed'))).toBe(true);
    await expect(b.result).resolves.toBe('second');
    await expect(a.result).rejects.toThrow('first failed');
    expect(calls.size).toBe(0);
    expect(calls.resolve(a.id, 'late')).toBe(false);
  });

  it('fails a call that is not answered in time, naming it', async () => {
    const calls = new PendingCalls();
    const { id, result } = calls.open('search', 5_000);
    const settled = expect(result).rejects.toThrow('Mnemo engine did not answer "search" within 5 s');
    vi.advanceTimersByTime(5_000);
    await settled;
    // A late answer for a timed-out call is dropped, not delivered to someone else.
    expect(calls.resolve(id, 'late')).toBe(false);
  });

  it('fails every open call at once', async () => {
    const calls = new PendingCalls();
    const a = calls.open('status', 1_000);
    const b = calls.open('getSettings', 1_000);
    calls.rejectAll((name) => new Error(`gone: ${name}`));
    await expect(a.result).rejects.toThrow('gone: status');
    await expect(b.result).rejects.toThrow('gone: getSettings');
    expect(calls.size).toBe(0);
  });
});

describe('back-off', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => backoffDelay(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('starts over once a process ran long enough to count as healthy', () => {
    const schedule = new RestartSchedule(defaultBackoff);
    schedule.started(0);
    expect(schedule.crashed(100)).toEqual({ attempt: 1, delayMs: 1_000 });
    schedule.started(1_100);
    expect(schedule.crashed(1_200)).toEqual({ attempt: 2, delayMs: 2_000 });
    schedule.started(3_200);
    expect(schedule.crashed(3_200 + defaultBackoff.stableAfterMs)).toEqual({ attempt: 1, delayMs: 1_000 });
  });
});

class FakeChild implements EngineChild {
  sent: ToEngine[] = [];
  killed = false;
  private messageListener: (message: unknown) => void = () => undefined;
  private exitListener: (code: number) => void = () => undefined;
  postMessage(message: ToEngine): void {
    this.sent.push(message);
  }
  kill(): boolean {
    this.killed = true;
    return true;
  }
  onMessage(listener: (message: unknown) => void): void {
    this.messageListener = listener;
  }
  onExit(listener: (code: number) => void): void {
    this.exitListener = listener;
  }
  reply(message: FromEngine | Record<string, unknown>): void {
    this.messageListener(message);
  }
  exit(code: number): void {
    this.exitListener(code);
  }
  lastCallId(): number {
    const call = this.sent.findLast((message) => message.type === 'call');
    if (!call || call.type !== 'call') throw new Error('no call sent');
    return call.id;
  }
}

function setup(callTimeoutMs = 10_000) {
  const children: FakeChild[] = [];
  const states: EngineState[] = [];
  const events: Array<[NotificationName, unknown]> = [];
  const client = new EngineClient({
    spawn: () => {
      const child = new FakeChild();
      children.push(child);
      return child;
    },
    onNotification: (name, payload) => events.push([name, payload]),
    onState: (state) => states.push(state),
    callTimeoutMs,
    now: () => Date.now(),
  });
  const child = (): FakeChild => {
    const last = children.at(-1);
    if (!last) throw new Error('no child spawned');
    return last;
  };
  return { client, children, states, events, child };
}

describe('EngineClient', () => {
  it('forwards a call with an id and resolves it with the matching result', async () => {
    const { client, child, states } = setup();
    client.start();
    child().reply({ type: 'ready', warning: null });
    expect(states.map((s) => s.state)).toEqual(['starting', 'ready']);

    const first = client.call('status', {});
    const second = client.call('getMemory', { id: 'm1' });
    expect(child().sent).toEqual([
      { type: 'call', id: expect.any(Number), name: 'status', input: {} },
      { type: 'call', id: expect.any(Number), name: 'getMemory', input: { id: 'm1' } },
    ]);
    const [a, b] = child().sent.map((m) => (m.type === 'call' ? m.id : -1));
    child().reply({ type: 'error', id: b!, message: 'Invalid input for Mnemo call "getMemory"' });
    child().reply({ type: 'result', id: a!, value: { memories: 3 } });
    await expect(first).resolves.toEqual({ memories: 3 });
    await expect(second).rejects.toThrow('Invalid input for Mnemo call "getMemory"');
  });

  it('times out a call the engine never answers', async () => {
    const { client } = setup(2_000);
    client.start();
    const pending = expect(client.call('search', { text: 'x' })).rejects.toThrow(/did not answer "search"/);
    vi.advanceTimersByTime(2_000);
    await pending;
  });

  it('relays known engine notifications and ignores unknown ones and malformed messages', () => {
    const { client, child, events } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    client.start();
    child().reply({ type: 'notification', name: 'progress', payload: { queued: 3 } });
    child().reply({ type: 'notification', name: 'bogus', payload: 1 });
    child().reply({ nonsense: true });
    expect(events).toEqual([['progress', { queued: 3 }]]);
  });

  it('on a crash fails open calls with the reason, reports it and restarts with back-off', async () => {
    const { client, children, child, states } = setup();
    client.start();
    const open = client.call('status', {});
    child().reply({ type: 'fatal', message: 'could not open the library: EACCES' });
    child().exit(1);
    await expect(open).rejects.toThrow('Mnemo engine stopped before answering "status": could not open the library: EACCES');
    expect(states.at(-1)).toEqual({
      state: 'restarting',
      reason: 'could not open the library: EACCES',
      attempt: 1,
      delayMs: 1_000,
    });

    // While waiting to restart, calls fail at once with a message the window can show.
    await expect(client.call('status', {})).rejects.toThrow(/restarting \(could not open the library: EACCES\)/);

    vi.advanceTimersByTime(999);
    expect(children).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(children).toHaveLength(2);
    expect(states.at(-1)).toEqual({ state: 'starting' });

    child().exit(134);
    expect(states.at(-1)).toMatchObject({ state: 'restarting', reason: 'the engine process exited with code 134', attempt: 2, delayMs: 2_000 });
    vi.advanceTimersByTime(2_000);
    expect(children).toHaveLength(3);
    child().reply({ type: 'ready', warning: null });
    const again = client.call('status', {});
    child().reply({ type: 'result', id: child().lastCallId(), value: 'fine' });
    await expect(again).resolves.toBe('fine');
  });

  it('restarts when spawning itself throws', () => {
    let attempts = 0;
    const states: EngineState[] = [];
    const client = new EngineClient({
      spawn: () => {
        attempts++;
        throw new Error('no such file: engine-process.js');
      },
      onNotification: () => undefined,
      onState: (state) => states.push(state),
    });
    client.start();
    expect(states.at(-1)).toMatchObject({ state: 'restarting', reason: expect.stringContaining('engine-process.js') });
    vi.advanceTimersByTime(1_000);
    expect(attempts).toBe(2);
    void client.stop();
  });

  it('stops gracefully: asks the engine to close and does not restart it', async () => {
    const { client, children, child, states } = setup();
    client.start();
    const stopped = client.stop(5_000);
    expect(child().sent).toEqual([{ type: 'close' }]);
    child().exit(0);
    await stopped;
    expect(child().killed).toBe(false);
    expect(states.at(-1)).toEqual({ state: 'stopped' });
    vi.advanceTimersByTime(60_000);
    expect(children).toHaveLength(1);
  });

  it('kills an engine that does not exit within the grace period', async () => {
    const { client, child } = setup();
    client.start();
    const stopped = client.stop(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(child().killed).toBe(true);
  });
});

/** A fake parent port: records what the host sends and lets the test deliver messages. */
function fakePort() {
  const sent: FromEngine[] = [];
  let listener: (event: { data: unknown }) => void = () => undefined;
  const port: ParentPortLike = {
    on: (_event, l) => (listener = l),
    postMessage: (message) => void sent.push(message),
  };
  return { port, sent, deliver: (data: ToEngine | Record<string, unknown>) => listener({ data }) };
}

type FakeEngine = Engine & { emit: (payload: unknown) => void; closed: boolean };

function fakeEngine(overrides: Partial<Engine> = {}): FakeEngine {
  const listeners: Array<(payload: unknown) => void> = [];
  const handlers = Object.fromEntries(apiNames.map((name) => [name, async (input: unknown) => ({ echo: name, input })]));
  // Behind the engine's own input validation, as in openEngine: the host passes input on unchecked.
  const engine = {
    ...contractApi(handlers as unknown as Handlers<ApiName>),
    closed: false,
    onNotification: (_name: NotificationName, listener: (payload: unknown) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    startWatching: async () => undefined,
    close: async () => void (engine.closed = true),
    emit: (payload: unknown) => listeners.forEach((l) => l(payload)),
    ...overrides,
  };
  // Payloads are opaque to the host, so the fake's listeners take unknown rather than LibraryStatus.
  return engine as unknown as FakeEngine;
}

describe('serveEngine (the utility process side)', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('answers calls that arrive before the engine has opened', async () => {
    const { port, sent, deliver } = fakePort();
    let open!: (engine: Engine) => void;
    serveEngine(port, () => new Promise<Engine>((resolve) => (open = resolve)), () => undefined);
    deliver({ type: 'call', id: 7, name: 'listMemories', input: {} });
    await Promise.resolve();
    expect(sent).toEqual([]);
    open(fakeEngine());
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'result', id: 7, value: { echo: 'listMemories', input: { offset: 0, limit: 500 } } }));
    expect(sent).toContainEqual({ type: 'ready', warning: null });
  });

  it('answers malformed input with an error naming the call', async () => {
    const { port, sent, deliver } = fakePort();
    serveEngine(port, async () => fakeEngine(), () => undefined);
    deliver({ type: 'call', id: 1, name: 'addRoot', input: { path: 42 } });
    await vi.waitFor(() => expect(sent.find((m) => m.type === 'error')).toMatchObject({ id: 1, message: expect.stringContaining('"addRoot"') }));
  });

  it('passes a real engine’s rejection of malformed input back as a readable error', async () => {
    const libraryDir = path.join(await tempDir('engine-host'), 'library');
    const engine = withCheckedOutputs(await openEngine({ libraryDir }));
    try {
      const { port, sent, deliver } = fakePort();
      // Not watching: the default root would be this machine's Pictures folder.
      serveEngine(port, async () => ({ ...engine, startWatching: async () => undefined }), () => undefined);
      deliver({ type: 'call', id: 1, name: 'addRoot', input: { path: 42 } });
      deliver({ type: 'call', id: 2, name: 'listMemories', input: { limit: 0 } });
      deliver({ type: 'call', id: 3, name: 'listMemories', input: {} });
      await vi.waitFor(() => expect(sent.filter((m) => m.type === 'error' || m.type === 'result')).toHaveLength(3), { timeout: 10_000 });
      expect(sent).toContainEqual({ type: 'error', id: 1, message: expect.stringMatching(/^Invalid input for Mnemo call "addRoot":.*path/s) });
      expect(sent).toContainEqual({ type: 'error', id: 2, message: expect.stringMatching(/^Invalid input for Mnemo call "listMemories":.*limit/s) });
      expect(sent).toContainEqual({ type: 'result', id: 3, value: { memories: [], total: 0 } });
    } finally {
      await engine.close();
    }
  });

  it('forwards engine notifications and reports a watcher failure as a warning', async () => {
    const { port, sent } = fakePort();
    const engine = fakeEngine({ startWatching: async () => Promise.reject(new Error('EMFILE')) });
    serveEngine(port, async () => engine, () => undefined);
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'ready', warning: 'Watching folders failed: EMFILE' }));
    engine.emit({ queued: 1 });
    expect(sent).toContainEqual({ type: 'notification', name: 'progress', payload: { queued: 1 } });
  });

  it('reports a library that fails to open as fatal and exits 1', async () => {
    const { port, sent } = fakePort();
    const exit = vi.fn();
    serveEngine(port, async () => Promise.reject(new Error('EACCES: /library')), exit);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(sent).toContainEqual({ type: 'fatal', message: 'could not open the library: EACCES: /library' });
  });

  it('closes the engine and exits 0 on close', async () => {
    const { port, deliver } = fakePort();
    const engine = fakeEngine();
    const exit = vi.fn();
    serveEngine(port, async () => engine, exit);
    deliver({ type: 'close' });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(engine.closed).toBe(true);
  });

  it('answers with an error when a result cannot be sent', async () => {
    const sent: FromEngine[] = [];
    let listener: (event: { data: unknown }) => void = () => undefined;
    const port: ParentPortLike = {
      on: (_event, l) => (listener = l),
      postMessage: (message) => {
        if (message.type === 'result') throw new Error('could not be cloned');
        sent.push(message);
      },
    };
    serveEngine(port, async () => fakeEngine(), () => undefined);
    listener({ data: { type: 'call', id: 3, name: 'status', input: {} } });
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'error', id: 3, message: 'the result could not be sent: could not be cloned' }));
  });
});
