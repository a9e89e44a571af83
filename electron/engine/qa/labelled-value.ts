import { contentWords } from '../augment/similarity';
import { foldAccents } from '../store/text-grams';
import { abbreviates } from './lexicon/abbreviation';
import { englishOf } from './lexicon/abroad';
import { isCognate } from './lexicon/cognate';
import { loadedLanguageCount } from './lexicon/translations';
import { isKindOf, isUnitWord } from './kind-of';
import { joinStacked } from './stacked';
import { ASKED_WEEKDAY, DEGREES, escapeRegExp, MONEY, WEEKDAY_NAME, type TextLine } from './text-lines';

/**
 * Values a document labels with the question's own words, whatever their shape: the asked noun as a
 * label ("Token:" over the code, "Venue: Hall 2"), the asked weekday as a plan's or timetable's row
 * ("THU - PRAWN RISOTTO").
 */

/**
 * The value a document labels with the asked noun itself ("Token:" over the code, "Venue: Hall 2"), or
 * its short form ("Rego", "Odo"), or the noun before it in the question ("the odometer reading" is
 * printed "Odometer"): after the colon, or the line under a label that stands alone, or a short value
 * with a digit beside a label without a colon ("Class 4B", "Odometer 48,210 km").
 */
export function labelledBy(printed: TextLine[], subject: string, question = ''): { value: string; line: string } | null {
  // An app's tile ("BMI" over "24.1") is its label and value on one line.
  const lines = joinStacked(printed.map((l) => l.text)).map((text) => ({ text, height: null }));
  const head = subject.split(/\s+/).pop()!;
  // The asked noun's own label first: "Token:" over "Meter:" for "the meter token".
  const groups = [[head, ...shortFormsIn(lines, head)]];
  const modifier = askedModifier(question, head);
  if (modifier) {
    groups.push([modifier, ...shortFormsIn(lines, modifier)]);
    // "Dye lot 7781", "Plot number 14B": the label is the question's two words, the head's own comes
    // after them. Printed twice ("Last reading" under "Electricity" and under "Gas"), it tells neither.
    const phrase = new RegExp(`^\\s*${escapeRegExp(modifier)}\\s+${escapeRegExp(head)}\\b`, 'iu');
    if (lines.filter((l) => phrase.test(l.text)).length === 1) groups.unshift([`${modifier} ${head}`]);
  }
  for (const labels of groups) {
    // "Model No. RB34T672ESA": a label may say its value is a number ("No.", "#") before giving it.
    // A plural labels a list of the asked thing ("Advisories:" for "the advisory").
    // An app's card sets a label and its value apart by a wide gap ("Breed  Cocker Spaniel"): one field, no second gap.
    // "Model Name", "Model Number": the label may say its value is a name or a number in full.
    // A setting's verb takes its value after "to", "at" or "for" ("Set to 21.0°", "Set for 06:30").
    const re = new RegExp(`^\\s*(?:${labels.map(plurals).join('|')})\\.?(?:\\s*(?:no\\.?|#|name|number)|\\s+(?:to|at|for)(?=\\s+\\S*\\d))?\\s*(?::\\s*(.*)|\\s(${BESIDE_VALUE})|\\s{2,}(\\S+(?:\\s\\S+)*)\\s*|\\s*)$`, 'iu');
    for (let i = 0; i < lines.length; i++) {
      const m = re.exec(lines[i]!.text);
      if (!m) continue;
      if (m[2] ?? m[3]) return { value: (m[2] ?? m[3])!.trim(), line: lines[i]!.text };
      if (m[1] === undefined) {
        const below = aloneValue(lines[i + 1]?.text);
        if (below) return { value: below, line: `${lines[i]!.text.trim()} ${below}` };
        continue;
      }
      const value = m[1]!.trim() || lines[i + 1]?.text.trim();
      if (value && !/:\s*$/.test(value)) return { value, line: m[1]!.trim() ? lines[i]!.text : `${lines[i]!.text} ${value}` };
    }
  }
  // qualifiedLabel joins the tiles itself: the printed lines, not the joined ones, so it is done once.
  return qualifiedLabel(printed, head, question) ?? ofThePeriod(lines, head, question) ?? acronymLabelled(lines.map((l) => l.text), head) ?? wordsBeside(printed, head) ?? headedRow(lines, head, question);
}

