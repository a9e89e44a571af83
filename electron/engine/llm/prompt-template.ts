import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Prompt templates are Markdown files in `prompts/` so they can be read and tuned without touching
 * code. Syntax (a small Mustache subset):
 * - `{{name}}` inserts a variable; a missing one is a programming error and throws.
 * - `{{#name}}…{{/name}}` keeps its body only when the variable is present and not blank.
 * - `<!-- system -->` / `<!-- user -->` split the file into the system and user messages (without
 *   them the whole file is the user message); other HTML comments are notes for people, not sent.
 * Values are inserted once, never re-expanded: OCR text containing `{{x}}` stays literal.
 */
export interface RenderedPrompt {
  system: string | null;
  user: string;
}

/** Next to this module under tsx/vitest; a bundled build passes the folder it copied them to. */
export const defaultPromptsDir = fileURLToPath(new URL('./prompts/', import.meta.url));

const NAME = /^[a-z0-9][a-z0-9-]*$/;
const cache = new Map<string, string>();

export function loadTemplate(name: string, dir = defaultPromptsDir): string {
  const base = name.endsWith('.md') ? name.slice(0, -3) : name;
  if (!NAME.test(base)) throw new Error(`invalid prompt template name "${name}"`);
  const file = path.join(dir, `${base}.md`);
  let text = cache.get(file);
  if (text === undefined) {
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      throw new Error(`prompt template "${base}" not found in ${dir} (${(err as NodeJS.ErrnoException).code ?? 'unreadable'})`, { cause: err });
    }
    cache.set(file, text);
  }
  return text;
}

const SECTION = /\{\{#([a-zA-Z0-9_]+)\}\}([\s\S]*?)\{\{\/\1\}\}/g;
const VARIABLE = /\{\{([a-zA-Z0-9_]+)\}\}/g;
const MARKER = /<!--\s*(system|user)\s*-->/g;
const COMMENT = /<!--[\s\S]*?-->/g;

export function renderTemplate(template: string, vars: Record<string, string>): RenderedPrompt {
  const present = (key: string) => typeof vars[key] === 'string' && vars[key].trim() !== '';
  // Sections and variables are replaced in one pass each over the template only, so inserted
  // values are never scanned again.
  const fill = (text: string): string =>
    text.replace(VARIABLE, (_, key: string) => {
      const value = vars[key];
      if (typeof value !== 'string') throw new Error(`prompt variable "${key}" has no value`);
      return value;
    });
  const expand = (text: string): string => fill(text.replace(SECTION, (_, key: string, body: string) => (present(key) ? body : '')));
  const parts: Record<'system' | 'user', string> = { system: '', user: '' };
  const markers = [...template.matchAll(MARKER)];
  if (markers.length === 0) {
    parts.user = template;
  } else {
    markers.forEach((m, i) => {
      const start = (m.index ?? 0) + m[0].length;
      const end = markers[i + 1]?.index ?? template.length;
      parts[m[1] as 'system' | 'user'] += template.slice(start, end);
    });
  }
  const finish = (text: string) => tidy(expand(text.replace(COMMENT, '')));
  const system = finish(parts.system);
  return { system: system === '' ? null : system, user: finish(parts.user) };
}

/** Dropped sections leave blank runs behind; keep at most one empty line. */
function tidy(text: string): string {
  return text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}
