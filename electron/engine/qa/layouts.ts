import type { AnswerType } from '../../../shared/qa';
import type { Candidate } from './fusion';
import type { EvidenceRow } from './text-lines';

/** References whose OCR layout extraction reads: the best few, where answers come from. */
const LAYOUT_REFS = 5;

/** OCR layouts by memory id, as an answer reads them (a Map of them will do). */
export interface LayoutSource {
  get(id: string): string | null | undefined;
}

/**
 * The OCR layouts (line boxes: a bulky column, one more query) of the best references, read only for
 * the rows an answer measures line heights of: most answers read the words alone. The answer is
 * composed with the layouts read so far, which notes each readable one it measured without; those
 * are read and the answer composed again, until it measures none it lacks. Composing is
 * deterministic, so the last answer is the one every layout read up front would give.
 */
export class LayoutReads implements LayoutSource {
  private readonly read = new Map<string, string | null>();
  private readonly readable: Set<string>;
  private readonly wanted = new Set<string>();

  /** `read`: layouts read already, with the candidates' rows (RetrievalSources.layouts). */
  constructor(refs: Candidate[], read: ReadonlyMap<string, string | null> = new Map()) {
    // Only rows with OCR text: a layout only lends its heights to the text's lines (linesOf).
    this.readable = new Set(refs.slice(0, LAYOUT_REFS).filter((r) => r.row.ocr_text?.trim()).map((r) => r.row.id));
    for (const id of this.readable) if (read.has(id)) this.read.set(id, read.get(id)!);
  }

  get(id: string): string | null {
    if (!this.read.has(id) && this.readable.has(id)) this.wanted.add(id);
    return this.read.get(id) ?? null;
  }

  /**
   * Reads every readable layout, for an answer that will measure them (measuresLines): then they are
   * read while the facts are worked out, not after a first composing. Those read with the rows are not read again.
   */
  async readAll(read: (ids: string[]) => Promise<Map<string, string | null>>): Promise<void> {
    for (const id of this.readable) if (!this.read.has(id)) this.wanted.add(id);
    await this.readWanted(read);
  }

  /** Reads the layouts measured without since the last call; false when there were none (the answer stands). */
  async readWanted(read: (ids: string[]) => Promise<Map<string, string | null>>): Promise<boolean> {
    if (this.wanted.size === 0) return false;
    const ids = [...this.wanted];
    this.wanted.clear();
    const got = await read(ids);
    for (const id of ids) this.read.set(id, got.get(id) ?? null);
    return true;
  }
}

/**
 * Lists and names are read by type size (list.ts, title.ts), so their answers measure the best
 * references as a rule; the other kinds do only on some paths (a place's venue, a yes/no's title).
 * Only when the layouts are read, not what the answer is.
 */
export function measuresLines(type: AnswerType): boolean {
  return type.kind === 'list' || (type.kind === 'name' && type.subject !== 'place');
}

/** The reference's row for extraction, its layout asked for only when its lines are measured (linesOf). */
export function withLayout(c: Candidate, layouts: LayoutSource): EvidenceRow {
  return {
    ...c.row,
    get ocr_json() {
      return layouts.get(c.row.id) ?? null;
    },
  };
}
