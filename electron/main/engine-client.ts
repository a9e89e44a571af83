import type { ApiName, NotificationName } from '../../shared/contract';
import type { MediaKind } from '../engine/media/media-access';
import { MediaAnswer } from '../engine/media/media-answer';
import { isNotificationName, type EngineState } from '../../shared/ipc';
import { RestartSchedule, defaultBackoff, type BackoffOptions } from './backoff';
import { FromEngine, errorMessage, type ToEngine } from './engine-protocol';
import { PendingCalls } from './pending-calls';

/** The slice of Electron's UtilityProcess the client uses; `engine-fork.ts` adapts the real one, tests pass a fake. */
export interface EngineChild {
  postMessage(message: ToEngine): void;
  kill(): boolean;
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number) => void): void;
}

export interface EngineClientOptions {
  spawn: () => EngineChild;
  onNotification: (name: NotificationName, payload: unknown) => void;
  onState: (state: EngineState) => void;
  /** Long enough for a first search that loads a model; short enough that a wedged engine surfaces. */
  callTimeoutMs?: number;
  backoff?: BackoffOptions;
  now?: () => number;
}

/**
 * Main's handle on the engine's utility process: forwards calls by id, relays notifications, and restarts
 * the process with back-off when it dies, reporting each state change so the window can say so.
 */
export class EngineClient {
  private child: EngineChild | null = null;
  private readonly calls = new PendingCalls();
  private readonly schedule: RestartSchedule;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private lastFatal: string | null = null;
  private stopping = false;
  private onStopped: (() => void) | null = null;
  private current: EngineState = { state: 'stopped' };

  constructor(private readonly options: EngineClientOptions) {
    this.schedule = new RestartSchedule(options.backoff ?? defaultBackoff);
  }

  get state(): EngineState {
    return this.current;
  }

  start(): void {
    if (this.child || this.stopping) return;
    this.restartTimer = null;
    this.lastFatal = null;
    this.setState({ state: 'starting' });
    this.schedule.started(this.now());
    let child: EngineChild;
    try {
      child = this.options.spawn();
    } catch (error) {
      this.scheduleRestart(`could not start the engine process: ${errorMessage(error)}`);
      return;
    }
    this.child = child;
    child.onMessage((raw) => this.receive(child, raw));
    child.onExit((code) => this.exited(child, code));
  }

  /** Input is forwarded as is: the engine process validates it against the contract. */
  call(name: ApiName, input: unknown): Promise<unknown> {
    const child = this.child;
    if (!child) return Promise.reject(new Error(this.unavailable()));
    const { id, result } = this.calls.open(name, this.options.callTimeoutMs ?? 60_000);
    child.postMessage({ type: 'call', id, name, input });
    return result;
  }

  /** Which file answers a media URL, decided in the engine process (see engine-host.ts). */
  async media(kind: MediaKind, memoryId: string): Promise<MediaAnswer> {
    const child = this.child;
    if (!child) throw new Error(this.unavailable());
    const { id, result } = this.calls.open(`media ${kind}`, this.options.callTimeoutMs ?? 60_000);
    child.postMessage({ type: 'media', id, kind, memoryId });
    return MediaAnswer.parse(await result);
  }

  /** Asks the engine to flush and exit; kills it if it has not exited after `graceMs`. */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const child = this.child;
    if (!child) {
      this.setState({ state: 'stopped' });
      return;
    }
    const exited = new Promise<void>((resolve) => (this.onStopped = resolve));
    child.postMessage({ type: 'close' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)));
    const killed = await Promise.race([exited.then(() => false), gaveUp]);
    clearTimeout(timer);
    if (killed) child.kill();
  }

  private receive(child: EngineChild, raw: unknown): void {
    if (child !== this.child) return;
    const parsed = FromEngine.safeParse(raw);
    if (!parsed.success) {
      console.error('[mnemo] unexpected message from the engine process:', raw);
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'ready':
        this.setState({ state: 'ready', warning: message.warning });
        break;
      case 'result':
        this.calls.resolve(message.id, message.value);
        break;
      case 'error':
        this.calls.reject(message.id, new Error(message.message));
        break;
      case 'notification':
        if (isNotificationName(message.name)) this.options.onNotification(message.name, message.payload);
        break;
      case 'fatal':
        this.lastFatal = message.message;
        break;
    }
  }

  private exited(child: EngineChild, code: number): void {
    if (child !== this.child) return;
    this.child = null;
    const reason = this.lastFatal ?? (code === 0 ? 'the engine process exited' : `the engine process exited with code ${code}`);
    this.calls.rejectAll((name) => new Error(`Mnemo engine stopped before answering "${name}": ${reason}`));
    if (this.stopping) {
      this.setState({ state: 'stopped' });
      this.onStopped?.();
      return;
    }
    this.scheduleRestart(reason);
  }

  private scheduleRestart(reason: string): void {
    const { attempt, delayMs } = this.schedule.crashed(this.now());
    this.setState({ state: 'restarting', reason, attempt, delayMs });
    this.restartTimer = setTimeout(() => this.start(), delayMs);
  }

  private unavailable(): string {
    const state = this.current;
    if (state.state === 'restarting') {
      return `Mnemo engine is restarting (${state.reason}); try again in ${Math.ceil(state.delayMs / 1000)} s`;
    }
    return 'Mnemo engine is not running';
  }

  private setState(state: EngineState): void {
    this.current = state;
    this.options.onState(state);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
