/**
 * Correlates requests sent over a message port with their answers by id, and fails each one after
 * a timeout so a wedged engine cannot leave the renderer waiting forever.
 */
export class PendingCalls {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { name: string; resolve: (value: unknown) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }
  >();

  open(name: string, timeoutMs: number): { id: number; result: Promise<unknown> } {
    const id = this.nextId++;
    const result = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`Mnemo engine did not answer "${name}" within ${Math.round(timeoutMs / 1000)} s`));
      }, timeoutMs);
      this.pending.set(id, { name, resolve, reject, timer });
    });
    return { id, result };
  }

  /** False when the id is unknown (already timed out or never sent). */
  resolve(id: number, value: unknown): boolean {
    const entry = this.take(id);
    entry?.resolve(value);
    return entry !== undefined;
  }

  reject(id: number, error: Error): boolean {
    const entry = this.take(id);
    entry?.reject(error);
    return entry !== undefined;
  }

  /** Fails every open call, e.g. when the process that would answer them is gone. */
  rejectAll(makeError: (name: string) => Error): void {
    for (const id of [...this.pending.keys()]) {
      const entry = this.take(id);
      entry?.reject(makeError(entry.name));
    }
  }

  get size(): number {
    return this.pending.size;
  }

  private take(id: number) {
    const entry = this.pending.get(id);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.pending.delete(id);
    return entry;
  }
}
