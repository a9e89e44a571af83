import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordRecall } from '../electron/engine/perception/ocr/cer';
import { linesWithUnreadInk } from '../electron/engine/perception/ocr/columns';
import { OcrPool, workerOptions } from '../electron/engine/perception/ocr/engine';
import { languageFolder } from '../electron/engine/perception/ocr/paths';
import { prepareForOcr } from '../electron/engine/perception/ocr/preprocess';
import { TESSERACT_PARAMS } from '../electron/engine/perception/ocr/recognizer';
import { boxMapper, readPage } from '../electron/engine/perception/ocr/result';

/** A sheet of paper on a table, two columns of text: `left` at the sheet's left edge, `right` at `rightX` (end-aligned when `alignEnd`). */
function sheet(rows: readonly (readonly [string, string])[], opts: { font: string; rightX: number; alignEnd: boolean }): Promise<Buffer> {
  const text = (x: number, y: number, s: string, end = false) =>
    `<text x="${x}" y="${y}" font-family="${opts.font}" font-size="28" fill="#1a1a1a"${end ? ' text-anchor="end"' : ''}>${s}</text>`;
  const lines = rows.map(([a, b], i) => text(200, 200 + i * 45, a) + text(opts.rightX, 200 + i * 45, b, opts.alignEnd));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768"><rect width="1024" height="768" fill="#7a5230"/>` +
    `<rect x="170" y="130" width="700" height="${rows.length * 45 + 100}" fill="#fbfaf5"/>${lines.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

const RECEIPT = [
  ['Oat latte', '4.20'], ['Rye sandwich', '7.90'], ['Lemon tart', '3.60'], ['Sparkling water', '2.10'],
  ['Carrot soup', '5.40'], ['Subtotal', '23.20'], ['Service', '2.00'], ['Total', '25.20'],
] as const;
const AGENDA = [
  ['09:00', 'Welcome coffee in the lobby'], ['09:30', 'Opening talk by the organisers'], ['10:15', 'Workshop on river ecology'],
  ['11:45', 'Lunch at the garden terrace'], ['13:00', 'Field visit to the wetlands'], ['15:30', 'Panel about water quality'],
] as const;

const words = (t: string): string[] => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);

describe('OCR of text set in columns', () => {
  let pool: OcrPool;
  let receipt: Buffer;
  let agenda: Buffer;
  beforeAll(async () => {
    pool = await OcrPool.create({ size: 1 });
    // Prices far right of their items (page layout dropped the whole price column), times down the left margin.
    receipt = await sheet(RECEIPT, { font: 'DejaVu Sans Mono', rightX: 840, alignEnd: true });
    agenda = await sheet(AGENDA, { font: 'DejaVu Sans', rightX: 420, alignEnd: false });
  }, 60_000);
  afterAll(() => pool?.close());

  it('reads a receipt whose prices stand far right, each price on its item\'s line', async () => {
    const { text } = await pool.recognize(receipt);
    expect(wordRecall(RECEIPT.flat().join(' '), text, words)).toBeGreaterThanOrEqual(0.95);
    const lines = text.split('\n');
    for (const [item, price] of RECEIPT) expect(lines.some((l) => l.includes(item) && l.includes(price)), `${item} ${price} in:\n${text}`).toBe(true);
  }, 60_000);

  it('reads a column of times down the left margin', async () => {
    const { text } = await pool.recognize(agenda);
    expect(wordRecall(AGENDA.flat().join(' '), text, words)).toBeGreaterThanOrEqual(0.95);
    for (const [time] of AGENDA) expect(text).toContain(time);
  }, 60_000);

  it('sees no unread ink beside a page read whole (no extra pass on plain text)', async () => {
    const plain = await sheet(AGENDA.map(([a, b]) => [`${a} ${b}`, ''] as const), { font: 'DejaVu Sans', rightX: 840, alignEnd: true });
    const lf = languageFolder(['eng']);
    const worker = await Tesseract.createWorker(['eng'], Tesseract.OEM.LSTM_ONLY, workerOptions(() => {}, lf.langPath));
    try {
      await worker.setParameters(TESSERACT_PARAMS);
      const read = async (image: Buffer) => {
        const prepared = await prepareForOcr(image);
        const { data } = await worker.recognize(prepared.png, { tessedit_pageseg_mode: Tesseract.PSM.AUTO } as Partial<Tesseract.RecognizeOptions>, { text: false, blocks: true });
        return linesWithUnreadInk(prepared, readPage(data, boxMapper(prepared.scale)));
      };
      expect(await read(plain)).toBe(0);
      // The page layout pass alone leaves the prices unread on most rows: the sign the extra pass looks for.
      expect(await read(receipt)).toBeGreaterThanOrEqual(RECEIPT.length / 2);
    } finally {
      await worker.terminate();
      lf.remove();
    }
  }, 60_000);
});
