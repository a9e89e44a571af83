import { createHash } from 'node:crypto';
import type { Table } from '@lancedb/lancedb';
import { z } from 'zod';
import { cutToTokens, estimateTokens } from '../../llm/budget';
import type { LlmClient } from '../../llm/client';
import { jsonSchemaFor } from '../../llm/json-output';
import { arrow } from '../../store/arrow';
import { sqlIn, type Database } from '../../store/database';
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

/** Per-memory text in a window's prompt is cut: a week is many memories, each needs a line. */
const MAX_FIELD_CHARS = 240;
/** The replies: at most 8 events or facts, each with its references. */
const REPLY_TOKENS = 1024;
/** Room kept in the knowledge prompt for the events found in the same part (8 one-line events). */
const EVENT_LINES_TOKENS = 400;

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
      const members = window.memberIds.map((id) => byId.get(id)!).sort((a, b) => localMs(a) - localMs(b));
      const lines = members.map((m, i) => memoryLine(`#${i + 1}`, m));
      const inputHash = createHash('sha256').update(lines.join('\n')).digest('hex');
      if (stored.get(window.key)?.input_hash === inputHash) continue;
      try {
        const row = await this.ask(client, model, window, members, inputHash, options.signal);
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
    if (gone.length > 0) await this.db.write(() => this.table.delete(sqlIn('key', gone)));
    return report;
  }

  async results(): Promise<{ events: WindowEvent[]; knowledge: WindowFact[] }> {
    const rows = (await this.table.query().toArray()) as WindowRow[];
    return {
      events: rows.flatMap((r) => JSON.parse(r.events_json) as WindowEvent[]),
      knowledge: rows.flatMap((r) => JSON.parse(r.knowledge_json) as WindowFact[]),
    };
  }

  /**
   * A window whose memories do not fit one prompt is asked in consecutive parts, each with its own
   * references (#1, #2, … again), so every memory is seen: a fixed cap on the count would drop the
   * end of a busy week, and a prompt past the window would lose its start inside Ollama.
   */
  private async ask(client: LlmClient, model: string, window: TimeWindow, members: MemoryRow[], inputHash: string, signal?: AbortSignal): Promise<WindowRow> {
    const base = { windowStart: window.key, windowEnd: new Date(window.end).toISOString().slice(0, 10) };
    const room = Math.min(
      await client.room({ model, template: 'window-events', vars: { ...base, memories: '' }, format: jsonSchemaFor(WindowEvents), maxTokens: REPLY_TOKENS, ...(signal ? { signal } : {}) }),
      (await client.room({ model, template: 'window-knowledge', vars: { ...base, memories: '', events: '' }, format: jsonSchemaFor(WindowKnowledge), maxTokens: REPLY_TOKENS, ...(signal ? { signal } : {}) })) - EVENT_LINES_TOKENS,
    );
    const events: WindowEvent[] = [];
    const knowledge: WindowFact[] = [];
    let dropped = 0;
    for (const part of splitToFit(members, room)) {
      const found = await this.askPart(client, model, base, part, signal);
      events.push(...found.events);
      knowledge.push(...found.knowledge);
      dropped += found.dropped;
    }
    return { key: window.key, input_hash: inputHash, events_json: JSON.stringify(events), knowledge_json: JSON.stringify(knowledge), dropped, updated_at: Date.now() };
  }

  private async askPart(client: LlmClient, model: string, base: { windowStart: string; windowEnd: string }, part: Array<{ row: MemoryRow; line: string }>, signal?: AbortSignal): Promise<{ events: WindowEvent[]; knowledge: WindowFact[]; dropped: number }> {
    const refs = new Map(part.map((m, i) => [`#${i + 1}`, m.row.id]));
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
    const vars = { ...base, memories: part.map((m) => m.line).join('\n') };
    const options = { maxTokens: REPLY_TOKENS };
    const { value: found } = await client.generateJson({ model, template: 'window-events', vars, schema: WindowEvents, options, ...(signal ? { signal } : {}) });
    const events: WindowEvent[] = found.events
      .map((e) => ({ name: e.name.trim(), memberIds: resolve(e.memoryIds), start: Date.parse(`${e.start}T00:00:00Z`), end: Date.parse(`${e.end}T23:59:59Z`), location: e.location.trim() || null, importance: e.importance }))
      .filter((e) => e.memberIds.length > 0 && e.start <= e.end);
    const eventLines = events.map((e) => `- ${e.name} (${new Date(e.start).toISOString().slice(0, 10)} to ${new Date(e.end).toISOString().slice(0, 10)})`).join('\n');
    const { value: facts } = await client.generateJson({ model, template: 'window-knowledge', vars: { ...vars, events: cutToTokens(eventLines, EVENT_LINES_TOKENS) }, schema: WindowKnowledge, options, ...(signal ? { signal } : {}) });
    const knowledge: WindowFact[] = facts.knowledge
      .map((k) => ({ statement: k.statement.trim(), evidenceIds: resolve(k.evidenceIds), confidence: k.confidence }))
      .filter((k) => k.evidenceIds.length > 0);
    return { events, knowledge, dropped };
  }
}

/**
 * Consecutive parts whose lines (referenced #1… within each part) fit `room` tokens; a line too long
 * for a part on its own is cut to it.
 */
export function splitToFit(members: MemoryRow[], room: number): Array<Array<{ row: MemoryRow; line: string }>> {
  const parts: Array<Array<{ row: MemoryRow; line: string }>> = [];
  let part: Array<{ row: MemoryRow; line: string }> = [];
  let used = 0;
  for (const row of members) {
    let line = memoryLine(`#${part.length + 1}`, row);
    let cost = estimateTokens(line) + 1;
    if (part.length > 0 && used + cost > room) {
      parts.push(part);
      part = [];
      used = 0;
      line = memoryLine('#1', row);
      cost = estimateTokens(line) + 1;
    }
    if (cost > room) {
      line = cutToTokens(line, Math.max(1, room - 1));
      cost = estimateTokens(line) + 1;
    }
    part.push({ row, line });
    used += cost;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

function localMs(row: Pick<MemoryRow, 'taken_at_local' | 'taken_at'>): number {
  return row.taken_at_local ? Date.parse(`${row.taken_at_local}Z`) : (row.taken_at ?? 0);
}

/**
 * One memory as the model reads it: reference, time, place, kind, then whatever was found in it.
 * Each field is cut to `fieldChars` (a window's short line); `whole: true` gives all of its text,
 * the description included (PARENT: match small, answer with the parent).
 */
export function memoryLine(
  ref: string,
  row: Pick<MemoryRow, 'user_json' | 'taken_at_local' | 'place_label' | 'kind' | 'contexts_json' | 'caption' | 'ocr_text' | 'transcript' | 'objects'> & Partial<Pick<MemoryRow, 'description'>>,
  options: { whole?: boolean; fieldChars?: number } = {},
): string {
  const max = options.whole ? Infinity : (options.fieldChars ?? MAX_FIELD_CHARS);
  const cut = (text: string) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
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
  if (options.whole && row.description) parts.push(`description: ${row.description.replace(/\s+/g, ' ')}`);
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
