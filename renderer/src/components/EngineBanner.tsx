import { useApp } from './context';

/** The engine's state when it is not simply ready: starting, restarting after a crash, or degraded. */
export function EngineBanner() {
  const engine = useApp((s) => s.engine);
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
