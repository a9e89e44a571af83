import { contentWords } from '../augment/similarity';
import type { TextLine } from './text-lines';

/**
 * "What episode of the show am I on": a streaming app or a watch list prints an episode by its season
 * and number ("S2:E7 Chikhai Bardo", "Season 4 Episode 2", "1x07", "Ep. 5"), under the show's title.
 * With several shows listed, the episode under the one the question names; with one, that one.
 */
export function episodeOf(lines: TextLine[], question: string): { value: string; line: string } | null {
  const marked = lines.flatMap((l, i) => (EPISODE.some((re) => re.test(l.text)) ? [i] : []));
  if (marked.length === 0) return null;
  const asked = [...contentWords(question)].filter((w) => !ASKING.has(w));
  // The show's title is on the episode's line or over it, after the previous episode's line.
  const named = marked.find((i, k) => {
    const from = Math.max(k > 0 ? marked[k - 1]! + 1 : 0, i - TITLE_REACH);
    return lines.slice(from, i + 1).some((l) => [...contentWords(l.text)].some((w) => asked.includes(w)));
  });
  const at = named ?? (marked.length === 1 ? marked[0]! : null);
  if (at === null) return null;
  const line = lines[at]!.text.trim();
  return { value: line, line };
}

const EPISODE = [/\bS\d{1,2}\s*[:.,]?\s*E\d{1,3}\b/i, /\bseason\s+\d{1,2}\b.*\b(?:episode|ep)\b\.?\s*\d{1,3}\b/i, /\b\d{1,2}x\d{2}\b/, /^\s*(?:episode|ep)\.?\s*\d{1,3}\b/i];
/** How many lines over an episode's line its show's title may be. */
const TITLE_REACH = 2;
/** The question's words that ask, not name the show. */
const ASKING = new Set(['episode', 'season', 'series', 'watch', 'watching', 'watched', 'show', 'programme', 'program', 'currently', 'last', 'next', 'up']);
