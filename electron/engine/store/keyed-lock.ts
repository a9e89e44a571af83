/** Runs work for one key at a time, in the order asked; different keys run concurrently. */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  async run(key: string, work: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(work, work);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
