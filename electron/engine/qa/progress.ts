import { escapeRegExp } from './text-lines';

/**
 * Progress towards a whole, as cards and apps print it: "8 of 10 stamps", "Stamps: 6/9", "Lesson 14 of
 * 40", "142,380 of 300,000 steps". The first number is how many there are; the second is the whole they
 * count towards, so what is still to go is the one less the other. A whole no larger than its part is
 * no progress ("Rank 4 of 12" is a place, not asked by "how many"; "3/3" is done, and still counted).
 */

/**
 * "How many more stamps until…", "how many pages are left", "how much do I still need to save": the rest
 * to go of a whole, a count's or an amount's (number.ts).
 */
export const ASKS_TO_GO = /\b(?:left|remaining|remains?|still\s+(?:need|have|got)\s+to|still\s+to|to\s+go|how\s+(?:many|much)\s+more\b.*\b(?:until|till|before|for|to)\b|need\s+(?:for|to\s+get|until|before))\b/i;

/** A count: no leading zero, which a date's day or month has ("Visits 03/04"). */
const NUMBER = String.raw`(?!0\d)(?:\d{1,3}(?:,\d{3})+|\d+)`;
const OF = String.raw`\s*(?:of|out\s+of|\/)\s*`;

/**
 * The progress a line prints for the counted noun (its stem, as "stamp" of "stamps"): the count so far,
 * or with `toGo` what is left of the whole, in the line's own grouping ("157,620 steps").
 */
export function progressOf(lines: readonly string[], stem: string, toGo: boolean): { n: string; line: string } | null {
  const noun = String.raw`${escapeRegExp(stem)}\p{L}*`;
  const before = new RegExp(String.raw`(?<![\d.,/:])(${NUMBER})${OF}(${NUMBER})\s+(?:\p{L}+\s+)?${noun}`, 'iu');
  const after = new RegExp(String.raw`\b${noun}\s*[:#]?\s*(${NUMBER})${OF}(${NUMBER})(?![\d.,/:]*\d)`, 'iu');
  for (const line of lines) {
    const m = before.exec(line) ?? after.exec(line);
    if (!m) continue;
    const [part, whole] = [m[1]!, m[2]!].map((x) => Number(x.replace(/,/g, '')));
    if (whole! < part! || whole! < 2) continue;
    if (!toGo) return { n: m[1]!, line };
    const left = whole! - part!;
    return { n: /,/.test(m[1]! + m[2]!) ? left.toLocaleString('en-US') : String(left), line };
  }
  return null;
}
