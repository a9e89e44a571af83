/**
 * Fields a document prints under a code instead of a word, named as the code stands for, so that the
 * readers of labels (dates, numbers, values) and retrieval's coverage see what a question asks by.
 *
 * A driving licence in the harmonised layout (the EU's and the UK's photocard) numbers its fields and
 * prints their names only on the back or not at all: "4b. 01.05.2029" is the expiry, "5. HARGR…" the
 * licence number. The numbers mean the same on every such licence, and only on one: a list elsewhere
 * numbers its items. Cards elsewhere cut a label to a few capitals ("EXP 08/31/2030", "DOB", "ISS"),
 * common enough to be read on any document when a value follows.
 *
 * The name goes in brackets after the code, the code kept: the line still shows what was printed.
 */

/** A document that names itself a driving licence, in English or in the languages its title is printed in beside it. */
const LICENCE = /\bdriv(?:ing|er'?s?)\s+licen[cs]e\b|\bdriving\s+permit\b|\bpermis\s+de\s+conduire\b|\bf(?:ü|ue?)hrerschein\b|\bpermiso\s+de\s+conducci[oó]n\b|\bpatente\s+di\s+guida\b|\brijbewijs\b|\bprawo\s+jazdy\b|\bcarta\s+de\s+condu[cç][aã]o\b/i;

/** The harmonised licence's field numbers and what they hold. */
const LICENCE_FIELDS: Record<string, string> = {
  '1': 'surname',
  '2': 'first names',
  '3': 'date and place of birth',
  '4a': 'date of issue',
  '4b': 'date of expiry',
  '4c': 'issued by',
  '4d': 'personal number',
  '5': 'licence number',
  '8': 'address',
  '9': 'categories',
};

/**
 * A field number where a licence prints one: at the line's start, or a lettered one after another
 * field's value on the same line ("4a. 02.05.2019 4c. DVLA"); a bare digit mid-line is any number.
 */
const LICENCE_CODE = /^(4[a-d]|[1-589])\.?(?=\s+\S)|(?<=\S\s+)(4[a-d])\.(?=\s+\S)/gi;

/** Capitals a card cuts a label to, before the value they label; what each says in words. */
const SHORT_LABELS: Record<string, string> = {
  EXP: 'expires',
  EXPS: 'expires',
  ISS: 'issued',
  DOB: 'date of birth',
  EFF: 'effective',
};
const SHORT_LABEL = new RegExp(String.raw`(?<![\p{L}\d])(${Object.keys(SHORT_LABELS).join('|')})\b\.?:?(?=\s*\d)`, 'gu');
/** Cheap test before the patterns: most documents print neither. */
const MAY_HOLD = new RegExp(String.raw`\b(?:${Object.keys(SHORT_LABELS).join('|')})\b|^\s*[1-589]\.?\s`, 'm');

/** The document's lines with its field codes named ("4b. (date of expiry) 01.05.2029"); the same lines when none. */
export function namedFields(lines: readonly string[]): string[] {
  if (!lines.some((l) => MAY_HOLD.test(l))) return [...lines];
  const licence = lines.some((l) => LICENCE.test(l));
  return lines.map((line) => {
    let out = line.replace(SHORT_LABEL, (code: string, key: string) => `${code} (${SHORT_LABELS[key]!})`);
    if (licence) out = out.replace(LICENCE_CODE, (code: string, start?: string, later?: string) => `${code} (${LICENCE_FIELDS[(start ?? later)!.toLowerCase()]!})`);
    return out;
  });
}

/** namedFields over a text of lines, for readers of the whole text (coverage). */
export function namedFieldsText(text: string | null): string | null {
  if (!text || !MAY_HOLD.test(text)) return text;
  return namedFields(text.split('\n')).join('\n');
}
