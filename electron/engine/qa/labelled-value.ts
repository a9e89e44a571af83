import { escapeRegExp, WEEKDAY_NAME, type TextLine } from './text-lines';

/**
 * Values a document labels with the question's own words, whatever their shape: the asked noun as a
 * label ("Token:" over the code, "Venue: Hall 2"), the asked weekday as a plan's or timetable's row
 * ("THU - PRAWN RISOTTO").
 */

/**
 * The value a document labels with the asked noun itself ("Token:" over the code, "Venue: Hall 2"):
 * after the colon, or the line under a label that stands alone.
 */
export function labelledBy(lines: TextLine[], subject: string): { value: string; line: string } | null {
  const re = new RegExp(`^\\s*${escapeRegExp(subject.split(/\s+/).pop()!)}s?\\s*:\\s*(.*)$`, 'i');
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i]!.text);
    if (!m) continue;
    const value = m[1]!.trim() || lines[i + 1]?.text.trim();
    if (value && !/:\s*$/.test(value)) return { value, line: m[1]!.trim() ? lines[i]!.text : `${lines[i]!.text} ${value}` };
  }
  return null;
}

/** The row a timetable or plan prints for the weekday the question names: "THU - PRAWN RISOTTO" → PRAWN RISOTTO. */
export function dayRow(lines: TextLine[], question: string): { value: string; line: string } | null {
  const day = WEEKDAY_NAME.exec(question)?.[0].toLowerCase();
  if (!day) return null;
  const re = new RegExp(`^\\s*(?:${day}|${day.slice(0, 3)})\\.?\\s*[-:–—]?\\s+(\\p{L}.*)$`, 'iu');
  for (const l of lines) {
    const m = re.exec(l.text);
    if (m) return { value: m[1]!.trim(), line: l.text };
  }
  return null;
}

/**
 * The figure a document prints after the asked measure's name, or its initials for a phrase ("Weight
 * 72.4 kg", "BP 118/76" for blood pressure): the rest of the line, which must hold a digit.
 */
export function labelledQuantity(lines: TextLine[], subject: string | null): { value: string; line: string } | null {
  if (!subject || !/^[a-z' ]+$/.test(subject)) return null;
  const words = subject.split(/\s+/);
  const forms = [subject, words[words.length - 1]!, ...(words.length > 1 ? [words.map((w) => w[0]).join('')] : [])];
  const re = new RegExp(`^\\s*(?:${forms.map(escapeRegExp).join('|')})s?\\b\\.?\\s*[:=]?\\s*(.*\\d.*)$`, 'i');
  for (const l of lines) {
    const m = re.exec(l.text);
    if (m) return { value: m[1]!.trim(), line: l.text };
  }
  return null;
}

