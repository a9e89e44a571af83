import { useStore } from 'zustand';
import { Folders } from './Folders';
import { MemoryList } from './MemoryList';
import { StatusHeader } from './StatusHeader';
import type { LibraryStore } from './store';

export function App({ store }: { store: LibraryStore | null }) {
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
  return <Library store={store} />;
}

function Library({ store }: { store: LibraryStore }) {
  const state = useStore(store);
  const { status, settings, memories } = state;

  let body;
  if (settings && memories) {
    body = (
      <main className="layout">
        <Folders
          settings={settings}
          busy={state.busy}
          actionError={state.actionError}
          onAdd={state.addRoot}
          onRemove={(path) => void state.removeRoot(path)}
          onPause={(path, paused) => void state.pauseRoot(path, paused)}
          onPauseAll={(paused) => void state.pauseAll(paused)}
          onDismissError={state.dismissActionError}
        />
        <MemoryList memories={memories} total={state.total} hasRoots={settings.roots.length > 0} />
      </main>
    );
  } else if (state.loadError) {
    body = (
      <main className="centered">
        <div className="state" role="alert">
          <h2>Couldn't open the library</h2>
          <p>{state.loadError}</p>
          <button type="button" onClick={() => void state.load()} disabled={state.loading}>
            Try again
          </button>
        </div>
      </main>
    );
  } else {
    body = (
      <main className="centered">
        <p className="state" role="status">
          Opening your library…
        </p>
      </main>
    );
  }

  return (
    <div className="app">
      <StatusHeader status={status} engine={state.engine} busy={state.busy} onRetryErrors={() => void state.retryErrors()} />
      {body}
    </div>
  );
}