/**
 * A settings screen's label alone, no colon, over its value ("IMEI" / "35 678910 452311 8", "Security" /
 * "WPA2/WPA3 Personal", "Model Name" / "Nova X5"): a short value with a digit, as a code or a model is.
 * A heading alone over words or a sentence labels no value, nor one over another label and its value
 * ("Electricity" / "Last reading: 046213").
 */
function aloneValue(line: string | undefined): string | null {
  const text = line?.trim();
  return text && /\d/.test(text) && text.split(/\s+/).length <= ALONE_VALUE_WORDS && !/:(?:\s|$)/.test(text) ? text : null;
}

/** The content word the question sets before the asked noun ("the odometer reading", "my battery health"). */
function askedModifier(question: string, head: string): string | null {
  const modifier = new RegExp(`\\b(\\p{L}+)\\s+${escapeRegExp(head)}s?\\b`, 'iu').exec(question)?.[1]?.toLowerCase();
  return modifier && contentWords(modifier).size > 0 ? modifier : null;
}

/** At most this many words make a value under a label alone: a code printed in groups of digits. */
const ALONE_VALUE_WORDS = 4;

/**
 * "Meter readings at check-in" / "Electricity: 04582" / "Gas: 01937": a heading names the asked noun
 * once and each row under it says which one by its label, the question's other word ("the gas meter
 * reading"). The rows run from the heading while each is a label and its value. A heading that says the
 * question's whole phrase ("Battery Health & Charging" for "my battery health") is answered by the
 * row under it, whatever that row's label ("Maximum Capacity: 87%"): the screen is about the asked thing.
 */
function headedRow(lines: TextLine[], head: string, question: string): { value: string; line: string } | null {
  const heading = new RegExp(`^[^:\\d]*\\b(?:${plurals(head)})\\b[^:\\d]*$`, 'iu');
  const asked = new Set(question.toLowerCase().match(/\p{L}+/gu) ?? []);
  const modifier = askedModifier(question, head);
  const phrase = modifier ? new RegExp(`\\b${escapeRegExp(modifier)}\\s+${escapeRegExp(head)}\\b`, 'iu') : null;
  for (let i = 0; i < lines.length; i++) {
    if (!heading.test(lines[i]!.text)) continue;
    // The heading's own date may stand under it ("Meter readings" / "14/06/25"): a line without a word is no row.
    let first = i + 1;
    while (first < lines.length && !/\p{L}/u.test(lines[first]!.text)) first++;
    for (let j = first; j < lines.length; j++) {
      const m = /^\s*((?:\p{L}+\s+){0,2}\p{L}+)\s*:\s*(\S.*)$/u.exec(lines[j]!.text);
      if (!m) break;
      const label = m[1]!.toLowerCase().split(/\s+/);
      if ((label.every((w) => asked.has(w)) || (j === first && phrase?.test(lines[i]!.text))) && !label.includes(head)) return { value: m[2]!.trim(), line: `${lines[i]!.text.trim()} ${lines[j]!.text.trim()}` };
    }
  }
  return null;
}

/** At most this many words follow a label without a colon on a label's short line. */
const BESIDE_WORDS = 3;

/**
 * A label and its words without a colon, as a tin, a yarn band or a swatch prints them ("Colour Harvest
 * Gold", "Shade 402 Heather", "Finish Matt"): the asked noun opens a short line alone in its case or
 * capitalised, and one to three words follow. Not a plural ("Colours available"), not a line whose
 * next word is a verb's or a preposition's ("Colour may vary", "Size of box"). The lines as printed: a
 * tile's joining would take the next line ("5L") for this label's value.
 */
