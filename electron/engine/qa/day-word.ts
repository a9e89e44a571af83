import { contentWords } from '../augment/similarity';
import { hasMoney } from './number';
import type { TextLine } from './text-lines';

/**
 * An app prints a figure by the day it is for, in the words a question uses ("Yesterday 3h 47m",
 * "Today 6,210 steps", or the word over its figure): "how much screen time did I have yesterday" is
 * that line's figure, not the first on the screen (its "Daily Average"). A period near now is printed
 * so too ("This month" / "212.6 kWh" / "£63.78", "This week 1,240 XP").
 */
const DAY_WORD = /\b(today|yesterday|tonight|tomorrow|(?:this|last) (?:week|month|year))\b/i;
/** A figure: what follows the day word starts with a digit or a currency's sign, after a colon or a dot at most. */
const FIGURE = /^\s*[:·–-]?\s*((?:\p{Sc}\s?)?\d.*)$/u;
/** At most this many figures stand under one day word: a usage tile prints the amount and what it cost. */
const FIGURES_UNDER = 3;
/** A question about money: what something cost, not how much of it was used. */
const ASKS_MONEY = /\b(?:cost|costs|costing|spen[dt]|paid|pay|price|charged?|bill)\b/i;

export function dayWordFigure(lines: readonly TextLine[], question: string): { value: string; line: string } | null {
  const day = DAY_WORD.exec(question)?.[1]?.toLowerCase();
  if (!day) return null;
  const texts = lines.map((l) => l.text.trim());
  for (let i = 0; i < texts.length; i++) {
    const said = new RegExp(`^${day.replace(' ', '\\s+')}\\b`, 'i').exec(texts[i]!);
    if (!said) continue;
    const rest = texts[i]!.slice(said[0].length);
    if (rest.trim()) {
      const figure = FIGURE.exec(rest)?.[1];
      if (figure) return { value: figure.trim(), line: texts[i]! };
      continue;
    }
    const under: string[] = [];
    for (let k = i + 1; k < texts.length && under.length < FIGURES_UNDER; k++) {
      const figure = FIGURE.exec(texts[k]!)?.[1];
      if (!figure) break;
      under.push(figure.trim());
    }
    // Of the figures under the word, the one in the asked unit ("kWh"), or the money when a cost is asked.
    const asked = contentWords(question);
    const chosen = under.find((f) => [...contentWords(f)].some((w) => asked.has(w))) ?? (ASKS_MONEY.test(question) ? under.find((f) => hasMoney(f)) : undefined) ?? under[0];
    if (chosen) return { value: chosen, line: `${texts[i]} ${chosen}` };
  }
  return null;
}
