import type { Memory } from '../../shared/memory';
import { fileName, formatCount, formatTaken } from './format';

interface Props {
  memories: Memory[];
  total: number;
  hasRoots: boolean;
}

export function MemoryList({ memories, total, hasRoots }: Props) {
  return (
    <section className="panel memories" aria-labelledby="memories-title">
      <div className="panel-head">
        <h2 id="memories-title">Memories</h2>
        {memories.length > 0 && (
          <p className="muted">
            {memories.length < total ? `First ${formatCount(memories.length)} of ${formatCount(total)}` : formatCount(total)}
          </p>
        )}
      </div>
      {memories.length === 0 ? (
        <p className="empty">
          {hasRoots ? 'No memories yet. They appear here as Mnemo reads your folders.' : 'Add a folder to start.'}
        </p>
      ) : (
        // Focusable so the scrolling region can be scrolled from the keyboard.
        <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="memories-title">
          <table>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Taken</th>
                <th scope="col">Place</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {memories.map((memory) => (
                <tr key={memory.id}>
                  <td className="file" title={memory.path}>
                    {fileName(memory.path)}
                  </td>
                  <td className="taken">
                    {memory.takenAt ? <time dateTime={memory.takenAt}>{formatTaken(memory)}</time> : formatTaken(memory)}
                  </td>
                  <td>{memory.place?.label ?? '—'}</td>
                  <td>
                    <span className={`badge badge-${memory.status}`}>{memory.status}</span>
                    {memory.error && <span className="memory-error">{memory.error}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
