/** The VLM's atomic contexts (people, visual elements, environment, activities…) and the objects found. */
export function MemoryContexts({ contexts, objects }: { contexts: Record<string, unknown> | null; objects: string[] }) {
  const entries = Object.entries(contexts ?? {}).filter(([, value]) => !isEmpty(value));
  if (entries.length === 0 && objects.length === 0) return null;
  return (
    <section className="field" aria-labelledby="contexts-label">
      <div className="field-head">
        <h3 id="contexts-label">What's in it</h3>
      </div>
      <dl className="contexts">
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{humanize(key)}</dt>
            <dd>
              <Value value={value} />
            </dd>
          </div>
        ))}
        {objects.length > 0 && (
          <div>
            <dt>Objects</dt>
            <dd>
              <Value value={objects} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Value({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    return (
      <ul className="chips">
        {value.filter((v) => !isEmpty(v)).map((v, i) => (
          <li key={i} className="chip">
            {typeof v === 'object' ? JSON.stringify(v) : String(v)}
          </li>
        ))}
      </ul>
    );
  }
  if (value && typeof value === 'object') {
    return (
      <dl className="contexts nested">
        {Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => !isEmpty(v))
          .map(([k, v]) => (
            <div key={k}>
              <dt>{humanize(k)}</dt>
              <dd>
                <Value value={v} />
              </dd>
            </div>
          ))}
      </dl>
    );
  }
  return <>{String(value)}</>;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** "visual_elements" → "Visual elements". */
function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
