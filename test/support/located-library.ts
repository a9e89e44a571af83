import { memoryRow } from './memory-rows';

type Row = ReturnType<typeof memoryRow>;
export type Doc = (name: string, at: string, text: string[]) => Row;

/** A photographed document at a place: its OCR lines, one a line. */
export const docAt = (where: { lat: number; lon: number }): Doc => (name, at, text) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

/** A few photos about town, so the library is located there (and its languages load), then the documents. */
export const library = (where: { lat: number; lon: number }, docs: (doc: Doc) => Row[]): Row[] => [
  ...['2027-06-01', '2027-06-08', '2027-07-01'].map((d, i) => memoryRow(`street-${i}.jpg`, `${d}T12:00:00`, where)),
  ...docs(docAt(where)),
];
