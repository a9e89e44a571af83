import type { EngineNotification, MnemoApi, NotificationName } from '../../shared/contract';
import type { MediaMemory } from './media/media-access';
import type { Manifest } from './perception/models';

/** What a host (CLI, serve bridge, Electron utility process) holds: the typed API plus notifications and shutdown. */
export interface Engine extends MnemoApi {
  /** Subscribe to pushed notifications; returns the unsubscribe function. */
  onNotification<N extends NotificationName>(name: N, listener: (payload: EngineNotification<N>) => void): () => void;
  /** Start watching the roots (initial scan, then live changes). */
  startWatching(): Promise<void>;
  /**
   * Add folders as roots and run everything that can run now — ingest, the stages whose models are
   * there, events and knowledge — then return (the CLI's `index`).
   */
  indexOnce(folders: string[]): Promise<{ indexed: number; errors: number; pending: Record<string, number> }>;
  /** What a media request needs of a memory (paths, kind, format, thumbnail, status): a cheap, cached lookup. */
  mediaMemory(id: string): Promise<MediaMemory | null>;
  /** The thumbnail of a memory listed before its thumbnail was made, made now (Ingest.thumbnailNow). */
  thumbnailNow(id: string): Promise<string | null>;
  /** Flush pending writes and stop watchers and workers. */
  close(): Promise<void>;
}

export interface EngineOptions {
  /** The library folder: database, thumbnails, settings. */
  libraryDir: string;
  /** Where downloadable models live (default: MNEMO_MODELS, else beside the library in app data). */
  modelsDir?: string;
  /** The models manifest (default: models/manifest.json shipped with the app). */
  manifest?: Manifest;
}
