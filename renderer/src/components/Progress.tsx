import type { PullProgress } from '../../../shared/llm';
import { formatBytes } from '../format';

/** A download's progress bar and words: determinate when the size is known. */
export function PullBar({ progress, label }: { progress: PullProgress; label: string }) {
  const { completed, total, done, error, status } = progress;
  const known = completed !== null && total !== null && total > 0;
  if (done) {
    return (
      <p className={error ? 'pull failed' : 'pull ok'} role={error ? 'alert' : 'status'}>
        {error ? `Download of ${label} failed: ${error}` : `${label} is ready.`}
      </p>
    );
  }
  return (
    <div className="pull" role="status">
      <progress aria-label={`Downloading ${label}`} max={known ? total : undefined} value={known ? completed : undefined} />
      <span>
        {status}
        {known && ` · ${formatBytes(completed)} of ${formatBytes(total)} (${Math.floor((completed / total) * 100)} %)`}
      </span>
    </div>
  );
}
