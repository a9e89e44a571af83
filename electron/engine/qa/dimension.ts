import { wordnet, type WordNet } from './lexicon/wordnet';

/**
 * WordNet's senses of an asked adjective followed: the commonest carry the measuring sense ("high" is
 * first a degree, then a height).
 */
const ATTRIBUTE_SENSES = 3;

/**
 * The nouns naming what an adjective of size measures, by WordNet's attribute pointers: "wide" is a
 * width (or breadth), "deep" a depth, "tall" a height, "long" a length, "heavy" a weight.
 */
export function attributeNouns(adjective: string, db: WordNet = wordnet()): Set<string> {
  const out = new Set<string>();
  for (const offset of db.lookup(adjective.toLowerCase(), 'a')?.offsets.slice(0, ATTRIBUTE_SENSES) ?? []) {
    for (const p of db.synset(offset, 'a').pointers) {
      if (p.symbol !== '=') continue;
      for (const w of db.synset(p.offset, p.pos).words) if (!w.includes('_')) out.add(w.toLowerCase());
    }
  }
  return out;
}

/**
 * A note of measurements prints several ("width 1420mm", "drop 1650mm", "Height 60cm  Spread 45cm"):
 * "how wide" is the one after the label that names the adjective's attribute, on its line or on the
 * line under a label alone ("WIDTH" over "1420 mm"). `measured` finds a number with a unit of the
 * asked kind; else the measure the adjective follows. Null when neither is printed.
 */
export function attributeMeasure(lines: readonly string[], adjective: string, measured: RegExp, db: WordNet = wordnet()): { value: string; line: string } | null {
  const nouns = attributeNouns(adjective, db);
  if (nouns.size === 0) return null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // Furniture prints the measures by their initials ("H 180cm", "W 80cm", "D 30cm").
    const initial = /^\s*(\p{Lu})\b/u.exec(line)?.[1]?.toLowerCase();
    const label = [...line.matchAll(/\p{L}+/gu)].find((w) => nouns.has(w[0].toLowerCase()) || (w.index === line.search(/\S/) && initial !== undefined && w[0].length === 1 && [...nouns].some((n) => n.startsWith(initial))));
    if (!label) continue;
    const after = measured.exec(line.slice(label.index! + label[0].length));
    if (after) return { value: `${after[1]} ${after[2]}`, line };
    const under = /\d/.test(line) ? null : measured.exec(lines[i + 1] ?? '');
    if (under) return { value: `${under[1]} ${under[2]}`, line: `${line} ${lines[i + 1]}` };
  }
  // Prose says the measure before the adjective: "2.6m of 150cm wide fabric" is 150 cm wide.
  const before = new RegExp(`${measured.source}\\s*${adjective}\\b`, measured.flags);
  for (const line of lines) {
    const m = before.exec(line);
    if (m) return { value: `${m[1]} ${m[2]}`, line };
  }
  return null;
}
