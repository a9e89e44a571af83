import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  label: string;
  value: string | null;
  /** The user corrected this field: shown as "edited by you", with a way back to the model's value. */
  edited: boolean;
  saving: boolean;
  onSave: (value: string | null) => Promise<boolean>;
  multiline?: boolean;
  /** `datetime-local` edits a wall-clock time (YYYY-MM-DDTHH:MM:SS). */
  type?: 'text' | 'datetime-local';
  emptyText?: string;
  /** How the value reads when not editing (defaults to the text itself). */
  display?: ReactNode;
  hint?: string;
}

/** An annotation the user can correct: read, Edit → Save / Cancel (Esc), and "Use the model's value". */
export function EditableText({ label, value, edited, saving, onSave, multiline = false, type = 'text', emptyText = 'None yet', display, hint }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const editing = draft !== null;

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  const stop = (): void => {
    setDraft(null);
    // Back to the button that opened the editor, so the keyboard user keeps their place.
    requestAnimationFrame(() => editRef.current?.focus());
  };
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (draft === null) return;
    const next = draft.trim();
    if (await onSave(next === '' ? null : next)) stop();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      // Esc leaves the editor, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      stop();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      void submit(event);
    }
  };

  return (
    <section className="field" aria-labelledby={`${id}-label`}>
      <div className="field-head">
        <h3 id={`${id}-label`}>{label}</h3>
        {edited && <span className="badge badge-edited">Edited by you</span>}
        {!editing && (
          <span className="field-actions">
            <button type="button" ref={editRef} className="link" onClick={() => setDraft(toInput(value, type))} aria-label={`Edit ${label.toLowerCase()}`}>
              Edit
            </button>
            {edited && (
              <button type="button" className="link" disabled={saving} onClick={() => void onSave(null)} aria-label={`Undo my edit of ${label.toLowerCase()}`}>
                Undo my edit
              </button>
            )}
          </span>
        )}
      </div>
      {editing ? (
        <form className="field-edit" onSubmit={(e) => void submit(e)}>
          {multiline ? (
            <textarea ref={inputRef} id={id} aria-label={label} value={draft} rows={Math.min(10, Math.max(3, draft.split('\n').length + 1))} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} />
          ) : (
            <input ref={inputRef} id={id} aria-label={label} type={type} step={type === 'datetime-local' ? 1 : undefined} value={draft} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} />
          )}
          {hint && <p className="hint">{hint}</p>}
          <div className="row">
            <button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button type="button" onClick={stop}>
              Cancel
            </button>
          </div>
        </form>
      ) : value ? (
        <div className="field-value">{display ?? value}</div>
      ) : (
        <p className="field-value muted">{emptyText}</p>
      )}
    </section>
  );
}

/** datetime-local wants YYYY-MM-DDTHH:MM[:SS]; anything else starts from the text as is. */
function toInput(value: string | null, type: 'text' | 'datetime-local'): string {
  if (!value) return '';
  return type === 'datetime-local' ? value.slice(0, 19) : value;
}
