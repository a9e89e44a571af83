import type { TextLine } from './text-lines';

/**
 * An app prints a figure by the day it is for, in the words a question uses ("Yesterday 3h 47m",
 * "Today 6,210 steps", or the word over its figure): "how much screen time did I have yesterday" is
 * that line's figure, not the first on the screen (its "Daily Average").
 */
const DAY_WORD = /\b(today|yesterday|tonight|tomorrow)\b/i;
/** A figure: what follows the day word starts with a digit, after a colon or a dot at most. */
const FIGURE = /^\s*[:·–-]?\s*(\d.*)$/;

export function dayWordFigure(lines: readonly TextLine[], question: string): { value: string; line: string } | null {
  const day = DAY_WORD.exec(question)?.[1]?.toLowerCase();
  if (!day) return null;
  const texts = lines.map((l) => l.text.trim());
  for (let i = 0; i < texts.length; i++) {
    const said = new RegExp(`^${day}\\b`, 'i').exec(texts[i]!);
    if (!said) continue;
    const rest = texts[i]!.slice(said[0].length);
    const figure = rest.trim() ? FIGURE.exec(rest)?.[1] : FIGURE.exec(texts[i + 1] ?? '')?.[1];
    if (figure) return { value: figure.trim(), line: rest.trim() ? texts[i]! : `${texts[i]} ${texts[i + 1]}` };
  }
  return null;
}
