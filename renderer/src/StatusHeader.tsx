import type { EngineState } from '../../shared/ipc';
import type { LibraryStatus } from '../../shared/status';
import { formatCount, formatDuration } from './format';

interface Props {
  status: LibraryStatus | null;
  engine: EngineState | null;
  busy: boolean;
  onRetryErrors: () => void;
}

export function StatusHeader({ status, engine, busy, onRetryErrors }: Props) {
  return (
    <header className="header">
      <div className="brand">
        <h1>Mnemo</h1>
        {status && (
          <p className="muted library-path" title={status.library}>
            {status.library}
          </p>
        )}
      </div>
      {status && <LibrarySummary status={status} busy={busy} onRetryErrors={onRetryErrors} />}
      <EngineBanner engine={engine} />
    </header>
  );
}

function LibrarySummary({ status, busy, onRetryErrors }: { status: LibraryStatus; busy: boolean; onRetryErrors: () => void }) {
  const stages = Object.entries(status.stages);
  const reasons = [...new Set(stages.flatMap(([, counts]) => counts.reasons))];
  return (
    <section className="summary" aria-label="Library status">
      <p className="totals">
        <strong>{formatCount(status.memories)}</strong> {status.memories === 1 ? 'memory' : 'memories'}
        {status.paused && <span className="badge badge-paused">Paused</span>}
      </p>
      {status.queued > 0 && (
        <div className="progress" role="status">
          {/* Indeterminate: the queue grows while folders are scanned, so no honest percentage exists. */}
          <progress aria-label="Indexing" />
          <span>
            {formatCount(status.queued)} queued
            {status.filesPerSecond !== null && ` · ${status.filesPerSecond.toFixed(1)} files/s`}
            {status.etaSeconds !== null && ` · about ${formatDuration(status.etaSeconds)} left`}
          </span>
        </div>
      )}
      {stages.length > 0 && (
        <table className="stages">
          <caption className="visually-hidden">Work per stage</caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Done</th>
              <th scope="col">Pending</th>
              <th scope="col">Failed</th>
            </tr>
          </thead>
          <tbody>
            {stages.map(([name, counts]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{formatCount(counts.done)}</td>
                <td>{formatCount(counts.pending)}</td>
                <td className={counts.failed > 0 ? 'failed' : undefined}>{formatCount(counts.failed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {reasons.length > 0 && (
        <ul className="reasons">
          {reasons.map((reason) => (
            <li key={reason}>Waiting: {reason}</li>
          ))}
        </ul>
      )}
      {status.warnings.length > 0 && (
        <p className="muted">
          {formatCount(status.warnings.length)} indexed with warnings (e.g. {status.warnings[0]?.error})
        </p>
      )}
      {status.errors.length > 0 && (
        <button type="button" onClick={onRetryErrors} disabled={busy}>
          Retry {formatCount(status.errors.length)} failed
        </button>
      )}
    </section>
  );
}

function EngineBanner({ engine }: { engine: EngineState | null }) {
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
