import { z } from 'zod';
import type { QueryAnalysis } from '../../../shared/qa';
import { memoryLine } from '../augment/windows/window-pass';
import { cutToTokens, packLines } from '../llm/budget';
import type { LlmClient } from '../llm/client';
import { LlmOutputError } from '../llm/errors';
import { jsonSchemaFor, parseReply } from '../llm/json-output';
import { partialStringField } from '../llm/partial-json';
import { NOT_FOUND } from './not-found';
import type { Candidate } from './fusion';

/** Memories shown to the answerer with their whole text; Pensieve's text answerer peaked near 5. */
const WHOLE_MEMORIES = 5;
/** The answer's reply: reasoning, answer and labels. */
const ANSWER_REPLY_TOKENS = 1024;
/** The share of the answer prompt's room that matched events and knowledge may take; memories get the rest. */
const CONTEXT_SHARE = 0.25;

/** The answer's JSON: reasoning first, so the model thinks before it answers. */
const AnswerReply = z.object({
  explanation: z.string(),
  answer: z.string(),
  memory_ids: z.array(z.string()),
});

export interface LlmAnswerInput {
  question: string;
  now: Date;
  analysis: QueryAnalysis;
  refs: readonly Candidate[];
  /** The references' atomic contexts (contexts_json) by id: shown to the model, never read to rank. */
  contexts: ReadonlyMap<string, string | null>;
  facts: readonly string[];
  /** The matched events, one line each (name, dates, place). */
  events: string;
  /** The knowledge statements retrieval matched, with the memories that show them. */
  knowledge: ReadonlyArray<{ statement: string; evidenceIds: string[] }>;
  onDelta?: (delta: string) => void;
  signal?: AbortSignal;
}

/**
 * The LLM's answer as JSON {explanation, answer, memory_ids}, constrained by Ollama's `format` and
 * streamed: the reasoning comes first (chain of thought), then the answer, whose text reaches the
 * caller as it is written. Memories are shown to the model as m1, m2, … — short labels it copies
 * reliably, unlike 32-hex content hashes — and its memory_ids are mapped back, unknown ones dropped.
 */
export async function llmAnswer(client: LlmClient, input: LlmAnswerInput): Promise<{ answer: string; explanation: string | null; evidence: string[] }> {
  const { analysis, refs, facts } = input;
  const searched = [analysis.time ? `time ${analysis.time.from.slice(0, 10)} to ${analysis.time.to.slice(0, 10)}` : '', ...analysis.places.map((p) => `place ${p.label}`), ...analysis.events.map((e) => `event ${e.name}`), ...analysis.people.map((p) => `person ${p.name}`)]
    .filter(Boolean)
    .join('; ');
  const model = client.settings.textModel;
  const format = jsonSchemaFor(AnswerReply);
  const signal = input.signal ? { signal: input.signal } : {};
  const label = new Map(refs.map((r, i) => [r.row.id, `m${i + 1}`]));
  const vars = {
    question: input.question,
    now: input.now.toISOString().slice(0, 16).replace('T', ' '),
    analysis: searched,
    facts: facts.join('\n'),
    events: input.events,
    knowledge: input.knowledge
      .map((k) => {
        const shown = k.evidenceIds.map((id) => label.get(id)).filter(Boolean);
        return `- ${k.statement}${shown.length > 0 ? ` (shown by ${shown.join(', ')})` : ''}`;
      })
      .join('\n'),
    memories: '',
  };
  // Events and knowledge are short and say what no single memory does; they get a bounded share,
  // the memories the rest: the best whole, the others as a line, as many as fit.
  const fixed = await client.room({ model, template: 'qa-answer', vars: { ...vars, events: '', knowledge: '' }, format, maxTokens: ANSWER_REPLY_TOKENS, ...signal });
  vars.events = cutToTokens(vars.events, Math.floor((fixed * CONTEXT_SHARE) / 2));
  vars.knowledge = cutToTokens(vars.knowledge, Math.floor((fixed * CONTEXT_SHARE) / 2));
  const room = await client.room({ model, template: 'qa-answer', vars, format, maxTokens: ANSWER_REPLY_TOKENS, ...signal });
  const items = refs.map((r, i) => {
    const row = { ...r.row, contexts_json: input.contexts.get(r.row.id) ?? null };
    return { full: memoryLine(`m${i + 1}`, row, { whole: true }), short: memoryLine(`m${i + 1}`, row) };
  });
  vars.memories = packLines(items, room, { wholeCount: WHOLE_MEMORIES }).lines.join('\n');
  const stream = client.streamText({ model, template: 'qa-answer', vars, format, options: { temperature: 0, maxTokens: ANSWER_REPLY_TOKENS }, ...signal });
  let text = '';
  let streamed = 0;
  for await (const { delta } of stream) {
    text += delta;
    const answerSoFar = partialStringField(text, 'answer') ?? '';
    if (answerSoFar.length > streamed) {
      input.onDelta?.(answerSoFar.slice(streamed));
      streamed = answerSoFar.length;
    }
  }
  const parsed = parseReply(text, AnswerReply);
  if (!parsed.ok) throw new LlmOutputError(`${client.settings.textModel} gave an unusable answer (qa-answer): ${parsed.problem}`, text);
  const { answer, explanation, memory_ids } = parsed.value;
  const evidenceIds = memory_ids.map((label) => refs[Number(/^m?(\d+)$/i.exec(label.trim())?.[1]) - 1]?.row.id).filter((id): id is string => !!id);
  return { answer: answer.trim() || NOT_FOUND, explanation: explanation.trim() || null, evidence: [...new Set(evidenceIds)] };
}
