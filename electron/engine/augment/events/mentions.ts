/**
 * Event names written in a memory's own text (OCR, caption, transcript, or the VLM's namedEvents):
 * a conference badge "CHI 2024", a banner "Sam's 30th", a ticket "WWDC24". Only shapes that name an
 * occasion count; a bare year or a word in capitals does not.
 */
const PATTERNS: RegExp[] = [
  // Conferences and festivals: an acronym or a capitalised name followed by a year ("CHI 2024", "NeurIPS 2023", "WWDC24").
  /\b((?:[A-Z][A-Za-z]*[A-Z][A-Za-z]*|[A-Z]{2,}))[ '’-]?((?:19|20)\d{2}|'?\d{2})\b/g,
  // Birthdays, anniversaries, weddings: "Sam's 30th", "Ana's birthday", "Lee & Kim's wedding".
  /\b([A-Z][a-z]+(?: (?:&|and) [A-Z][a-z]+)?)['’]s (\d{1,3}(?:st|nd|rd|th)(?: birthday)?|birthday(?: party)?|wedding|graduation|baby shower|retirement party)\b/g,
];

/** Capitalised words that look like acronyms but are not occasions. */
const NOT_EVENTS = new Set(['PM', 'AM', 'USD', 'EUR', 'GBP', 'TEL', 'FAX', 'NO', 'ID', 'REF', 'TOTAL', 'VAT', 'TAX', 'MAY', 'JUNE', 'JULY', 'MARCH', 'APRIL', 'SEPT', 'OCT', 'NOV', 'DEC', 'JAN', 'FEB', 'AUG', 'FY', 'Q', 'PIN', 'ISBN', 'GATE', 'SEAT', 'FLIGHT', 'ROOM', 'COPYRIGHT']);

export function findEventMentions(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const [, head, tail] = match;
      if (!head || !tail) continue;
      if (pattern === PATTERNS[0]) {
        if (NOT_EVENTS.has(head.toUpperCase()) || head.length > 14) continue;
        const year = tail.replace(/^'/, '');
        found.add(`${head} ${year.length === 2 ? `20${year}` : year}`);
      } else {
        found.add(`${head}'s ${tail}`);
      }
    }
  }
  return [...found];
}

/** Same event, whatever the spelling: "CHI'24", "chi 2024" and "CHI 2024" are one. */
export function mentionKey(name: string): string {
  return name.toLowerCase().replace(/['’]/g, '').replace(/\s+/g, ' ').trim();
}