function wordsBeside(lines: readonly TextLine[], head: string): { value: string; line: string } | null {
  // "HOTEL ONDA", "Bank of Ireland": a building's or an organisation's kind opens its name, no label.
  if (NAMED_KINDS.some((k) => isKindOf(head, k))) return null;
  const re = new RegExp(`^\\s*${escapeRegExp(head)}\\s+((?:[\\p{L}\\p{N}'&-]+\\s*){1,${BESIDE_WORDS}})$`, 'iu');
  for (const l of lines) {
    const m = re.exec(l.text);
    // Cells set apart by wide gaps are a table's header or row, not one label's words (table-cell.ts).
    if (!m || !/^\p{Lu}/u.test(l.text.trim()) || /\S\s{2,}\S/.test(m[1]!)) continue;
    const first = m[1]!.trim().split(/\s+/)[0]!.toLowerCase();
    if (NOT_A_VALUE.has(first)) continue;
    return { value: m[1]!.trim(), line: l.text };
  }
  return null;
}

/** Kinds of thing whose names begin with the kind's word. */
const NAMED_KINDS = ['structure', 'organization'];
/** Words that go on with a sentence after a label-like noun rather than give its value. */
const NOT_A_VALUE = new Set(['may', 'might', 'can', 'will', 'is', 'are', 'was', 'of', 'for', 'to', 'in', 'on', 'and', 'or', 'the', 'a', 'an', 'varies', 'vary', 'chart', 'guide', 'options', 'available', 'not', 'only', 'shown', 'as']);

/**
 * A board's heading over what it offers, "SOUP OF THE DAY" / "Roast tomato & basil £5.95": the asked
 * noun qualified by the period the question names with it ("the soup of the day", "pie of the week")
 * labels the line under it, as the plain noun would.
 */
function ofThePeriod(lines: TextLine[], head: string, question: string): { value: string; line: string } | null {
  const asked = new RegExp(`\\b${escapeRegExp(head)}s?\\s+(of\\s+the\\s+\\p{L}+)\\b`, 'iu').exec(question)?.[1];
  if (!asked) return null;
  const label = new RegExp(`^\\s*${escapeRegExp(head)}s?\\s+${asked.split(/\s+/).join('\\s+')}\\s*:?\\s*$`, 'iu');
  const at = lines.findIndex((l) => label.test(l.text));
  const value = at >= 0 ? lines[at + 1]?.text.trim() : undefined;
  return value && /\p{L}{2,}/u.test(value) ? { value, line: `${lines[at]!.text.trim()} ${value}` } : null;
}

/**
 * "What is my UTR", "the VIN of the car": a question asks by the capitals a form prints beside the
 * label's words, in brackets or after a slash ("Unique Taxpayer Reference (UTR) 12345 67890", "E
 * VIN/Chassis WF0D…"), with the label's words or a field's code around them. The figures after them
 * on the line are the value: capitals and digits, with a digit among them.
 */
function acronymLabelled(lines: string[], head: string): { value: string; line: string } | null {
  if (!/^\p{L}{2,5}$/u.test(head)) return null;
  // "IP Address: 192.168.0.1", "PIN code 4471": the capitals may name the kind of a noun printed after them.
  const re = new RegExp(`(?<![\\p{L}])${escapeRegExp(head.toUpperCase())}(?![\\p{L}])\\)?(?:/[\\p{L} ]+?|\\s+\\p{Lu}?\\p{Ll}+)?\\s*[:#]?\\s+(${CODE_VALUE})\\s*$`, 'u');
  for (const line of lines) {
    const m = re.exec(line);
    if (m && /\d/.test(m[1]!)) return { value: m[1]!.trim(), line };
  }
  return null;
}

/**
 * A code's value: capitals and digits in groups ("12345 67890", "QQ 12 34 56 C"), a digit among them;
 * a network address dots or colons its groups ("192.168.0.1", "5C:A6:E6:12:34:56").
 */
const PLAIN_GROUP = String.raw`[\p{Lu}\p{N}][\p{Lu}\p{N}-]*`;
/** Three groups or more: a decimal's one dot ("SUMMIT TRAIL 0.8 MI") is a measure, not a code. */
const CODE_GROUP = String.raw`(?:${PLAIN_GROUP}(?:[.:][\p{Lu}\p{N}]+){2,}|${PLAIN_GROUP})`;
const CODE_VALUE = `${CODE_GROUP}(?:\\s${CODE_GROUP})*`;

