/**
 * App screens (a watch's or a fitness app's summary, a booking) print each figure as a tile: its label
 * on one line and the figure alone on the line above or below ("Moving Time" / "52:18", "42.7 km" /
 * "Distance"). Readers that look for a label and its value on one line read such a pair joined,
 * "Moving Time: 52:18", as a printed form would set it.
 */

import { STATUS_BAR } from './text-lines';

/** A figure alone on its line, with at most a short unit: "52:18", "10.42 km", "5:01 /km", "12,483", "152 bpm", "£100", "1h 38m"; a bank app signs its amounts ("-£23.40"), a weather app prints degrees ("12°"). */
const FIGURE = /^\s*(?:[-+−]?(?:\p{Sc}\s*)?[-+−]?\d[\d.,:]*\s*(?:[\p{L}%°]{1,5}(?:\s*\/\s*\p{L}{1,5})?|\/\s*\p{L}{1,5})?|\d{1,2}\s?h\s?\d{1,2}\s?m(?:in)?(?:\s?\d{1,2}\s?s)?)\s*$/u;
/** A label alone on its line: one to three words, no digit ("Avg Heart Rate", "Steps", an alarm's "Sat, Sun"). */
const LABEL = /^\s*\p{L}[\p{L}'.-]*(?:,?\s+\p{L}[\p{L}'.-]*){0,2}\s*:?\s*$/u;

/**
 * A short value with a digit that is no figure: a model, a code, a number printed in groups ("Nova X5",
 * "WPA2/WPA3 Personal", "35 678910 452311 8"). A line with its own label ("Daily average: 8,930") is
 * another row, not the value of the label over it.
 */
const CODED = /^(?=.*\d)(?!.*:(?:\s|$))\S+(?:\s+\S+){0,3}$/u;

/**
 * Whether a run that starts and ends with a label is labels over their values after all, its last
 * label's value on the next line though no figure: a settings screen sets every row so. The run then
 * ends at a label whose value is a code ("IMEI" / "35 678910 452311 8"), or sits between labels, a
 * list's heading above it and the next row's label and value below ("Most Used" / "Instagram" /
 * "1h 32m" … "Pickups" / "Daily Average" / "87"). A heading over figure-over-label tiles ends the
 * screen or a section, and a title bar over it ("Alarm" / "Edit") has nothing under its last label.
 */
function labelsOverValues(lines: readonly string[], kind: readonly ('f' | 'l' | null)[], i: number, end: number): boolean {
  if (end >= lines.length) return false;
  if (kind[end] === null) return CODED.test(lines[end]!);
  return i > 0 && kind[i - 1] === 'l' && kind[end] === 'l';
}

/**
 * The lines with every label-and-figure tile joined into one "Label: figure" line. A run of lines that
 * alternate label, figure, label … is read one way for the whole run, as a screen sets all its tiles
 * alike: labels over figures when the run starts with a label and ends with a figure, figures over
 * labels when it starts with a figure; a run that starts and ends with a label has a heading over
 * figure-over-label tiles ("Afternoon Ride" / "42.7 km" / "Distance"). Other lines are kept as they are.
 */
export function joinStacked(lines: readonly string[]): string[] {
  // A screenshot's status bar (its clock on the first line) is the phone's, no figure of the title under it.
  const kind = lines.map((l, i) => (i === 0 && STATUS_BAR.test(l) ? null : FIGURE.test(l) ? 'f' : LABEL.test(l) ? 'l' : null));
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    let end = i;
    while (end < lines.length && kind[end] !== null && (end === i || kind[end] !== kind[end - 1])) end++;
    if (end - i < 2) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    let start = i;
    // A heading over figure-over-label tiles: the heading stays a line of its own.
    if (kind[i] === 'l' && kind[end - 1] === 'l' && !labelsOverValues(lines, kind, i, end)) out.push(lines[start++]!);
    const labelFirst = kind[start] === 'l';
    for (let k = start; k + 1 < end; k += 2) {
      const [label, figure] = labelFirst ? [lines[k]!, lines[k + 1]!] : [lines[k + 1]!, lines[k]!];
      out.push(`${label.trim().replace(/:$/, '')}: ${figure.trim()}`);
    }
    // A lone line at the end of an odd run stays as printed.
    if ((end - start) % 2 === 1) out.push(lines[end - 1]!);
    i = end;
  }
  return out;
}
