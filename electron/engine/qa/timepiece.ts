import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';

/**
 * A timer or a stopwatch shows its length as a clock would, alone on its line under its name ("Timer"
 * / "12:45", "Stopwatch" / "1:02:37"): asked how long, that figure is the length, as it reads. Only a
 * timepiece (WordNet) is read so: "Film" / "19:30" on a cinema's screen is when it starts.
 */
const SHOWN = /^\s*(\d{1,2}:[0-5]\d(?::[0-5]\d)?)\s*$/;

export function timepieceReading(lines: readonly string[], terms: readonly string[]): { value: string; line: string } | null {
  const asked = new Set(terms.filter((t) => isKindOf(t, 'timepiece')));
  if (asked.size === 0) return null;
  for (let i = 1; i < lines.length; i++) {
    const shown = SHOWN.exec(lines[i]!);
    if (shown && [...contentWords(lines[i - 1]!)].some((w) => asked.has(w))) return { value: shown[1]!, line: `${lines[i - 1]!.trim()} · ${shown[1]!}` };
  }
  return null;
}
