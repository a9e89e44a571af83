/**
 * Identifiers as documents print them: a code beside its label ("Seat 14C", "Password: …", "Rego
 * XTR-442") or on the line under it, a seat's or spot's position line, a flight number by its shape.
 */
import { escapeRegExp, type TextLine } from './text-lines';
import { shortFormsIn } from './labelled-value';
import { shortens } from './lexicon/abbreviation';
import { englishOf, printedAbroad } from './lexicon/abroad';
import { namedEntry } from './role-line';
import { joinTableRows } from './table-row';

/**
 * A thing's number is printed as its reference or ID as well ("Account reference: 60012345"), but only
 * where the question's qualifier labels it too: a bare "Ref:" is a booking's, not "the number on the
 * tailor's ticket".
 */
const QUALIFIED_FORMS: Record<string, string[]> = { number: ['reference', 'ref', 'id'] };

/** Words of the identifier label and the short forms documents print for them. General English abbreviations. */
const LABEL_FORMS: Record<string, string[]> = {
  number: ['number', 'no', 'num', 'nr', '#'],
  section: ['section', 'sec', 'sect'],
  // A booking's code goes by each of these names: a "booking reference" is printed "Confirmation:".
  confirmation: ['confirmation', 'conf', 'confirm', 'reference', 'ref'],
  reservation: ['reservation', 'res', 'booking', 'confirmation'],
  booking: ['booking', 'reservation', 'ref', 'reference', 'confirmation'],
  reference: ['reference', 'ref', 'confirmation', 'conf'],
  license: ['license', 'licence', 'lic', 'dl'],
  licence: ['licence', 'license', 'lic', 'dl'],
  wifi: ['wifi', 'wi-fi', 'network', 'ssid'],
  password: ['password', 'pass', 'pw', 'pwd', 'key', 'passcode'],
  code: ['code', 'pin', 'passcode'],
  membership: ['membership', 'member'],
  // A booking of several seats labels them so ("Seats: H7, H8").
  seat: ['seat', 'seats'],
  // A train's carriage is printed "Coach" on one ticket and "Carriage" on the next.
  coach: ['coach', 'carriage'],
  carriage: ['carriage', 'coach'],
  spot: ['spot', 'space', 'bay', 'level', 'stall', 'deck'],
  flight: ['flight', 'flt'],
  // A ground's gates are printed as its entrances or turnstiles ("ENTRANCE 7").
  gate: ['gate', 'entrance', 'turnstile'],
  order: ['order', 'ord'],
  registration: ['registration', 'reg', 'plate'],
  plate: ['plate', 'registration', 'reg'],
  // A rating plate prints its serial number "S/N" or "SN".
  serial: ['serial', 's/n', 'sn', 'ser'],
};
/** Labels of a seat or a place in a building: a line with two of them is the whole answer ("SEC 142 ROW 8 SEAT 5"). */
const POSITION_LABELS: readonly string[] = ['seat', 'row', 'sec', 'section', 'gate', 'zone', 'coach', 'car', 'level', 'spot', 'space', 'stall', 'room', 'platform', 'table', 'terminal', 'floor', 'box', 'carriage', 'tier', 'block', 'aisle', 'bay', 'deck', 'cabin', 'sector', 'lane'];

/**
 * The value beside a label: after it on its line ("Seat 14C", "Password: latte4life") or, when the line
 * is the label alone ("LIBRARY CARD"), the line under it. A line with several position labels is
 * returned whole; a number asked for with no label printed is the line that is mostly digits.
 * `qualifiedOnly`: only a label that names the head with a word that says which ("NI number", "card
 * no"), which the best matches are searched for before a label of the head alone ("Employee No").
 */
export function identifier(printed: TextLine[], subject: string, bare: boolean, positions: boolean, question = '', qualifiedOnly = false): { value: string; line: string } | null {
  return identifierIn(printed, subject)(bare, positions, question, qualifiedOnly);
}

/**
 * identifier over one document, its rows joined and its label patterns built once: an answer reads
 * a match up to three ways (qualified label, any label, bare), and ranking reads every candidate so.
 */
