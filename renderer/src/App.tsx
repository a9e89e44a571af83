import { Suspense, useEffect } from 'react';
import { EngineBanner } from './components/EngineBanner';
import { IndexingBadge } from './components/IndexingBadge';
import { Nav } from './components/Nav';
import { SearchBar } from './components/SearchBar';
import { ErrorState, Loading } from './components/States';
import { StoreContext, useApp } from './components/context';
import { useShortcuts } from './components/shortcuts';
import type { AppStore } from './state/store';
import { TimelineView } from './views/TimelineView';
import { ChatView, DuplicatesView, EventDetail, EventsView, KnowledgeView, MemoryDetail, PeopleView, PersonDetail, PlacesView, SearchView, SettingsView } from './views/lazy';

export function App({ store }: { store: AppStore | null }) {
  if (!store) {
    return (
      <main className="centered">
        <div className="state" role="alert">
          <h1>Mnemo can't reach its library</h1>
          <p>This page runs inside the Mnemo app, which connects it to your photo library.</p>
        </div>
      </main>
    );
  }
  return (
    <StoreContext.Provider value={store}>
      <Shell />
    </StoreContext.Provider>
  );
}

function Shell() {
  const { route, settings, loadError, loading, load } = useApp((s) => ({
    route: s.route,
    settings: s.settings,
    loadError: s.loadError,
    loading: s.loading,
    load: s.load,
  }));
  useShortcuts();

  useEffect(() => {
    const names = { timeline: 'Timeline', search: 'Search', events: 'Events', people: 'People', duplicates: 'Duplicates', places: 'Places', knowledge: 'Knowledge', chat: 'Chat', settings: 'Settings' };
    document.title = `${names[route.view]} · Mnemo`;
  }, [route.view]);

  let body;
  if (settings) {
    body = (
      <Suspense fallback={<Loading label="Opening…" />}>
        <CurrentView />
      </Suspense>
    );
  }
  else if (loadError) body = <ErrorState title="Couldn't open the library" message={loadError} onRetry={() => void load()} />;
  else body = <Loading label={loading ? 'Opening your library…' : 'Connecting…'} />;

  return (
    <div className="app">
      <header className="topbar">
        <p className="brand">Mnemo</p>
        <SearchBar />
        <IndexingBadge />
      </header>
      <EngineBanner />
      <div className="frame">
        <Nav />
        <main id="main" className="main" tabIndex={-1}>
          {body}
        </main>
      </div>
      {settings && route.memory && (
        <Suspense fallback={null}>
          <MemoryDetail id={route.memory} />
        </Suspense>
      )}
    </div>
  );
}

function CurrentView() {
  const route = useApp((s) => s.route);
  switch (route.view) {
    case 'timeline':
      return <TimelineView />;
    case 'search':
      return <SearchView />;
    case 'events':
      return route.id ? <EventDetail id={route.id} /> : <EventsView />;
    case 'people':
      return route.id ? <PersonDetail id={route.id} /> : <PeopleView />;
    case 'duplicates':
      return <DuplicatesView />;
    case 'places':
      return <PlacesView />;
    case 'knowledge':
      return <KnowledgeView />;
    case 'chat':
      return <ChatView />;
    case 'settings':
      return <SettingsView />;
  }
}
