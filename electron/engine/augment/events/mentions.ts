/**
 * Event names written in a memory's own text (OCR, caption, transcript, or the VLM's namedEvents):
 * a conference badge "CHI 2024", a banner "Sam's 30th", a ticket "WWDC24". Only shapes that name an
 * occasion count; a bare year or a word in capitals does not.
 */
const PATTERNS: RegExp[] = [
  // Conferences and festivals: an acronym or a capitalised name followed by a year ("CHI 2024",
  // "NeurIPS 2023"), or a two-digit year glued on ("WWDC24", "CHI'24"). "SPOT 42" or "MAHI 38.00"
  // are numbers, not years: a spaced number must be a four-digit year.
  /\b((?:[A-Z][A-Za-z]*[A-Z][A-Za-z]*|[A-Z]{2,}))(?:[ -]((?:19|20)\d{2})|['’]?(\d{2}))\b(?![.,:]\d)/g,
  // Birthdays, anniversaries, weddings: "Sam's 30th", "Ana's birthday", "Lee & Kim's wedding".
  /\b([A-Z][a-z]+(?: (?:&|and) [A-Z][a-z]+)?)['’]s (\d{1,3}(?:st|nd|rd|th)(?: birthday)?|birthday(?: party)?|wedding|graduation|baby shower|retirement party)\b/g,
];

/** Years an occasion in a photo library can have. */
const MIN_YEAR = 1970;
const MAX_YEAR = new Date().getUTCFullYear() + 5;

/** Capitalised words that look like acronyms but are not occasions. */
const NOT_EVENTS = new Set(['PM', 'AM', 'USD', 'EUR', 'GBP', 'TEL', 'FAX', 'NO', 'ID', 'REF', 'TOTAL', 'VAT', 'TAX', 'MAY', 'JUNE', 'JULY', 'MARCH', 'APRIL', 'SEPT', 'OCT', 'NOV', 'DEC', 'JAN', 'FEB', 'AUG', 'FY', 'Q', 'PIN', 'ISBN', 'GATE', 'SEAT', 'FLIGHT', 'ROOM', 'COPYRIGHT', 'SPOT', 'LEVEL', 'CARDIO', 'MIN', 'KM', 'MI', 'KG', 'LB', 'MB', 'GB', 'EXP', 'DOB', 'ISS', 'VALID', 'ORDER', 'INVOICE', 'TABLE', 'LANE', 'PLATFORM', 'TERMINAL', 'ZONE', 'ROW', 'SECTION', 'SEC', 'APT', 'UNIT', 'STE', 'NO']);

export function findEventMentions(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (pattern === PATTERNS[0]) {
        const [, head, fullYear, shortYear] = match;
        const year = fullYear ? Number(fullYear) : shortYear ? 2000 + Number(shortYear) : NaN;
        if (!head || NOT_EVENTS.has(head.toUpperCase()) || head.length > 14) continue;
        if (!(year >= MIN_YEAR && year <= MAX_YEAR)) continue;
        found.add(`${head} ${year}`);
      } else {
        const [, head, tail] = match;
        if (head && tail) found.add(`${head}'s ${tail}`);
      }
    }
  }
  return [...found];
}

/** Same event, whatever the spelling: "CHI'24", "chi 2024" and "CHI 2024" are one. */
export function mentionKey(name: string): string {
  return name.toLowerCase().replace(/['’]/g, '').replace(/\s+/g, ' ').trim();
}
