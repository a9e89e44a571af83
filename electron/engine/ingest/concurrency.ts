import os from 'node:os';

/**
 * Files in flight. A file alternates between the main thread (hash, EXIF, the row) and the libuv
 * pool (read, decode, encode); with one file per core a core idles whenever its file is between
 * the two, which left 2 cores 81 % busy. Two more than the cores keep them 97 % busy (three, five
 * or six in flight measured the same or worse), for ~3.4 MB of file and a shrink-on-load decode
 * each. MNEMO_INGEST_CONCURRENCY overrides it (benchmarks, odd machines).
 */
export function defaultConcurrency(): number {
  const forced = Number(process.env.MNEMO_INGEST_CONCURRENCY);
  if (Number.isInteger(forced) && forced > 0) return forced;
  return os.availableParallelism() + 2;
}
