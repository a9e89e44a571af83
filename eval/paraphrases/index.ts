/**
 * The tuning questions asked again in other words: facts.ts and time.ts (one rewording of each
 * question, split by answer type) and second.ts (another of each, by someone who had not read the
 * first), each written before its rewordings were first asked. A rewording is judged with its original's gold files and
 * keywords, so the gap between the two shows how much of a score rests on the questions' own wording.
 */
import { paraphrases as facts } from './facts';
import { paraphrases as second } from './second';
import { paraphrases as time } from './time';

/** Each question id of the album → its rewordings. */
export function rewordings(album: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const source of [facts, time, second]) {
    for (const [id, texts] of Object.entries(source[album] ?? {})) out[id] = [...(out[id] ?? []), ...texts];
  }
  return out;
}
