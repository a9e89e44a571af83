import { useState } from 'react';
import { useApp } from '../../components/context';
import { fileName, formatCount } from '../../format';

const SHOWN = 100;

/** Files that failed for good (and those indexed with a caveat), each with its reason; retry all. */
export function ErrorsPanel() {
  const { status, busy, retry, openMemory } = useApp((s) => ({ status: s.status, busy: s.busy, retry: s.retryErrors, openMemory: s.openMemory }));
  const [all, setAll] = useState(false);
  if (!status) return null;
  const { errors, warnings } = status;
  const shown = all ? errors : errors.slice(0, SHOWN);
  return (
    <section className="panel" aria-labelledby="errors-title">
      <div className="panel-head">
        <h2 id="errors-title">Problems</h2>
        {errors.length > 0 && (
          <button type="button" onClick={() => void retry()} disabled={busy}>
            Retry {formatCount(errors.length)} failed
          </button>
        )}
      </div>
      {errors.length === 0 ? (
        <p className="empty">No file failed.</p>
      ) : (
        <ul className="error-list">
          {shown.map((error) => (
            <li key={`${error.id}:${error.stage}`}>
              <button type="button" className="link path" onClick={() => openMemory(error.id)} title={error.path}>
                {fileName(error.path)}
              </button>
              <span className="muted"> · {error.stage}</span>
              <p className="error-text">{error.error}</p>
            </li>
          ))}
        </ul>
      )}
      {errors.length > SHOWN && (
        <button type="button" className="link" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${formatCount(errors.length)}`}
        </button>
      )}
      {warnings.length > 0 && (
        <details>
          <summary>{formatCount(warnings.length)} indexed with warnings</summary>
          <ul className="error-list">
            {warnings.slice(0, SHOWN).map((w) => (
              <li key={`${w.id}:${w.stage}`}>
                <span className="path" title={w.path}>
                  {fileName(w.path)}
                </span>
                <p className="muted">{w.error}</p>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
