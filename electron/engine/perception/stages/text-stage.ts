import type { MemoryRow } from '../../store/schema';
import type { PerceptionServices } from '../services';
import type { PerceptionStage } from '../stage';

/**
 * Small chunks match better than whole documents (PARENT: match small, answer with the parent):
 * a receipt's "Password: …" line should not be diluted by the rest of the receipt.
 */
const CHUNK_CHARS = 240;
const MAX_CHUNKS = 48;

/** Text vectors over everything said about a memory: caption, description, OCR lines, transcript, user notes. */
export function textVectorStage(services: PerceptionServices): PerceptionStage {
  return {
    name: 'text',
    version: 1,
    appliesTo: () => true,
    ready: async () => services.models.whyMissing(await services.textEmbeddingModel()),
    async run(ctx) {
      const chunks = textChunks(ctx.row);
      const { embedder, vectors } = await services.text();
      const embedded = chunks.length > 0 ? await embedder.embed(chunks.map((c) => c.text)) : [];
      await vectors.replace(
        ctx.row.id,
        chunks.map((c, i) => ({ id: `${ctx.row.id}:${c.field}:${i}`, field: c.field, text: c.text, vector: embedded[i]! })),
      );
      return chunks.length === 0 ? { skipped: 'no text yet' } : {};
    },
  };
}

export function textChunks(row: MemoryRow): Array<{ field: string; text: string }> {
  const out: Array<{ field: string; text: string }> = [];
  const add = (field: string, text: string | null | undefined, split: (t: string) => string[]) => {
    if (!text?.trim()) return;
    let current = '';
    for (const piece of split(text)) {
      const p = piece.trim();
      if (!p) continue;
      if (current && current.length + p.length + 1 > CHUNK_CHARS) {
        out.push({ field, text: current });
        current = '';
      }
      current = current ? `${current} ${p}` : p;
    }
    if (current) out.push({ field, text: current });
  };
  const sentences = (t: string) => t.split(/(?<=[.!?])\s+/);
  add('caption', row.caption, sentences);
  add('description', row.description, sentences);
  add('ocr', row.ocr_text, (t) => t.split('\n'));
  add('transcript', row.transcript, sentences);
  const user = safeJson(row.user_json);
  for (const [field, value] of Object.entries(user)) if (typeof value === 'string') add(`user:${field}`, value, sentences);
  return out.slice(0, MAX_CHUNKS);
}

function safeJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
