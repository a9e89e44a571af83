import { z } from 'zod';

/**
 * Ollama's structured output: `format` takes a JSON schema and Ollama turns it into a grammar, so a
 * well-behaved model can only emit matching JSON. Small models and old servers still slip (cut off
 * at the token limit, numbers out of range), so every reply is validated again with zod.
 */
const schemas = new WeakMap<z.ZodType, Record<string, unknown>>();

export function jsonSchemaFor(schema: z.ZodType): Record<string, unknown> {
  let json = schemas.get(schema);
  if (!json) {
    // `input`: what the model writes is what zod parses. `$schema` means nothing to the grammar.
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
    json = rest;
    schemas.set(schema, json);
  }
  return json;
}

export type ParsedReply<T> = { ok: true; value: T } | { ok: false; problem: string };

const MAX_ISSUES = 5;

export function parseReply<T>(raw: string, schema: z.ZodType<T>, doneReason?: string): ParsedReply<T> {
  let data: unknown;
  try {
    data = JSON.parse(stripFence(raw));
  } catch (err) {
    if (doneReason === 'length') return { ok: false, problem: 'the reply was cut off at the token limit before the JSON ended' };
    const detail = err instanceof Error ? err.message : String(err);
    return { ok: false, problem: raw.trim() === '' ? 'the reply was empty' : `the reply was not valid JSON (${detail})` };
  }
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: describeIssues(result.error) };
}

/** "people.count: expected number, received string; caption: required" — one line, a few issues. */
export function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, MAX_ISSUES).map((issue) => {
    const at = issue.path.length ? issue.path.map(String).join('.') : '(top level)';
    return `${at}: ${issue.message}`;
  });
  const more = error.issues.length - MAX_ISSUES;
  return `the JSON did not match the schema — ${issues.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/** Without `format` support (old Ollama) models like to wrap JSON in a Markdown fence. */
function stripFence(raw: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(raw);
  return fenced?.[1] ?? raw;
}
