import { useApp } from './context';

/** The engine's state when it is not simply ready: starting, restarting after a crash, degraded, its database or settings damaged. */
export function EngineBanner() {
  const engine = useApp((s) => s.engine);
  const damaged = useApp((s) => s.status?.damaged ?? null);
  const busy = useApp((s) => s.busy);
  const rebuild = useApp((s) => s.rebuildLibrary);
  const recovery = useApp((s) => s.status?.settingsRecovery ?? null);
  const pauseAll = useApp((s) => s.pauseAll);
  const navigate = useApp((s) => s.navigate);
  if (damaged) {
    const confirmRebuild = () => {
      const ok = window.confirm(
        'Rebuild the library? The damaged database is set aside (kept, not deleted), a fresh one is built from your folders, and your edits — corrections, names, events, knowledge — are put back. Indexing starts again from the beginning.',
      );
      if (ok) void rebuild();
    };
    return (
      <p className="banner banner-error" role="alert">
        The library&apos;s database is damaged ({damaged.reason}).{' '}
        <button type="button" disabled={busy} onClick={confirmRebuild}>
          Rebuild the library
        </button>
      </p>
    );
  }
  if (recovery) {
    return (
      <p className="banner banner-warning" role="alert">
        Your settings were damaged, so your folders are paused until you check them. Could not read: {recovery.lost.join(', ')} (the
        damaged file is kept as {recovery.keptAs}).{' '}
        <button type="button" onClick={() => navigate({ view: 'settings' })}>
          Check folders
        </button>{' '}
        <button type="button" disabled={busy} onClick={() => void pauseAll(false)}>
          Resume indexing
        </button>
      </p>
    );
  }
  if (engine?.state === 'starting') {
    return (
      <p className="banner" role="status">
        Starting the engine…
      </p>
    );
  }
  if (engine?.state === 'restarting') {
    return (
      <p className="banner banner-error" role="alert">
        The engine stopped ({engine.reason}). Restarting in {Math.ceil(engine.delayMs / 1000)} s (attempt {engine.attempt}).
      </p>
    );
  }
  if (engine?.state === 'ready' && engine.warning) {
    return (
      <p className="banner banner-warning" role="status">
        {engine.warning}
      </p>
    );
  }
  return null;
}
