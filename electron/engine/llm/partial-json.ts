/**
 * The text so far of one string field in a JSON object that is still being streamed
 * (`{"explanation": "…", "answer": "You sta` → `You sta`), or null before the field starts.
 *
 * Hand-written rather than a partial-JSON parser: only one top-level string field is wanted, and the
 * schema-constrained reply fixes the key order, so a scan of that field's characters is enough.
 */
export function partialStringField(text: string, key: string): string | null {
  const start = new RegExp(`"${key}"\\s*:\\s*"`).exec(text);
  if (!start) return null;
  const from = start.index + start[0].length;
  let end = from;
  while (end < text.length) {
    const c = text[end];
    if (c === '"') break;
    if (c === '\\') {
      // An escape cut off by the end of the stream waits for its next characters.
      const size = text[end + 1] === 'u' ? 6 : 2;
      if (end + size > text.length) break;
      end += size;
      continue;
    }
    end += 1;
  }
  try {
    return JSON.parse(`"${text.slice(from, end)}"`) as string;
  } catch {
    return null;
  }
}
