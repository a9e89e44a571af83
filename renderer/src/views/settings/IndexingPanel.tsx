import { useApp } from '../../components/context';
import { formatCount, formatDuration } from '../../format';

/** Work per stage: done, waiting, failed, pace and time left, and why waiting work waits. */
export function IndexingPanel() {
  const status = useApp((s) => s.status);
  if (!status) return null;
  const stages = Object.entries(status.stages);
  return (
    <section className="panel" aria-labelledby="indexing-title">
      <div className="panel-head">
        <h2 id="indexing-title">Indexing</h2>
        <p className="muted">
          {formatCount(status.memories)} memories{status.deleted > 0 && ` · ${formatCount(status.deleted)} removed`}
        </p>
      </div>
      {status.paused && <p className="banner banner-warning">Indexing is paused for every folder.</p>}
      {status.queued > 0 && (
        <div className="progress" role="status">
          {/* Indeterminate: the queue grows while folders are scanned, so no honest percentage exists. */}
          <progress aria-label="Reading files" />
          <span>
            {formatCount(status.queued)} files queued
            {status.filesPerSecond !== null && ` · ${status.filesPerSecond.toFixed(1)} files/s`}
            {status.etaSeconds !== null && ` · about ${formatDuration(status.etaSeconds)} left`}
          </span>
        </div>
      )}
      {stages.length === 0 ? (
        <p className="empty">Nothing indexed yet.</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Work per stage">
          <table className="table stages">
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Done</th>
                <th scope="col">Waiting</th>
                <th scope="col">Failed</th>
                <th scope="col">Pace</th>
              </tr>
            </thead>
            <tbody>
              {stages.map(([name, counts]) => {
                const total = counts.done + counts.pending + counts.failed;
                return (
                  <tr key={name}>
                    <th scope="row">
                      {name}
                      {total > 0 && <progress className="stage-bar" max={total} value={counts.done} aria-label={`${name}: ${counts.done} of ${total} done`} />}
                      {counts.reasons.map((reason) => (
                        <span key={reason} className="reason">
                          {reason}
                        </span>
                      ))}
                    </th>
                    <td>{formatCount(counts.done)}</td>
                    <td>{formatCount(counts.pending)}</td>
                    <td className={counts.failed > 0 ? 'failed' : undefined}>{formatCount(counts.failed)}</td>
                    <td>
                      {/* The pace is over the last minute; it means something only while work waits. */}
                      {counts.pending > 0 && counts.perSecond !== null ? `${counts.perSecond.toFixed(1)}/s` : '—'}
                      {counts.etaSeconds !== null && <span className="muted"> · {formatDuration(counts.etaSeconds)} left</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
