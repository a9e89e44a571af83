/**
 * Titles printed before a person's name ("Dr", "Mrs", "Prof"), in English and in the languages of
 * Europe a library may be photographed in ("Dra.", "Sr.ª", "Mme", "Hr.", "Dott.ssa", "Mevr."): a
 * clinic's card, a landlord's letter or a teacher's note names its person after one.
 *
 * A short list, not one derived from the translation tables: honorifics are a small closed class of
 * conventional abbreviations, while the tables hold full words and not always every form ("doutor" is
 * there, "doutora" behind "Dra." is not), and a two-letter form ("Sr", "Hr") is no short form
 * abbreviation.ts can tell from any other. A single letter ("M.", "D.") is left out: it reads as an
 * initial ("M. Sandqvist").
 */
const FORMS = [
  // English.
  'mr', 'mrs', 'ms', 'mx', 'miss', 'dr', 'prof', 'sir', 'dame',
  // Spanish and Portuguese, the ordinal-letter forms too ("Sr.ª", "D.ª").
  'sr', 'sra', 'srta', 'dra', 'dña', 'sr.ª', 'dr.ª', 'd.ª',
  // French.
  'mme', 'mlle', 'pr',
  // German: "Hr" and "Fr" only with their full stop, since "HR" and "FR" head other lines (a department, a language).
  'hr.', 'hrn.', 'fr.', 'frl.',
  // Italian.
  'sig', 'sig.ra', 'sig.na', 'dott', 'dott.ssa', 'prof.ssa', 'avv',
  // Dutch.
  'dhr', 'mevr', 'mw',
];

/** A letter matched in either case, so that the name after the title may still be told by its capital. */
const eitherCase = (ch: string) => (ch.toLowerCase() === ch.toUpperCase() ? ch : `[${ch.toLowerCase()}${ch.toUpperCase()}]`);

/**
 * A regular expression's source for one honorific as printed, in any case: a full stop inside a form
 * may be left out ("Dottssa"), one after it may be printed unless the form needs it ("Dr", "Dr.").
 */
export const HONORIFIC = FORMS.map((form) => {
  const dotted = form.endsWith('.');
  const body = (dotted ? form.slice(0, -1) : form).split('.').map((part) => [...part].map(eitherCase).join('')).join('\\.?');
  return `${body}${dotted ? '\\.' : '\\.?'}`;
}).join('|');

const ALONE = new RegExp(`^(?:${HONORIFIC})$`, 'u');

/** Whether a printed word is an honorific ("Dr.", "Dra", "Sr.ª"). */
export function isHonorific(word: string): boolean {
  return ALONE.test(word);
}
