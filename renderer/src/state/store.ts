import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MnemoBridge } from '../../../shared/ipc';
import type { ThumbBatches } from '../thumb-batches';
import { chatSlice, type ChatSlice } from './chat';
import { detailSlice, type DetailSlice } from './detail';
import { duplicatesSlice, type DuplicatesSlice } from './duplicates';
import { eventsSlice, type EventsSlice } from './events';
import { knowledgeSlice, type KnowledgeSlice } from './knowledge';
import { librarySlice, type LibrarySlice } from './library';
import { modelsSlice, type ModelsSlice } from './models';
import { navSlice, type NavSlice, type HashHistory } from './nav';
import { peopleSlice, type PeopleSlice } from './people';
import { placesSlice, type PlacesSlice } from './places';
import { searchSlice, type SearchSlice } from './search';
import { timelineSlice, type TimelineSlice } from './timeline';

/**
 * The renderer's state: one zustand store made of slices, one per concern (library status and
 * folders, navigation, timeline, memory detail, search, events, knowledge, people, chat, models).
 * Each slice owns its fields and actions and may read the others through `get()`.
 */
export type AppState = LibrarySlice &
  NavSlice &
  TimelineSlice &
  DetailSlice &
  SearchSlice &
  EventsSlice &
  KnowledgeSlice &
  PeopleSlice &
  DuplicatesSlice &
  ChatSlice &
  ModelsSlice &
  PlacesSlice & {
    /** Subscribes to engine notifications (progress, answers, downloads, engine state); returns the unsubscribe function. */
    connect(): () => void;
  };

export type AppStore = StoreApi<AppState>;
export type SetState = AppStore['setState'];
export type GetState = AppStore['getState'];
/** A slice: its part of the state, given the bridge and the whole store's set/get. */
export type SliceCreator<T> = (api: MnemoBridge, set: SetState, get: GetState, env: StoreEnv) => T;

export interface StoreEnv {
  /** Where the route lives (the page's hash); tests pass an in-memory one. */
  history: HashHistory;
  /** Keeps the chat across reloads of the same window; null in tests. */
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The timeline's thumbnails in batches (thumb-batches.ts); null: each cell asks for its own. */
  thumbBatches: ThumbBatches | null;
}

export function createAppStore(api: MnemoBridge, env: Partial<StoreEnv> = {}): AppStore {
  const full: StoreEnv = { history: env.history ?? memoryHistory(), session: env.session ?? null, thumbBatches: env.thumbBatches ?? null };
  return createStore<AppState>()((set, get) => {
    const parts = [librarySlice, navSlice, timelineSlice, detailSlice, searchSlice, eventsSlice, knowledgeSlice, peopleSlice, duplicatesSlice, chatSlice, modelsSlice, placesSlice] as const;
    const state = Object.assign({}, ...parts.map((make) => make(api, set, get, full))) as Omit<AppState, 'connect'>;
    return {
      ...state,
      connect() {
        const offs = [
          api.on('progress', (status) => get().onProgress(status)),
          api.on('engineState', (engine) => get().onEngineState(engine)),
          api.on('answerDelta', (delta) => get().onAnswerDelta(delta)),
          api.on('pullProgress', (progress) => get().onPullProgress(progress)),
        ];
        return () => {
          for (const off of offs) off();
          get().stopTimers();
        };
      },
    };
  });
}

/** A history that lives in memory: for tests and pages without a hash. */
export function memoryHistory(initial = ''): HashHistory {
  let hash = initial;
  return {
    read: () => hash,
    write: (next) => void (hash = next),
    listen: () => () => undefined,
  };
}
