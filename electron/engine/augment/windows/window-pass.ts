import { createHash } from 'node:crypto';
import type { Table } from '@lancedb/lancedb';
import { z } from 'zod';
import type { LlmClient } from '../../llm/client';
import { arrow } from '../../store/arrow';
import type { Database } from '../../store/database';
import type { MemoryRow } from '../../store/schema';
import { effective } from '../../store/corrections';
import { defaultWindowSettings, slidingWindows, type TimeWindow, type WindowSettings } from './windows';

const { Field, Float64, Schema, Utf8 } = arrow;

/** What the window pass remembers per window: the input it saw (as a hash) and what the model said. */
export const windowsSchema = new Schema([
  new Field('key', new Utf8(), false),
  new Field('input_hash', new Utf8(), false),
  new Field('events_json', new Utf8(), false),
  new Field('knowledge_json', new Utf8(), false),
  new Field('dropped', new Float64(), false),
  new Field('updated_at', new Float64(), false),
]);

interface WindowRow {
  key: string;
  input_hash: string;
  events_json: string;
  knowledge_json: string;
  dropped: number;
  updated_at: number;
}

const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const WindowEvents = z.object({
  events: z
    .array(
      z.object({
        name: z.string().min(1),
        memoryIds: z.array(z.string()),
        start: DateText,
        end: DateText,
        location: z.string(),
        multiDay: z.boolean(),
        importance: z.number().int().min(1).max(3),
      }),
    )
    .max(8),
});
export const WindowKnowledge = z.object({
  knowledge: z
    .array(z.object({ statement: z.string().min(1), evidenceIds: z.array(z.string()), confidence: z.number().min(0).max(1) }))
    .max(8),
});

/** An event or fact from a window, with the model's references resolved to memory ids. */
export interface WindowEvent { name: string; memberIds: string[]; start: number; end: number; location: string | null; importance: number }
export interface WindowFact { statement: string; evidenceIds: string[]; confidence: number }

/** Per-memory text in the prompt is cut: a week of receipts must fit a small model's context. */
const MAX_FIELD_CHARS = 240;
const MAX_MEMORIES_PER_WINDOW = 150;

export interface WindowPassReport {
  windows: number;
  /** Windows whose input changed and went to the model. */
  processed: number;
  /** References the model made up (not in its window): dropped. */
  dropped: number;
  failed: number;
}

/**
 * OmniQuery's sliding windows with the local LLM: each window's memories go to the model once; a
 * window is asked again only when its input changed (a memory added, removed or re-annotated), so a
 * new photo costs one or two windows, not the library.
 */
export class WindowPass {
  private constructor(
    private readonly db: Database,
    private readonly table: Table,
  ) {}

  static async open(db: Database): Promise<WindowPass> {
    return new WindowPass(db, await db.openTable('windows', windowsSchema));
  }

  async run(client: LlmClient, model: string, options: { settings?: WindowSettings; signal?: AbortSignal; log?: (line: string) => void } = {}): Promise<WindowPassReport> {
    const rows = await this.db.memoriesWhere('deleted_at IS NULL AND taken_at IS NOT NULL');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const windows = slidingWindows(rows.map((r) => ({ id: r.id, local: localMs(r) })), options.settings ?? defaultWindowSettings);
    const stored = new Map(((await this.table.query().toArray()) as WindowRow[]).map((w) => [w.key, w]));
    const report: WindowPassReport = { windows: windows.length, processed: 0, dropped: 0, failed: 0 };
    for (const window of windows) {
      if (options.signal?.aborted) break;
      const members = window.memberIds.map((id) => byId.get(id)!).sort((a, b) => localMs(a) - localMs(b)).slice(0, MAX_MEMORIES_PER_WINDOW);
      const lines = members.map((m, i) => memoryLine(`#${i + 1}`, m));
      const inputHash = createHash('sha256').update(lines.join('\n')).digest('hex');
      if (stored.get(window.key)?.input_hash === inputHash) continue;
      try {
        const row = await this.ask(client, model, window, members, lines, inputHash, options.signal);
        report.processed++;
        report.dropped += row.dropped;
        if (row.dropped > 0) options.log?.(`window ${window.key}: dropped ${row.dropped} references the model made up`);
        await this.db.write(() => this.table.mergeInsert('key').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute([row as unknown as Record<string, unknown>]));
      } catch (err) {
        if (options.signal?.aborted) break;
        report.failed++;
        options.log?.(`window ${window.key}: ${err instanceof Error ? err.message : String(err)}`);
        // An unavailable server ends the pass: the remaining windows wait for it to come back.
        if ((err as Error).name === 'LlmUnavailableError') throw err;
      }
    }
    // Windows that no longer hold any memory say nothing any more.
    const live = new Set(windows.map((w) => w.key));
    const gone = [...stored.keys()].filter((k) => !live.has(k));
    if (gone.length > 0) await this.db.write(() => this.table.delete(`key IN (${gone.map((k) => `'${k}'`).join(', ')})`));
    return report;
  }

