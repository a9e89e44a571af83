import { lazy, type ComponentType } from 'react';

/**
 * The views the timeline does not need, each its own chunk (vite splits at every dynamic import):
 * the window opens on the timeline, and their script, parsed and evaluated before its first paint,
 * was time the first screen waited for. preloadViews() fetches them once the first screen is shown,
 * so moving to another view later does not wait on the network or the engine.
 */
const loaders = {
  ChatView: () => import('./ChatView').then((m) => m.ChatView),
  DuplicatesView: () => import('./DuplicatesView').then((m) => m.DuplicatesView),
  EventDetail: () => import('./EventDetail').then((m) => m.EventDetail),
  EventsView: () => import('./EventsView').then((m) => m.EventsView),
  KnowledgeView: () => import('./KnowledgeView').then((m) => m.KnowledgeView),
  MemoryDetail: () => import('./MemoryDetail').then((m) => m.MemoryDetail),
  PeopleView: () => import('./PeopleView').then((m) => m.PeopleView),
  PersonDetail: () => import('./PersonDetail').then((m) => m.PersonDetail),
  PlacesView: () => import('./PlacesView').then((m) => m.PlacesView),
  SearchView: () => import('./SearchView').then((m) => m.SearchView),
  SettingsView: () => import('./SettingsView').then((m) => m.SettingsView),
};

// lazy() takes a module with a default export; the views export theirs by name.
const view = <P extends object>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));

export const ChatView = view(loaders.ChatView);
export const DuplicatesView = view(loaders.DuplicatesView);
export const EventDetail = view(loaders.EventDetail);
export const EventsView = view(loaders.EventsView);
export const KnowledgeView = view(loaders.KnowledgeView);
export const MemoryDetail = view(loaders.MemoryDetail);
export const PeopleView = view(loaders.PeopleView);
export const PersonDetail = view(loaders.PersonDetail);
export const PlacesView = view(loaders.PlacesView);
export const SearchView = view(loaders.SearchView);
export const SettingsView = view(loaders.SettingsView);

/** Fetches and evaluates every view's chunk (each once; a failure is retried when the view is opened). */
export function preloadViews(): void {
  for (const load of Object.values(loaders)) load().catch(() => undefined);
}
