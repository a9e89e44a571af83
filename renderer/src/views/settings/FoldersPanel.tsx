import { useId, useState, type FormEvent } from 'react';
import type { Settings } from '../../../../shared/settings';

interface Props {
  settings: Settings;
  busy: boolean;
  actionError: string | null;
  onAdd: (path: string) => Promise<boolean>;
  onRemove: (path: string) => void;
  onPause: (path: string, paused: boolean) => void;
  onPauseAll: (paused: boolean) => void;
  onDismissError: () => void;
}

export function FoldersPanel({ settings, busy, actionError, onAdd, onRemove, onPause, onPauseAll, onDismissError }: Props) {
  const [path, setPath] = useState('');
  // Removing a folder drops its memories from the library, so it takes a second, deliberate click.
  const [confirming, setConfirming] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!path.trim()) return;
    if (await onAdd(path)) setPath('');
  };

  return (
    <section className="panel folders" aria-labelledby="folders-title">
      <div className="panel-head">
        <h2 id="folders-title">Folders</h2>
        {settings.roots.length > 0 && (
          <button type="button" onClick={() => onPauseAll(!settings.paused)} disabled={busy} aria-pressed={settings.paused}>
            {settings.paused ? 'Resume all' : 'Pause all'}
          </button>
        )}
      </div>

      <form className="add-root" onSubmit={submit}>
        <label htmlFor={inputId}>Add a folder</label>
        <div className="row">
          <input
            id={inputId}
            type="text"
            value={path}
            onChange={(event) => setPath(event.target.value)}
            placeholder="/home/you/Pictures"
            aria-describedby={hintId}
            spellCheck={false}
            autoComplete="off"
          />
          <button type="submit" disabled={busy || !path.trim()}>
            Add
          </button>
        </div>
        <p id={hintId} className="hint">
          The full path of a folder with photos or videos. Mnemo reads it; it never changes your files.
        </p>
      </form>

      {actionError && (
        <div className="error" role="alert">
          <p>{actionError}</p>
          <button type="button" onClick={onDismissError}>
            Dismiss
          </button>
        </div>
      )}

      {settings.roots.length === 0 ? (
        <p className="empty">No folders yet. Add the folder where your photos live.</p>
      ) : (
        <ul className="roots">
          {settings.roots.map((root: string) => {
            const paused = settings.pausedRoots.includes(root);
            return (
              <li key={root}>
                <div className="root-name">
                  <span className="root-path" title={root}>
                    {root}
                  </span>
                  {(paused || settings.paused) && <span className="badge badge-paused">Paused</span>}
                </div>
                <div className="actions">
                  <button type="button" onClick={() => onPause(root, !paused)} disabled={busy} aria-label={`${paused ? 'Resume' : 'Pause'} ${root}`}>
                    {paused ? 'Resume' : 'Pause'}
                  </button>
                  {confirming === root ? (
                    <>
                      <button
                        type="button"
                        className="danger"
                        onClick={() => {
                          setConfirming(null);
                          onRemove(root);
                        }}
                        disabled={busy}
                        aria-label={`Confirm removing ${root}`}
                        autoFocus
                      >
                        Confirm remove
                      </button>
                      <button type="button" onClick={() => setConfirming(null)} aria-label={`Keep ${root}`}>
                        Keep
                      </button>
                    </>
                  ) : (
                    <button type="button" onClick={() => setConfirming(root)} disabled={busy} aria-label={`Remove ${root}`}>
                      Remove
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
