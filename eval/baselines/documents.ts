/**
 * The baselines' documents, one per memory, built from what the engine stored (its API view):
 *
 * - plain RAG (OmniQuery appendix B): "caption" + time + place, concatenated, one chunk per memory.
 *   Without an LLM there are no captions, so the memory's OCR text (and transcript, when any) stands
 *   in for the caption — the only description of content the engine has.
 * - all text: every word a memory can be found by without a model — file name, place, date in words,
 *   kind, OCR, caption, transcript, objects — queried with the raw question (what a keyword search
 *   box over the library does).
 */
import path from 'node:path';
import type { Memory } from '../../shared/memory';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function parts(local: string): { y: number; m: number; d: number; hh: number; mm: number; weekday: string } {
  const [date, time = '00:00:00'] = local.split('T') as [string, string | undefined];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return { y, m, d, hh, mm, weekday: WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]! };
}

/** "Taken on Saturday, May 11, 2024 at 3:20 PM." */
export function timeSentence(local: string | null): string {
  if (!local) return '';
  const { y, m, d, hh, mm, weekday } = parts(local);
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `Taken on ${weekday}, ${MONTHS[m - 1]} ${d}, ${y} at ${h12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}.`;
}

export function placeSentence(m: Memory): string {
  if (!m.place) return '';
  const p = m.place;
  return `Location: ${[p.city, p.region, p.country].filter(Boolean).join(', ')}.`;
}

const content = (m: Memory): string =>
  [m.caption, m.description, m.ocrText, m.transcript].filter((s): s is string => !!s && s.trim().length > 0).join('\n');

export function plainRagDocument(m: Memory): string {
  return [content(m), timeSentence(m.takenAtLocal), placeSentence(m)].filter(Boolean).join('\n');
}

export function allTextDocument(m: Memory): string {
  const base = path.basename(m.path, path.extname(m.path));
  const words = [base, base.replace(/[_\-.]+/g, ' ')];
  if (m.place) words.push(m.place.label, m.place.countryCode);
  if (m.takenAtLocal) {
    const { y, m: mo, d, weekday } = parts(m.takenAtLocal);
    words.push(m.takenAtLocal.slice(0, 10), String(y), `${MONTHS[mo - 1]} ${y}`, `${MONTHS[mo - 1]} ${d}`, weekday);
  }
  words.push(m.kind, content(m), ...m.objects);
  return words.filter(Boolean).join('\n');
}
