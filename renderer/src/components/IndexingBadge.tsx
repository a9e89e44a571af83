import { formatCount, formatDuration } from '../format';
import { useApp } from './context';

/** A one-line summary of indexing in the top bar; the details are in Settings. */
export function IndexingBadge() {
  const { status, navigate } = useApp((s) => ({ status: s.status, navigate: s.navigate }));
  if (!status) return null;
  const pending = Object.values(status.stages).reduce((n, c) => n + c.pending, 0);
  const failed = status.errors.length;
  let text: string;
  if (status.paused) text = 'Indexing paused';
  else if (status.queued > 0) text = `Indexing · ${formatCount(status.queued)} queued${status.etaSeconds !== null ? ` · ${formatDuration(status.etaSeconds)} left` : ''}`;
  else if (pending > 0) text = `${formatCount(status.memories)} memories · ${formatCount(pending)} steps waiting`;
  else text = `${formatCount(status.memories)} memories`;
  return (
    <a
      className={`indexing${status.queued > 0 ? ' busy' : ''}`}
      href="#/settings"
      onClick={(event) => {
        event.preventDefault();
        navigate({ view: 'settings' });
      }}
      aria-label={`${text}${failed ? `, ${failed} failed` : ''}. Open indexing settings`}
    >
      {status.queued > 0 && <span className="spinner" aria-hidden="true" />}
      <span>{text}</span>
      {failed > 0 && <span className="badge badge-error">{formatCount(failed)} failed</span>}
    </a>
  );
}