  async results(): Promise<{ events: WindowEvent[]; knowledge: WindowFact[] }> {
    const rows = (await this.table.query().toArray()) as WindowRow[];
    return {
      events: rows.flatMap((r) => JSON.parse(r.events_json) as WindowEvent[]),
      knowledge: rows.flatMap((r) => JSON.parse(r.knowledge_json) as WindowFact[]),
    };
  }

  private async ask(client: LlmClient, model: string, window: TimeWindow, members: MemoryRow[], lines: string[], inputHash: string, signal?: AbortSignal): Promise<WindowRow> {
    const refs = new Map(members.map((m, i) => [`#${i + 1}`, m.id]));
    let dropped = 0;
    const resolve = (ids: string[]): string[] => {
      const out: string[] = [];
      for (const ref of ids) {
        const id = refs.get(ref.startsWith('#') ? ref : `#${ref}`);
        if (id) out.push(id);
        else dropped++;
      }
      return [...new Set(out)];
    };
    const vars = {
      windowStart: window.key,
      windowEnd: new Date(window.end).toISOString().slice(0, 10),
      memories: lines.join('\n'),
    };
    const { value: found } = await client.generateJson({ model, template: 'window-events', vars, schema: WindowEvents, ...(signal ? { signal } : {}) });
    const events: WindowEvent[] = found.events
      .map((e) => ({ name: e.name.trim(), memberIds: resolve(e.memoryIds), start: Date.parse(`${e.start}T00:00:00Z`), end: Date.parse(`${e.end}T23:59:59Z`), location: e.location.trim() || null, importance: e.importance }))
      .filter((e) => e.memberIds.length > 0 && e.start <= e.end);
    const eventLines = events.map((e) => `- ${e.name} (${new Date(e.start).toISOString().slice(0, 10)} to ${new Date(e.end).toISOString().slice(0, 10)})`).join('\n');
    const { value: facts } = await client.generateJson({ model, template: 'window-knowledge', vars: { ...vars, events: eventLines }, schema: WindowKnowledge, ...(signal ? { signal } : {}) });
    const knowledge: WindowFact[] = facts.knowledge
      .map((k) => ({ statement: k.statement.trim(), evidenceIds: resolve(k.evidenceIds), confidence: k.confidence }))
      .filter((k) => k.evidenceIds.length > 0);
    return { key: window.key, input_hash: inputHash, events_json: JSON.stringify(events), knowledge_json: JSON.stringify(knowledge), dropped, updated_at: Date.now() };
  }
}

function localMs(row: Pick<MemoryRow, 'taken_at_local' | 'taken_at'>): number {
  return row.taken_at_local ? Date.parse(`${row.taken_at_local}Z`) : (row.taken_at ?? 0);
}

/** One memory as the model reads it: reference, time, place, kind, then whatever was found in it. */
export function memoryLine(ref: string, row: Pick<MemoryRow, 'user_json' | 'taken_at_local' | 'place_label' | 'kind' | 'contexts_json' | 'caption' | 'ocr_text' | 'transcript' | 'objects'>): string {
  const m = effective(row);
  const when = m.taken_at_local ? m.taken_at_local.replace('T', ' ').slice(0, 16) : 'unknown time';
  const parts = [`${ref} ${when}`, m.place_label ?? 'unknown place', m.kind];
  const contexts = parseContexts(m.contexts_json);
  const caption = m.caption ?? contexts.caption;
  if (caption) parts.push(`caption: ${cut(caption)}`);
  if (contexts.activities?.length) parts.push(`activities: ${cut(contexts.activities.join(', '))}`);
  if (m.ocr_text) parts.push(`text: "${cut(m.ocr_text.replace(/\s+/g, ' '))}"`);
  if (m.transcript) parts.push(`said: "${cut(m.transcript)}"`);
  if (m.objects) parts.push(`objects: ${cut(m.objects)}`);
  return parts.join(' · ');
}

function parseContexts(json: string | null): { caption?: string; activities?: string[] } {
  if (!json) return {};
  try {
    return JSON.parse(json) as { caption?: string; activities?: string[] };
  } catch {
    return {};
  }
}

function cut(text: string): string {
  return text.length > MAX_FIELD_CHARS ? `${text.slice(0, MAX_FIELD_CHARS - 1)}…` : text;
}
