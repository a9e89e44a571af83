import { answerTypeOf } from '../../electron/engine/qa/answer-type';
import { extractAnswer, type EvidenceRow } from '../../electron/engine/qa/extract';

/** An OCR'd memory: lines top down, each with its box height in pixels, as tesseract lays them out. */
export function ocrRow(id: string, lines: Array<[string, number]>, extra: Partial<EvidenceRow> = {}): EvidenceRow {
  let y = 20;
  const layout = lines.map(([text, h]) => {
    const line = { text, confidence: 90, bbox: { x0: 10, y0: y, x1: 400, y1: y + h } };
    y += h + 12;
    return line;
  });
  return {
    id, ocr_text: lines.map(([t]) => t).join('\n'), ocr_json: JSON.stringify({ confidence: 90, lines: layout }),
    caption: null, description: null, transcript: null, taken_at: null, taken_at_local: null, ...extra,
  };
}

/** What extraction reads off these rows for a question, its type from the question alone, each row an equal match. */
export function extractFrom(question: string, ...rows: EvidenceRow[]) {
  return extractAnswer({ type: answerTypeOf(question, null), terms: [], question, evidence: rows.map((row) => ({ row, similarity: 1 })) });
}
