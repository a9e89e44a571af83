import type { ApiEvent, ApiEventName, MnemoApi } from '../../shared/api';

/** What a host (CLI, serve bridge, Electron utility process) holds: the typed API plus events and shutdown. */
export interface Engine extends MnemoApi {
  /** Subscribe to pushed events; returns the unsubscribe function. */
  onEvent<N extends ApiEventName>(name: N, listener: (payload: ApiEvent<N>) => void): () => void;
  /** Start watching the roots (initial scan, then live changes). */
  startWatching(): Promise<void>;
  /** Flush pending writes and stop watchers and workers. */
  close(): Promise<void>;
}

export interface EngineOptions {
  /** The library folder: database, thumbnails, settings. */
  libraryDir: string;
}