/**
 * "Avg Pace: 5:01 /km", "Network name (SSID): VM4471829": the asked noun as the last word of a longer
 * label, perhaps with its short name in brackets, or an app's tile of the two ("Avg Pace" over "5:01
 * /km"). Read only when the label is the one whose first words the question says, or the document's
 * only label that ends so: "Check-in time" and "Check-out time" leave "what time" unread.
 */
function qualifiedLabel(lines: TextLine[], head: string, question: string, measure = false): { value: string; line: string } | null {
  // A display prints a measure's figure beside its label without a colon ("AVG HEART RATE 148"); a
  // name's label needs one ("SUMMIT TRAIL 0.8 MI" is a trail's name and length, not a trail).
  // An amount of money is the value beside any label it ends ("Tenancy deposit  £1,100.00").
  const beside = measure ? `|\\s(${BESIDE_VALUE})` : `|\\s+(${MONEY.source})\\s*$`;
  const re = new RegExp(`^\\s*((?:[\\p{L}'-]+\\s+){1,2})${escapeRegExp(head)}s?\\.?\\s*(?:\\([^)]*\\)\\s*)?(?::\\s*(\\S.*)${beside}|:?\\s*$)`, 'iu');
  const joined = joinStacked(lines.map((l) => l.text));
  const printedHits = joined.flatMap((line, at) => {
    const m = re.exec(line);
    if (!m) return [];
    const qualifier = m[1]!.trim().toLowerCase().split(/[\s'-]+/);
    if (m[2] !== undefined || m[3] !== undefined) return [{ qualifier, value: (m[2] ?? m[3]!).trim(), line, at }];
    // A settings screen sets the label alone over its value ("Network name (SSID)" / "HomeNet-5G"): one
    // token with a figure, as a heading over a name ("CITY BOOKS" / "BURNSIDE") is not.
    const below = joined[at + 1]?.trim();
    return below && /^\S*\d\S*$/.test(below) ? [{ qualifier, value: below, line: `${line} ${below}`, at, alone: true }] : [];
  });
  const asked = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  // "Avg" is the asker's "average", as a label shortens it.
  const isNamed = (h: { qualifier: string[] }) => h.qualifier.every((w) => asked.some((a) => a === w || abbreviates(w, a)));
  // A label alone on its line is read only when the question names it whole.
  const hits = printedHits.filter((h) => !('alone' in h) || isNamed(h));
  const named = hits.filter(isNamed);
  const found = named.length === 1 ? named[0]! : hits.length === 1 ? hits[0]! : underHeading(named.length > 0 ? named : hits, joined, asked);
  return found ? { value: found.value, line: found.line } : null;
}

/**
 * Of labels printed alike ("Last reading" under "Electricity" and again under "Gas"), the one whose
 * section heading the question names: the nearest short line above it with no figure.
 */
function underHeading<T extends { at: number }>(hits: T[], lines: string[], asked: string[]): T | null {
  const headed = hits.filter((h) => {
    for (let j = h.at - 1; j >= 0; j--) {
      const line = lines[j]!;
      if (/\d|:/.test(line) || hits.some((o) => o.at === j)) continue;
      const words = line.toLowerCase().match(/\p{L}+/gu) ?? [];
      return words.length <= 3 && words.some((w) => asked.includes(w));
    }
    return false;
  });
  return headed.length === 1 ? headed[0]! : null;
}

/** A label word and its plural as printed: "advisory" or "advisories", "box" or "boxes". */
function plurals(word: string): string {
  const w = escapeRegExp(word).replace(/ /g, '\\s+');
  return /[^aeiou]y$/i.test(word) ? `${w}|${w.slice(0, -1)}ies` : `${w}(?:e?s)?`;
}

/**
 * A value beside its label without a colon: one token with a digit (a clock's "13:15" too), or a span
 * of two ("ETA 13:15 - 14:15", "Slot 8am – 9am"), and perhaps a short unit ("48,210 km"). A sum has
 * its currency's sign before it ("New balance £23.45"); a share or a reading its sign after it
 * ("Humidity 48%", "Battery 38 %", "Outside 6°"), which is no letter or digit.
 */
const VALUE_TOKEN = String.raw`\p{Sc}?[\p{L}\p{N}#.,:/-]*\p{N}[\p{L}\p{N}#.,:/-]*(?:\s?%|[°º][CF]?)?`;
const BESIDE_VALUE = String.raw`\s*${VALUE_TOKEN}(?:\s+[-–—]\s+${VALUE_TOKEN})?(?:\s+\p{L}{1,3})?\s*`;

/**
 * The short forms of `word` a document prints where labels go, a line's first two words ("Rego",
 * "Acct No"), lower case, and its words abroad: the labels it may use for the asked noun beside the usual ones.
 */
export function shortFormsIn(lines: TextLine[], word: string): string[] {
  const out = new Set<string>();
  const forms = shortFormsOf(word);
  for (const l of lines) {
    const m = LEADING_TOKENS.exec(l.text);
    for (const printed of [m?.[1], m?.[2]]) {
      if (!printed) continue;
      let form = forms.get(printed);
      if (form === undefined) {
        form = shortFormOf(printed, word);
        forms.set(printed, form);
        formsKept++;
      }
      if (form) out.add(form);
    }
  }
  return [...out];
}
/** A line's first two tokens (split at spaces, colons and hashes), each by its leading letters and a dot ("Acct#", "Rego:"). */
const LEADING_TOKENS = /^\s*(?:(\p{L}+\.?)[^\s:#]*|[^\s:#]*)(?:[\s:#]+(?:(\p{L}+\.?)[^\s:#]*|[^\s:#]*))?/u;

/**
 * asked word → printed word → the label form it gives, '' for none; emptied when another language's
 * table loads. Ranking asks every candidate's labels and the same words lead line after line
 * ("Total", "Date", "Password"); the dictionary and cognate checks were most of a label search's cost
 * at 100k memories.
 */
const SHORT_FORMS = new Map<string, Map<string, string>>();
let formsForLanguages = -1;
let formsKept = 0;

function shortFormsOf(word: string): Map<string, string> {
  const languages = loadedLanguageCount();
  if (languages !== formsForLanguages || formsKept > 50_000) {
    SHORT_FORMS.clear();
    formsForLanguages = languages;
    formsKept = 0;
  }
  let forms = SHORT_FORMS.get(word);
  if (!forms) SHORT_FORMS.set(word, (forms = new Map()));
  return forms;
}

function shortFormOf(printed: string, word: string): string {
  if (abbreviates(printed, word)) return printed.replace(/\.$/, '').toLowerCase();
  // A document abroad labels it in the country's language ("Zimmer: 214" for the room, "Contraseña: …" for the password).
  if (englishOf(printed).includes(word)) return printed.toLowerCase();
  // Or prints the asked word as its own language spells it ("Colesterol", "Cholestérol"; cognate.ts).
  if (foldAccents(printed) === word || isCognate(word, [...contentWords(printed)][0] ?? '')) return printed.replace(/\.$/, '').toLowerCase();
  return '';
}

/** The row a timetable or plan prints for the weekday the question names: "THU - PRAWN RISOTTO" → PRAWN RISOTTO. */
export function dayRow(lines: TextLine[], question: string): { value: string; line: string } | null {
  // "Which club is on Wednesdays": the habit's plural names the same day.
  const weekday = ASKED_WEEKDAY.exec(question)?.[0].toLowerCase().replace(/s$/, '');
  // A forecast's or a listing's own "Today" / "Tomorrow" rows are days as the screenshot said them.
  const day = weekday ?? /\b(?:today|tomorrow)\b/i.exec(question)?.[0].toLowerCase();
  if (!day) return null;
  const said = weekday ? `${day}|${day.slice(0, 3)}` : day;
  // A forecast's row leads with its temperatures ("Mon 11° Cloudy", "Tomorrow 15°/8° Sunny").
  const re = new RegExp(`^\\s*(?:${said})\\.?\\s*[-:–—]?\\s+((?:${HIGH_LOW}\\s*)*\\p{L}.*)$`, 'iu');
  for (const l of lines) {
    const m = re.exec(l.text);
    if (m) return { value: m[1]!.trim(), line: l.text };
  }
  // A timetable set day over what is on it ("Wednesday" / "Coding Club 3.15-4.30"): the line under the
  // day's heading, unless that is the next day's.
  const heading = new RegExp(`^\\s*(?:${said})\\.?\\s*:?\\s*$`, 'i');
  const at = lines.findIndex((l) => heading.test(l.text));
  const under = at >= 0 ? lines[at + 1]?.text.trim() : undefined;
  return under && /^\p{L}/u.test(under) && !WEEKDAY_NAME.test(under) ? { value: under, line: `${lines[at]!.text.trim()} ${under}` } : null;
}

/**
 * The figure a document prints after the asked measure's name, or its initials for a phrase ("Weight
 * 72.4 kg", "BP 118/76" for blood pressure): the rest of the line, which must hold a digit.
 */
export function labelledQuantity(lines: TextLine[], subject: string | null): { value: string; line: string } | null {
  if (!subject || !/^[a-z' ]+$/.test(subject)) return null;
  const words = subject.split(/\s+/);
  const forms = [subject, words[words.length - 1]!, ...(words.length > 1 ? [words.map((w) => w[0]).join('')] : [])];
  // An app's tile ("Elevation Gain" over "480 m") is its label and figure. The whole phrase asked is
  // looked for before its last word ("Gross pay" before "Pay"), and a label that goes on to another
  // word and a colon ("Pay date:") is another label.
  const stacked = joinStacked(lines.map((l) => l.text));
  for (const form of forms) {
    const re = new RegExp(`^\\s*${escapeRegExp(form)}s?\\b\\.?\\s*[:=]?\\s*(?!\\p{L}+\\s*:)(.*\\d.*)$`, 'iu');
    for (const text of stacked) {
      const m = re.exec(text);
      if (m) return { value: m[1]!.trim(), line: text };
    }
  }
  // "Avg Heart Rate: 152 bpm" for "my average heart rate": the measure's name under a longer label.
  const qualified = qualifiedLabel(lines, words[words.length - 1]!, subject, true);
  if (qualified && /\d/.test(qualified.value)) return qualified;
  // "AVG HR 158" for "average heart rate": each word of the label a short form of one word asked, or the
  // initials of several, in the asked order, every word asked so covered.
  for (const text of words.length > 1 ? joinStacked(lines.map((l) => l.text)) : []) {
    const m = /^\s*(\p{L}+\.?(?:\s+\p{L}+\.?){1,3})\s*[:=]?\s*(\d.*)$/u.exec(text);
    if (m && spells(m[1]!.split(/\s+/), words)) return { value: m[2]!.trim(), line: text };
  }
  return unitMeasure(lines, words[words.length - 1]!);
}

/** Whether the printed label words stand for the asked words, one by one or by initials ("avg hr": average heart rate). */
function spells(printed: string[], asked: string[]): boolean {
  if (printed.length === 0 || asked.length === 0) return printed.length === 0 && asked.length === 0;
  const [head, ...rest] = printed;
  const word = head!.replace(/\.$/, '').toLowerCase();
  if ((word === asked[0] || abbreviates(head!, asked[0]!)) && spells(rest, asked.slice(1))) return true;
  // Initials of two or three asked words ("HR", "BP").
  for (let n = 2; n <= Math.min(3, asked.length); n++) {
    if (word === asked.slice(0, n).map((w) => w[0]).join('') && spells(rest, asked.slice(n))) return true;
  }
  return false;
}

/**
 * "What was the mileage": a measure named by its unit and "-age" (mileage, tonnage, wattage) is the
 * figure a document prints in that unit, under whatever label ("Odometer reading 48,212 miles").
 */
function unitMeasure(lines: TextLine[], noun: string): { value: string; line: string } | null {
  const unit = /^(\p{L}{3,}?)n?age$/u.exec(noun)?.[1];
  if (!unit || !isUnitWord(unit)) return null;
  const re = new RegExp(`(?<![\\d.,])(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s*${escapeRegExp(unit)}s?\\b`, 'iu');
  for (const { text } of lines) {
    const m = re.exec(text);
    if (m) return { value: m[0], line: text };
  }
  return null;
}

/** A temperature, or a high and low: "15°", "-2°C", "15°/8°". */
const HIGH_LOW = String.raw`${DEGREES.source}(?:\s*\/\s*${DEGREES.source})?`;
