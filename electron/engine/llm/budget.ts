/**
 * Token budgets for Ollama calls. Ollama's default window (2k–4k tokens, depending on the version)
 * silently drops the start of a longer prompt, so every request states `num_ctx`, computed here
 * from the prompt it carries and the reply it allows; prompts that could outgrow the largest window
 * are packed by their callers with `packLines` against the room `LlmClient.room` reports.
 *
 * No tokenizer for the user's Ollama model is available offline (and it differs per model), so
 * tokens are estimated from characters, erring high: a prompt estimated too long costs some memory;
 * one estimated too short loses its beginning.
 */

/** The smallest window asked for: Ollama's own default since 0.6, so short calls never shrink it. */
export const MIN_CONTEXT = 4096;
/** What a reply may take when the caller does not say (`num_predict` is always sent with it). */
export const DEFAULT_REPLY_TOKENS = 1024;
/** Chat templates wrap each message in role markers (ChatML: `<|im_start|>user\n … <|im_end|>\n`). */
const MESSAGE_OVERHEAD = 8;
/**
 * English in the BPE vocabularies of Qwen, Llama and Gemma runs at ~4 characters a token; OCR
 * text, numbers, codes and punctuation run nearer 2–3. Three is the conservative middle for text
 * that is mostly Latin.
 */
const LATIN_CHARS_PER_TOKEN = 3;
/** Accented Latin, Greek, Cyrillic, Arabic, Hebrew, Indic: one to two bytes of BPE each, ~2 a token. */
const OTHER_CHARS_PER_TOKEN = 2;

/**
 * Estimated tokens of a text: ASCII at 3 characters a token, other alphabets at 2, and one token for
 * every CJK ideograph, kana or Hangul syllable (those vocabularies hold most of them as single
 * tokens, the rest as byte pieces), two for characters outside the BMP (emoji are 2–4 byte tokens).
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  let wide = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) ascii++;
    else if (c < 0x2e80) other++;
    else if (c <= 0xffff) wide++;
    else wide += 2;
  }
  return Math.ceil(ascii / LATIN_CHARS_PER_TOKEN + other / OTHER_CHARS_PER_TOKEN + wide);
}

/** Tokens of a chat: each message's text plus its role markers. */
export function messageTokens(messages: Array<{ content: string }>): number {
  return messages.reduce((sum, m) => sum + estimateTokens(m.content) + MESSAGE_OVERHEAD, 0);
}

/**
 * Tokens of one image as a VLM sees it: Qwen2.5-VL spends one per 28×28 patch (so cost follows
 * area), LLaVA a fixed 24×24 grid (576); the larger of the two, plus the vision start/end markers.
 */
export function imageTokens(width: number, height: number): number {
  return Math.max(Math.ceil(width / 28) * Math.ceil(height / 28), 576) + 4;
}

export interface ContextBudget {
  /** `num_ctx`: prompt plus reply, rounded up to a power of two, within the limit. */
  numCtx: number;
  /** `num_predict`: the reply's allowance, cut to what the window has left when the prompt is long. */
  numPredict: number;
}

/** Shortest reply worth asking for; below it the prompt is too long for the window. */
const MIN_REPLY_TOKENS = 256;

/**
 * The one place `num_ctx` is computed. Powers of two, not the exact need: Ollama reloads the model
 * whenever a request's `num_ctx` differs from the loaded runner's, so few distinct sizes mean few
 * reloads. Throws when even a short reply would not fit: a clear failure beats a prompt whose start
 * Ollama silently drops.
 */
export function contextBudget(promptTokens: number, replyTokens: number, limit: number): ContextBudget {
  const need = promptTokens + replyTokens;
  let numCtx = MIN_CONTEXT;
  while (numCtx < need) numCtx *= 2;
  numCtx = Math.min(numCtx, limit);
  const numPredict = Math.min(replyTokens, numCtx - promptTokens);
  if (numPredict < Math.min(MIN_REPLY_TOKENS, replyTokens)) {
    throw new Error(`the prompt (~${promptTokens} tokens) does not fit the ${numCtx}-token context window with room for a reply`);
  }
  return { numCtx, numPredict };
}

export interface PackItem {
  /** The whole text (PARENT: match small, answer with the parent). */
  full: string;
  /** A shorter line for when the whole would not leave room for the rest. */
  short: string;
}

export interface Packed {
  lines: string[];
  /** How many items made it in (always the first ones, in order). */
  count: number;
  /** How many of those are whole. */
  whole: number;
}

/**
 * Fills `room` tokens with lines in order: the first `wholeCount` items whole, the others as their
 * short line, until the room is used. The whole texts get what the short lines of the rest do not
 * need, but never less than `minWholeShare` of the room, so one long document neither crowds out
 * the rest nor is lost to it; one too long for its share is cut rather than dropped. Items are never
 * dropped by a fixed count, only by the budget.
 */
export function packLines(items: PackItem[], room: number, options: { wholeCount: number; minWholeShare?: number }): Packed {
  // One token for the newline after each line.
  const cost = (text: string) => estimateTokens(text) + 1;
  const restShort = items.slice(options.wholeCount).reduce((sum, item) => sum + cost(item.short), 0);
  let wholeLeft = Math.min(room, Math.max(Math.floor(room * (options.minWholeShare ?? 0.5)), room - restShort));
  const lines: string[] = [];
  let left = room;
  let whole = 0;
  for (const [i, item] of items.entries()) {
    const shortCost = cost(item.short);
    if (i < options.wholeCount) {
      const fullCost = cost(item.full);
      const allowed = Math.min(left, wholeLeft);
      if (fullCost <= allowed) {
        lines.push(item.full);
        left -= fullCost;
        wholeLeft -= fullCost;
        whole++;
        continue;
      }
      if (allowed - 1 > shortCost) {
        const cut = cutToTokens(item.full, allowed - 1);
        lines.push(cut);
        left -= cost(cut);
        wholeLeft -= cost(cut);
        continue;
      }
    }
    if (shortCost > left) break;
    lines.push(item.short);
    left -= shortCost;
  }
  return { lines, count: lines.length, whole };
}

/** The longest start of `text` (with an ellipsis) estimated at no more than `tokens`. */
export function cutToTokens(text: string, tokens: number): string {
  if (estimateTokens(text) <= tokens) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (estimateTokens(`${text.slice(0, mid)}…`) <= tokens) lo = mid;
    else hi = mid - 1;
  }
  // Never half of a surrogate pair.
  const end = lo > 0 && /[\uD800-\uDBFF]/.test(text[lo - 1]!) ? lo - 1 : lo;
  return `${text.slice(0, end)}…`;
}