export function identifierIn(printed: TextLine[], subject: string): (bare: boolean, positions: boolean, question?: string, qualifiedOnly?: boolean) => { value: string; line: string } | null {
  const lines = joinTableRows(printed, (w) => POSITION_LABELS.includes(w));
  const words = subject.split(/\s+/);
  const head = words[words.length - 1]!;
  let labelled: Array<[RegExp, RegExp | null]> | undefined;
  return (bare, positions, question = '', qualifiedOnly = false) => {
    const passes = bare ? [] : (labelled ??= labelPasses(lines, words)).filter(([, qualified]) => !qualifiedOnly || qualified !== null);
    if (qualifiedOnly) return passes.length === 0 ? null : labelledIn(lines, passes, words, head, question) ?? underHeading(lines, passes, words, head);
    return labelledIn(lines, passes, words, head, question) ?? unlabelled(lines, words, head, bare, positions);
  };
}

/** The value beside the first pass's label that any line prints (the asked entry's, when several do). */
function labelledIn(lines: TextLine[], passes: Array<[RegExp, RegExp | null]>, words: string[], head: string, question: string): { value: string; line: string } | null {
  for (const [re, qualified] of passes) {
    // A programme prints the label once per entry ("Stage 3", "Stage 2"): the asked entry's, when the question names one.
    const hits: Array<{ at: number; value: string; line: string }> = [];
    for (let i = 0; i < lines.length; i++) {
      const found = labelledAt(lines, i, re, qualified, words, head);
      if (found && !question) return found;
      if (found) hits.push({ ...found, at: i });
    }
    if (hits.length > 0) {
      const { value, line } = hits.length === 1 ? hits[0]! : namedEntry(hits, lines, question);
      return { value, line };
    }
  }
  return null;
}

/**
 * A card headed by the qualifier ("Guest Wi-Fi", "LOCKER") labels its fields by the head alone
 * ("Password: …", "Code: …"): as qualified as a line that prints both. Only a heading with no
 * digit, and a field that begins its line: "Card number" under "Order" is another thing's number.
 */
function underHeading(lines: TextLine[], passes: Array<[RegExp, RegExp | null]>, words: string[], head: string): { value: string; line: string } | null {
  const qualifier = passes[0]?.[1];
  const headRe = passes[1]?.[0];
  if (!qualifier || !headRe) return null;
  const heading = lines.findIndex((l) => !/\d/.test(l.text) && qualifier.test(l.text));
  if (heading < 0) return null;
  for (let i = heading + 1; i < lines.length; i++) {
    if (headRe.exec(lines[i]!.text.trim())?.index !== 0) continue;
    const found = labelledAt(lines, i, headRe, null, words, head);
    if (found) return found;
  }
  return null;
}

