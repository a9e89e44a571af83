import type { LibraryStatus } from '../../../shared/status';

/** Progress notifications at most this often: the UI need not follow faster. */
const PROGRESS_INTERVAL_MS = 500;

/** Turns a stream of library changes into at most one status notification per interval, and only while someone listens. */
export class ProgressThrottle {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly status: () => Promise<LibraryStatus>,
    private readonly listening: () => boolean,
    private readonly emit: (status: LibraryStatus) => void,
  ) {}

  changed(): void {
    if (this.timer || !this.listening()) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.status().then(this.emit, () => undefined);
    }, PROGRESS_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
