/**
 * Event names written in a memory's own text (OCR, caption, transcript, or the VLM's namedEvents):
 * a conference badge "CHI 2024", a banner "Sam's 30th", a ticket "WWDC24". Only shapes that name an
 * occasion count; a bare year or a word in capitals does not.
 */
const PATTERNS: RegExp[] = [
  // Conferences and festivals: an acronym or a capitalised name followed by a year ("CHI 2024",
  // "NeurIPS 2023"), or a two-digit year glued on ("WWDC24", "CHI'24"). "SPOT 42" or "MAHI 38.00"
  // are numbers, not years: a spaced number must be a four-digit year, and one that runs on into a
  // date or a number ("2024-05-12", "2024/05", "2024.50") is not a year at all.
  /\b((?:[A-Z][A-Za-z]*[A-Z][A-Za-z]*|[A-Z]{2,}))(?:[ -]((?:19|20)\d{2})|['’]?(\d{2}))\b(?![-/.,:]\d)/g,
  // Birthdays, anniversaries, weddings: "Sam's 30th", "Ana's birthday", "Lee & Kim's wedding".
  /\b([A-Z][a-z]+(?: (?:&|and) [A-Z][a-z]+)?)['’]s (\d{1,3}(?:st|nd|rd|th)(?: birthday)?|birthday(?: party)?|wedding|graduation|baby shower|retirement party)\b/g,
];

/** Years an occasion in a photo library can have. */
const MIN_YEAR = 1970;
const MAX_YEAR = new Date().getUTCFullYear() + 5;

/**
 * Words in capitals that look like an acronym but label a field of a document: receipts, tickets,
 * invoices, forms and signs print "DATE 2024", "TOTAL 2024", "INVOICE 2024" or "GATE 12". An
 * occasion is named by a proper noun; these are general English document vocabulary (fields,
 * money, identifiers, contact, places in a venue, units, calendar words), not the words of any one
 * library.
 */
const FIELD_LABELS = new Set([
  // dates and periods
  'DATE', 'DATED', 'TIME', 'DAY', 'YEAR', 'MONTH', 'WEEK', 'PERIOD', 'DUE', 'ISSUED', 'ISSUE', 'EXP', 'EXPIRY', 'EXPIRES',
  'VALID', 'FROM', 'TO', 'UNTIL', 'SINCE', 'EST', 'DOB', 'BORN', 'FY', 'Q', 'AM', 'PM',
  // money
  'TOTAL', 'SUBTOTAL', 'AMOUNT', 'AMT', 'BALANCE', 'PRICE', 'COST', 'FEE', 'FARE', 'TAX', 'VAT', 'GST', 'TIP', 'CASH',
  'CHANGE', 'CARD', 'DEBIT', 'CREDIT', 'PAID', 'PAY', 'DISCOUNT', 'SAVINGS', 'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD',
  // identifiers and document kinds
  'NO', 'NUM', 'NUMBER', 'ID', 'REF', 'CODE', 'PIN', 'INVOICE', 'RECEIPT', 'ORDER', 'ACCOUNT', 'ACCT', 'TRANS', 'TXN',
  'AUTH', 'BATCH', 'SERIAL', 'MODEL', 'VERSION', 'ISBN', 'ITEM', 'QTY', 'SKU', 'PAGE', 'COPYRIGHT', 'ISS', 'BILL',
  'STATEMENT', 'TICKET', 'BOOKING', 'RESERVATION', 'CONFIRMATION',
  // contact
  'TEL', 'PHONE', 'FAX', 'EMAIL', 'WEB',
  // places in a venue or a vehicle
  'GATE', 'SEAT', 'ROOM', 'FLIGHT', 'TERMINAL', 'PLATFORM', 'ROW', 'SECTION', 'SEC', 'LEVEL', 'ZONE', 'LANE', 'SPOT',
  'TABLE', 'UNIT', 'APT', 'STE', 'FLOOR', 'BOOTH', 'HALL', 'BAY', 'CAR', 'COACH',
  // units
  'MIN', 'KM', 'MI', 'KG', 'LB', 'MB', 'GB', 'CAL', 'KCAL',
  // months
  'JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUNE', 'JUL', 'JULY', 'AUG', 'SEP', 'SEPT', 'OCT', 'NOV', 'DEC', 'MARCH', 'APRIL',
]);

/** Units printed after a number on displays, tickets and labels. */
const UNIT_AFTER = /^\s*(m|km|mi|yd|ft|min|mins|sec|s|h|hr|hrs|cal|kcal|kj|kg|g|lb|lbs|ml|l|w|kw|spm|rpm|bpm|steps|pts|%)\b/i;

export function findEventMentions(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (pattern === PATTERNS[0]) {
        const [, head, fullYear, shortYear] = match;
        const year = fullYear ? Number(fullYear) : shortYear ? 2000 + Number(shortYear) : NaN;
        if (!head || FIELD_LABELS.has(head.toUpperCase()) || head.length > 14) continue;
        if (!(year >= MIN_YEAR && year <= MAX_YEAR)) continue;
        // A number with a unit after it is a measurement ("ROWER 2000 M", "CYCLE 1500 KCAL"), not a year.
        if (UNIT_AFTER.test(text.slice(match.index + match[0].length))) continue;
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