/** A value of the asked kind's shape with no label asked (a flight number, a position, a plate, a bare code). */
function unlabelled(lines: TextLine[], words: string[], head: string, bare: boolean, positions: boolean): { value: string; line: string } | null {
  // A boarding pass may print its flight with no label ("XQ 1942 · Mon 3 Mar"): a flight number has one shape everywhere.
  if (!bare && words.includes('flight')) {
    for (const l of lines) {
      const m = FLIGHT_NUMBER.exec(l.text);
      if (m) return { value: m[0], line: l.text };
    }
  }
  // "Where did I park", "where did I sit": a line of two position labels is the answer whichever it
  // names ("ZONE C - ROW 14" for a spot) — before the next match's own label.
  if (!bare && positions && POSITION_LABELS.includes(head)) {
    const position = lines.find((l) => positionsIn(l.text) >= 2 && /\d/.test(l.text));
    if (position) return { value: position.text, line: position.text };
  }
  // A plate is printed after whatever its document calls it ("VEHICLE: KDM 417Q", "CAR KX-R47"), and is
  // letters with digits: a number of digits alone on that receipt is a price or a meter, not it.
  if (bare && (head === 'registration' || head === 'plate')) {
    for (const l of lines) {
      const m = /^\s*\p{L}[\p{L} .]{1,18}?[:#]?\s+(.+)$/u.exec(l.text);
      const value = m && !DATE_OR_TIME.test(m[1]!) ? codeValue(m[1]!, head) : null;
      if (value && /\p{L}/u.test(value) && /\d/.test(value) && positionsIn(l.text) === 0) return { value, line: l.text };
    }
  }
  if (bare && (head === 'number' || head === 'no' || head === 'id' || head === 'code' || head === 'registration' || head === 'plate')) {
    const digits = lines.find((l) => codeLike(l.text) && (l.text.match(/\d/g)?.length ?? 0) >= 5);
    if (digits) return { value: digits.text, line: digits.text };
    // A code after a label the question does not use ("VRM MA19 KZP", "REF K7P4QZ9"): a short
    // abbreviation that is no position label (a "ZONE A7" is where, not what), then a code that
    // mixes letters and digits.
    for (const l of lines) {
      const m = /^([A-Z]{2,4})[\s:#.]+(.+)$/.exec(l.text.trim());
      // "HALL 2 SEAT D12" is a seat, not a code after an unknown label.
      if (!m || POSITION_LABELS.includes(m[1]!.toLowerCase()) || positionsIn(m[2]!) > 0 || !codeLike(m[2]!) || !/(?=[^\s]*\p{L})(?=[^\s]*\d)[\p{L}\p{N}]{3,}/u.test(m[2]!)) continue;
      return { value: m[2]!.trim(), line: l.text };
    }
  }
  return null;
}

/** The value the label `re` gives on line `i` (beside it, or on the line under it); null when that line holds none. */
function labelledAt(lines: TextLine[], i: number, re: RegExp, qualified: RegExp | null, words: string[], head: string): { value: string; line: string } | null {
  const line = lines[i]!.text;
  const m = re.exec(line);
  if (!m || (qualified && !qualified.test(line))) return null;
  // "Date of first registration: 14 03 2012": a label's word after "of" says what its head is of; the value is the head's.
  if (OF_BEFORE.test(line.slice(0, m.index + 1))) return null;
  // `Label: value`, `Label value`, `Label is value`, `Label (ABBR): value`, `Label No: value`.
  const tail = labelTail(line.slice(m.index + m[0].length).replace(/^\s*\([^()]{1,15}\)/, '').replace(/^\)/, '').replace(NUMBER_WORD, '').replace(/^[\s:#.\-–=]+/, '').replace(BILINGUAL, '').replace(/^(?:is|was|are)\s*[:=]?\s+/i, '').trim());
  // "Quiet coach: Coach C", "Departure gate: Gate 12": a label that says which may print its head
  // again with the value. Asked without the qualifier, it is another field's ("what coach am I in").
  const again = qualified ? re.exec(tail) : null;
  const after = again?.index === 0 && /\S/.test(tail.slice(again[0].length)) ? tail.slice(again[0].length).trim() : tail;
  // The label may be a qualifier's ("VRM" for "registration number"), or hold one before the head
  // ("REG. NO"): its value is read its way.
  const label = line.slice(Math.max(0, m.index - QUALIFIER_REACH), m.index + m[0].length);
  const labelled = words.slice(0, -1).find((w) => labelPattern([w, ...labelForms(w)]).test(label)) ?? head;
  // "Coach C", "ZONE: A": a position may be a letter alone, where a code needs a digit.
  // "Each code can only be used once": a label inside a sentence, a plain word after it with no colon;
  // "Router password is on the back of the router": after "is", a place phrase says where it is, not what.
  const value = (FREE_FORM.has(labelled) && (IN_SENTENCE.test(line.slice(m.index + m[0].length)) || WHERE_PRINTED.test(after)) ? null : codeValue(after, labelled)) ?? (POSITION_LABELS.includes(labelled) || (again && POSITION_LABELS.includes(head)) ? LONE_LETTER.exec(after)?.[1] ?? null : null);
  // A seat or a parking spot is told by the whole position line ("SEC 142 ROW 8 SEAT 5"); a zone,
  // row or gate asked alone is its own field ("SEAT: 03F ZONE: A" → A). A header row of labels
  // ("Flight  Gate  Seat") holds no value: the row under it does.
  if (POSITION_LABELS.includes(head) && /\d/.test(line) && positionsIn(line) >= 2) return { value: value && !WHOLE_POSITION.has(head) ? value : line, line };
  if (value) return { value, line };
  const next = lines[i + 1]?.text;
  if (!/\d/.test(after) && next && codeLike(next)) return { value: next, line: `${line} · ${next}` };
  // A label alone on its line over a short value in large type ("Table" / "14", "Gate" / "B7").
  if (!after && next && (SHORT_VALUE.test(next) || (POSITION_LABELS.includes(labelled) && LONE_LETTER.test(next.trim())))) return { value: next.trim(), line: `${line} · ${next}` };
  return null;
}

/**
 * The label patterns a value is looked for beside, most specific first. A generic head ("number") is
 * read first where the qualifier labels it too: "Meter number" over "Account number" for "my meter
 * number", whichever is printed first. With a qualifier, the head's own word or its short form goes
 * before a word that stands for it: "Booking ref: …" before "MEMBERSHIP CONFIRMATION" for "my booking
 * reference", though a confirmation is a booking's code too. Then the head's forms ("password" before
 * "wifi"), then any form of any word.
 */
function labelPasses(lines: TextLine[], words: string[]): Array<[RegExp, RegExp | null]> {
  // The forms a label takes: the usual ones, and the short forms this document prints ("Rego", "Acct"),
  // each document's lines scanned once per word. Most documents print none, and ranking asks every
  // candidate: the passes are built once per question's words and the forms its documents add.
  const printed = words.map((w) => shortFormsIn(lines, w));
  const key = `${words.join(' ')}\u0000${printed.map((f) => f.join('|')).join('\u0000')}`;
  let passes = PASSES.get(key);
  if (!passes) {
    passes = passesFor(words, new Map(words.map((w, i) => [w, [...labelForms(w), ...printed[i]!]])));
    if (PASSES.size > 1000) PASSES.clear();
    PASSES.set(key, passes);
  }
  return passes;
}
const PASSES = new Map<string, Array<[RegExp, RegExp | null]>>();

function passesFor(words: string[], formsOf: ReadonlyMap<string, string[]>): Array<[RegExp, RegExp | null]> {
  const head = words[words.length - 1]!;
  const qualifiers = words.slice(0, -1);
  // A label of several words prints by its initials: "NI number" for a national insurance number, "VIN"
  // for a vehicle identification number.
  const initials = (ws: string[]) => (ws.length >= 2 ? [ws.map((w) => w[0]).join('')] : []);
  const headForms = [...formsOf.get(head)!, ...(qualifiers.length >= 2 ? initials(words) : [])];
  const qualifierForms = [...qualifiers.flatMap((w) => [w, ...formsOf.get(w)!]), ...initials(qualifiers)];
  const headRe = labelPattern(headForms);
  const labelRe = labelPattern([...new Set([...headForms, ...qualifierForms])]);
  if (qualifiers.length === 0) return [[headRe, null], [labelRe, null]];
  const qualifierRe = labelPattern(qualifierForms);
  const ownRe = labelPattern(headForms.filter((f) => f === head || shortens(f, head)));
  // "Room number", "gate number": a generic head is printed by its qualifier alone ("ROOM 7"), before
  // another field's "NO" ("RESERVATION NO 55812") is read for it.
  const generic = head === 'number' ? [[qualifierRe, null] as [RegExp, null]] : [];
  // "S/N 4801…" for a serial number: a qualifier's short form that is the whole phrase's initials says both words.
  const whole = qualifierForms.filter((f) => f.replace(/[^\p{L}]/gu, '') === words.map((w) => w[0]).join(''));
  const initialled = whole.length > 0 ? [[labelPattern(whole), qualifierRe] as [RegExp, RegExp]] : [];
  const aliases = QUALIFIED_FORMS[head] ? [[labelPattern(QUALIFIED_FORMS[head]), qualifierRe] as [RegExp, RegExp]] : [];
  return [[ownRe, qualifierRe], [headRe, qualifierRe], ...aliases, ...initialled, ...generic, [headRe, null], [labelRe, null]];
}

/** English month names and their short forms, as dates print them. */
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/**
 * An IATA flight number: the airline's two-character code (letters, or a letter and a digit) and one
 * to four digits ("XQ 1942", "X7 301", "XQ1942"). Upper case, as boarding passes print it; a gate or
 * seat ("Gate C4", "Seat 12C") has no number after its letter-digit pair.
 */
const FLIGHT_NUMBER = /(?<![\p{L}\p{N}-])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}(?![\p{L}\p{N}:.,/-])/u;

/** Positions a line of several labels names together: a seat is its section, row and number; a spot its level and bay. */
const WHOLE_POSITION = new Set(['seat', 'spot', 'space']);
let POSITION_RES: RegExp[] | undefined;
/** A ticket abroad prints its position labels in its own language ("Wagen 23, Platz 45"). */
function positionRes(): RegExp[] {
  POSITION_RES ??= POSITION_LABELS.flatMap((p) => [p, ...printedAbroad(p)]).map((p) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(p)}(?![\\p{L}\\p{N}])`, 'iu'));
  return POSITION_RES;
}

/**
 * How many position labels a line prints: those above, and a word the translations table reads back
 * to one, once it is loaded ("Fila 12  Butaca 7" is a row and a seat; englishOf).
 */
function positionsIn(text: string): number {
  const res = positionRes();
  const known = res.filter((p) => p.test(text)).length;
  const translated = (text.match(/\p{L}{3,}/gu) ?? []).filter((w) => englishOf(w).some((e) => POSITION_LABELS.includes(e)) && !res.some((p) => p.test(w)));
  return known + translated.length;
}

/** A label's printed forms: its short forms, and its words on a document abroad ("Platz" for a seat). */
function labelForms(word: string): string[] {
  return [...(LABEL_FORMS[word] ?? [word]), ...printedAbroad(word)];
}

/** "… of", "… of first": the label's words before this point name another thing than the one after it. */
const OF_BEFORE = /\bof(?:\s+\p{L}+)?\s*$/iu;
/** The word for "number" after a label ("REG NO: …", "SERIAL NUMBER …"): the value follows it. */
const NUMBER_WORD = /^\s*(?:no|nr|num|number)\b\.?(?=\s*[:#.\-–=]|\s+\S)/i;
/** How far before a label's head a qualifier of it is looked for: "REG. NO", "CARD NUMBER". */
const QUALIFIER_REACH = 12;
/** Compiled label patterns: ranking checks every candidate for a value beside its label. */
const LABELS = new Map<string, RegExp>();

function labelPattern(forms: string[]): RegExp {
  const key = forms.join('|');
  let re = LABELS.get(key);
  if (!re) {
    re = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${forms.map(escapeRegExp).sort((a, b) => b.length - a.length).join('|')})(?=[^\\p{L}]|$)`, 'iu');
    if (LABELS.size > 1000) LABELS.clear();
    LABELS.set(key, re);
  }
  return re;
}

/**
 * What follows the rest of a longer label the asked word is part of: "Network" in "Wi-Fi Network Name
 * (SSID): VM4829301" is followed by "Name (SSID):", not by its value; so is "SSID" in its brackets.
 * Only words before the colon, no digit: "14C Zone: 3" is a value and the next label. A label's rest
 * in lower case may end at a wide gap ("Reg. mark  KX65 TLN"); a capital there is a value ("Row F  Seat 12").
 */
function labelTail(after: string): string {
  return LABEL_TAIL.exec(after)?.[1]?.trim() ?? after;
}
const LABEL_TAIL = /^(?:(?:[\p{L}'-]+\s*){1,3}(?:\([^()\d]{1,15}\)\s*)?:|\p{Ll}+\s{2,})\s*(\S.*)$/u;

/**
 * A label printed again in a second language after a slash, as passports and ID cards print theirs
 * ("Passport No./No. du passeport 548912376"): its words, with no digit, up to the value.
 */
const BILINGUAL = /^\/(?:\s*[^\s\d/]+){1,4}\s+(?=\S*\d)/u;

/** A capital letter standing alone, first: a coach, zone or block ("C", "A  Seat 42"). */
const LONE_LETTER = /^([A-Z])(?![\p{L}\p{N}])/u;
/** One short token with a digit: a table, gate, bay or locker printed under its label. */
const SHORT_VALUE = /^\s*#?(?=[\p{L}\d-]*\d)[\p{L}\d-]{1,6}\s*$/u;

/** After a label, the rest of a sentence: lower-case words and no colon, "is" or "=" to give a value. */
const IN_SENTENCE = /^\s+(?!is\b|was\b|are\b)\p{Ll}+(?:\s+\p{Ll}+)+[\s.!,]*$/u;
/** A preposition of place and a plain word: where a value is printed ("on the back of the router"), not it. */
const WHERE_PRINTED = /^(?:on|in|inside|at|under|underneath|behind|beneath|below|above|beside|next\s+to|printed|written|shown|stuck)\s+\p{Ll}/u;
/** Labels whose value is free text, one token: a password may have no digit at all. */
const FREE_FORM = new Set(['password', 'passcode', 'passphrase', 'pin', 'code', 'wifi', 'network', 'ssid', 'username', 'login']);

/**
 * The code after a label: a short prefix and the tokens with digits — "AS 871", "14C", "K7P4QZ9",
 * "1118 2207 4413"; it ends at the next plain word ("Seat 14C  Zone 3" → 14C).
 */
function codeValue(after: string, head: string): string | null {
  const tokens = after.split(/\s+/).filter(Boolean);
  if (FREE_FORM.has(head)) return tokens[0] ?? null;
  // A number plate is letters and digits in groups ("MA19 KZP", "7ABC 123", "AB 12 CD 3456"); the
  // first word after it (a car's model) is not part of it.
  if (head === 'registration' || head === 'plate') {
    const plate: string[] = [];
    for (const t of tokens) {
      if (!/^[\p{L}\d-]+$/u.test(t) || (!/\d/.test(t) && t.length > 3)) break;
      plate.push(t);
    }
    return plate.some((t) => /\d/.test(t)) ? plate.join(' ') : null;
  }
  const out: string[] = [];
  for (const [i, printed] of tokens.entries()) {
    // "Your tracking number is H01HYA0012345678.": a sentence's stop ends the code, and is none of it;
    // so does a comma before the next field ("Wagen 23, Platz 45"), not one between codes ("Seats: H7, H8").
    const t = /,$/.test(printed) && /\d/.test(tokens[i + 1] ?? '') ? printed : printed.replace(/[.!?,;]+$/, '');
    const digit = /\d/.test(t);
    if (digit) out.push(t);
    else if ((/^[A-Z]{1,3}$/.test(t) || t === '#') && !out.some((x) => /\d/.test(x))) out.push(t);
    // A code in letter and digit groups goes on past a short letter group between two numbers
    // ("AB 12 CD 3456"); a label there ("ROW 8") begins another value.
    else if (/^[A-Z]{1,3}$/.test(t) && /^\d{2,}$/.test(out[out.length - 1] ?? '') && /^\d{3,}$/.test(tokens[i + 1] ?? '') && !POSITION_LABELS.includes(t.toLowerCase())) out.push(t);
    // A check letter ends the line after the digit groups ("QQ 12 34 56 C").
    else if (/^[A-Z]$/.test(t) && i === tokens.length - 1 && /^\d+$/.test(out[out.length - 1] ?? '')) out.push(t);
    else break;
    if (out.length >= 5 || t !== printed) break;
  }
  return out.some((t) => /\d/.test(t)) ? out.filter((t) => t !== '#').join(' ') : null;
}

/** A line that is a code: a few tokens, one of them letters-and-digits or digits, maybe dotted ("0030 4471 2286 19", "DL WDL7Q2M4159B", "4471.280.913"). */
function codeLike(text: string): boolean {
  // A date or a time of day is when, not which: "07/07/2024 09:10" is no membership number.
  if (DATE_OR_TIME.test(text)) return false;
  const tokens = text.split(/\s+/).filter(Boolean);
  return tokens.length <= 5 && tokens.some((t) => /^#?(?=.*\d)[\p{L}\p{N}][\p{L}\p{N}.\-/]*[\p{L}\p{N}]$/u.test(t) && t.length >= 3) && (text.match(/\d/g)?.length ?? 0) >= 2;
}

/** Numeric dates, a day and a month by name ("14 MAR 2025", "Mar 14"), a time of day with or without am/pm ("8:15PM"). */
const DATE_OR_TIME = new RegExp(
  [
    String.raw`\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b`,
    String.raw`\b\d{4}-\d{2}-\d{2}\b`,
    String.raw`\b\d{1,2}:\d{2}(?!\d)`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\b`,
    String.raw`\b${MONTH}\.?\s+\d{1,2}\b`,
  ].join('|'),
  'i',
);
