import type { z } from 'zod';
import type { apiCalls, ApiName, ApiOutput, EngineNotification, NotificationName } from '../../../shared/contract';

/** A call's input as the contract parsed it (defaults filled in): what a handler receives. */
export type ParsedInput<N extends ApiName> = z.output<(typeof apiCalls)[N]['input']>;

/** The handlers of some of the contract's calls, each typed against it. */
export type Handlers<N extends ApiName> = { [K in N]: (input: ParsedInput<K>) => Promise<ApiOutput<K>> };

/** Pushes a notification to whoever listens (the UI's progress bars, a streamed answer). */
export type Notify = <N extends NotificationName>(name: N, payload: EngineNotification<N>) => void;
