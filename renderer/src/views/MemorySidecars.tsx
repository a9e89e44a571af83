import type { Memory } from '../../../shared/memory';
import { fileName } from '../format';

const SOURCE_LABELS = { takeout: 'Google Takeout sidecar', xmp: 'XMP sidecar' } as const;

/** What other tools wrote about the photo, marked as coming from their sidecar files, and a Live Photo's motion. */
export function MemorySidecars({ memory }: { memory: Memory }) {
  if (memory.sidecars.length === 0 && !memory.motionPath) return null;
  return (
    <section className="field" aria-labelledby="sidecars-label">
      <h3 id="sidecars-label">From other apps</h3>
      {memory.sidecars.map((s) => (
        <dl key={s.path} className="sidecar">
          {s.title && (
            <>
              <dt>Title</dt>
              <dd>{s.title}</dd>
            </>
          )}
          {s.description && (
            <>
              <dt>Description</dt>
              <dd>{s.description}</dd>
            </>
          )}
          {s.keywords.length > 0 && (
            <>
              <dt>Keywords</dt>
              <dd>{s.keywords.join(', ')}</dd>
            </>
          )}
          {s.people.length > 0 && (
            <>
              <dt>People</dt>
              <dd>{s.people.join(', ')}</dd>
            </>
          )}
          {s.rating !== null && (
            <>
              <dt>Rating</dt>
              <dd>{s.rating < 0 ? 'rejected' : `${'★'.repeat(s.rating)}${'☆'.repeat(5 - s.rating)}`}</dd>
            </>
          )}
          <dd className="muted" title={s.path}>
            from the {SOURCE_LABELS[s.source]} {fileName(s.path)}
          </dd>
        </dl>
      ))}
      {memory.motionPath && (
        <p className="muted" title={memory.motionPath}>
          Live Photo: its motion is {fileName(memory.motionPath)}
        </p>
      )}
    </section>
  );
}
