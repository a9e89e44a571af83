import { contentWords } from '../augment/similarity';
import { wordnet, type WordNet } from './lexicon/wordnet';
import type { TextLine } from './text-lines';

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

/**
 * "How far/high/heavy/fast…": a measurement with its unit, not an amount of money. "How long is …"
 * comes here only when analysis found a thing's length asked, not a duration (length-of.ts).
 * "How much does the parcel weigh", "what did the suitcase weigh": the verb asks how heavy, not a price.
 */
export const MEASURE_QUESTION = /^\s*how\s+(far|tall|high|heavy|fast|deep|wide|thick|big|long a distance|long(?=\s+(?:is|was|are|were)\b))\b|^\s*(?:how much|what)\s+(?:does|did|do|will|would)\b.*\bweigh\b(?!-)/i;
/** Units by what is asked: SI and imperial abbreviations as displays and signs print them. */
const UNITS: Record<string, string> = {
  far: 'km|mi|miles?|m|metres?|meters?|ft|feet|yds?|yards?|kilometres?|kilometers?',
  deep: 'm|metres?|meters?|ft|feet|cm|mm|inch(?:es)?',
  tall: 'm|metres?|meters?|ft|feet|cm|mm|inch(?:es)?',
  wide: 'm|metres?|meters?|ft|feet|cm|mm|inch(?:es)?',
  thick: 'cm|mm|inch(?:es)?',
  high: 'm|metres?|meters?|ft|feet',
  heavy: 'kg|kgs|g|lbs?|pounds?|st|stone',
  fast: 'km/h|kmh|kph|mph|min/km|min/mi|knots?',
  big: 'm2|m²|sq\\s?m|sq\\s?ft|ft2|acres?|ha',
  // A thing's length: a listing's garden in feet, a baby in centimetres, a roll in metres.
  long: 'm|metres?|meters?|cm|mm|ft|feet|inch(?:es)?|in|yds?|yards?|km|mi|miles?',
};

/**
 * A measurement of the kind asked ("DIST 5.2 KM" for how far, "SUMMIT 251 M" for how high): the first
 * number printed with one of the kind's units, the line with it.
 */
export function measure(lines: TextLine[], question: string): { value: string; line: string } | null {
  const asked = MEASURE_QUESTION.exec(question)![1]?.toLowerCase() ?? 'heavy';
  const units = UNITS[asked] ?? UNITS.far!;
  const re = new RegExp(`(?<![\\d.,])(\\d+(?:[.,]\\d+)?)\\s?(${units})(?![\\p{L}\\d])`, 'iu');
  const labelled = attributeMeasure(lines.map((l) => l.text), asked, re);
  if (labelled) return labelled;
  // "How tall do sunflowers grow": the line that says the question's words ("Grows to 3m"), before a spacing's.
  const asking = [...contentWords(question)].filter((w) => w.length >= 3 && w !== asked);
  const saying = lines.filter((l) => asking.some((w) => [...contentWords(l.text)].some((x) => x.slice(0, 4) === w.slice(0, 4))));
  // "Linen 140cm wide" is the cloth's width: a measure the line names as another one answers no "how long".
  const other = new RegExp(`^${re.source}\\s*(?!${asked.split(' ')[0]}\\b)(?:${Object.keys(UNITS).join('|')})\\b`, re.flags);
  for (const l of [...saying, ...lines.filter((l) => !saying.includes(l))]) {
    const m = [...l.text.matchAll(new RegExp(re.source, `${re.flags}g`))].find((x) => !other.test(l.text.slice(x.index)));
    if (m) return { value: `${m[1]} ${m[2]}`, line: l.text };
  }
  return null;
}
