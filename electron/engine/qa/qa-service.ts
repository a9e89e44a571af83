import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { localIso } from '../augment/events/summary';
import type { AskResult, QueryAnalysis, Reference } from '../../../shared/qa';
import type { EventsService } from '../augment/events/events';
import { members } from '../augment/events/event-store';
import type { KnowledgeService } from '../augment/knowledge/knowledge';
import { evidence } from '../augment/knowledge/knowledge';
import { textSimilarity } from '../augment/similarity';
import { memoryLine } from '../augment/windows/window-pass';
import { LlmOutputError } from '../llm/errors';
import { jsonSchemaFor, parseReply } from '../llm/json-output';
import { partialStringField } from '../llm/partial-json';
import type { LlmService } from '../llm/service';
import type { PerceptionServices } from '../perception/services';
import { analyzeQuestion, type EventRef, type PersonRef } from './analyze';
import { computeFacts, dayLabel } from './facts';
import { FeedbackStore } from './feedback';
import { localMs, MAX_OFFSET_MS, retrieve, type Candidate, type RetrieveOptions } from './retrieve';
import { occurrenceText, previousOccurrence } from '../search/date-range';
import { sqlString, type Database } from '../store/database';

const NOT_FOUND = "I couldn't find that in your library.";
/** Cosine at which a knowledge statement counts as about the question (sentence-embedding scale). */
const KNOWLEDGE_MATCH = 0.55;

/** The answer's JSON: reasoning first, so the model thinks before it answers. */
const AnswerReply = z.object({
  explanation: z.string(),
  answer: z.string(),
  memory_ids: z.array(z.string()),
});

const QueryAugmentation = z.object({
  declarative: z.string(),
  atomicContexts: z.array(z.string()).max(6),
  compositeContexts: z.array(z.string()).max(6),
  relatedContexts: z.array(z.string()).max(6),
});
/** Conversations kept in memory for follow-ups; the oldest go first. */
const MAX_CONVERSATIONS = 50;
/** Explicit continuations of the previous question ("and in May?", "what about the second one?"). */
const CONTINUATION = /^\s*(and|what about|how about|also|then|same|which one|the (first|second|third|last) one|what else|anything else)\b/i;
/** Words that point back at what was just said. */
const ANAPHOR = /\b(there|that|it|them|those|then|one)\b/i;
/** "In May?", "Who else?": too short to be a question of their own. */
const ELLIPTICAL_WORDS = 3;
/** How far back a bare month or season ("in March") may reach for one with photos, and a weekday. */
const LOOKBACK = { year: 5, week: 52 } as const;

interface Turn {
  question: string;
  analysis: QueryAnalysis;
  referenceIds: string[];
}

export interface AskOptions {
  question: string;
  now: Date;
  noLlm: boolean;
  conversationId?: string;
  limit?: number;
  ablate?: RetrieveOptions['ablate'];
  onDelta?: (delta: string) => void;
  signal?: AbortSignal;
}

/**
 * Question answering: analyse → retrieve from every source → fuse → answer with the LLM (streamed)
 * or, without one, extractively from the same facts and the best-matching lines.
 */
export class QaService {
  private readonly conversations = new Map<string, Turn[]>();

  private constructor(
    private readonly db: Database,
    private readonly events: EventsService,
    private readonly knowledge: KnowledgeService,
    private readonly feedback: FeedbackStore,
    private readonly llm: LlmService | null,
    private readonly services: PerceptionServices | null,
    private readonly people: () => Promise<PersonRef[]>,
    private readonly personMembers: (personIds: string[]) => Promise<string[]>,
  ) {}

  static async open(db: Database, deps: {
    events: EventsService; knowledge: KnowledgeService; llm: LlmService | null; services: PerceptionServices | null;
    /** The named people, for questions that name them. */
    people: () => Promise<PersonRef[]>;
    /** The memories the people's faces were found in. */
    personMembers: (personIds: string[]) => Promise<string[]>;
  }): Promise<QaService> {
    return new QaService(db, deps.events, deps.knowledge, await FeedbackStore.open(db), deps.llm, deps.services, deps.people, deps.personMembers);
  }

  async ask(options: AskOptions): Promise<AskResult> {
    const t0 = performance.now();
    const conversationId = options.conversationId ?? randomUUID();
    const history = this.conversations.get(conversationId) ?? [];
    const analysis = await this.analyse(options.question, options.now, history);
    if (!options.noLlm) await this.augment(analysis, options);
    const refs = await this.retrieveFor(analysis, options);
    const { facts, answer: computed } = computeFacts(analysis, refs);
    const references = refs.map(toReference);

    let answer = this.extractive(analysis, refs, computed);
    let explanation: string | null = null;
    let usedLLM = false;
    let llmError: string | null = null;
    if (!options.noLlm && this.llm && refs.length > 0 && (await this.llm.ready('text')) === null) {
      try {
        const out = await this.llmAnswer(options, analysis, refs, facts);
        answer = out.answer;
        explanation = out.explanation;
        // The model's evidence must be a subset of what was retrieved; its order leads.
        const cited = out.evidence.filter((id) => refs.some((r) => r.row.id === id));
        if (cited.length > 0) references.sort((a, b) => rank(cited, a.id) - rank(cited, b.id));
        usedLLM = true;
      } catch (err) {
        this.llm.noteFailure(err);
        llmError = err instanceof Error ? err.message : String(err);
      }
    }
    if (!usedLLM) options.onDelta?.(answer);
    this.remember(conversationId, { question: options.question, analysis, referenceIds: references.map((r) => r.id) });
    return { answer, explanation, references, analysis: { ...analysis, usedLLM: usedLLM || analysis.usedLLM }, usedLLM, llmError, facts, conversationId, ms: performance.now() - t0 };
  }

  /** Retrieval without an answer (`mnemo search`, the search bar): the references an answer would cite. */
  async search(question: string, now: Date, limit: number): Promise<Reference[]> {
    const analysis = await this.analyse(question, now, []);
    return (await this.retrieveFor({ ...analysis, recency: false, aggregation: null }, { question, now, noLlm: true, limit })).map(toReference);
  }

  async markReference(question: string, memoryId: string, wrong: boolean): Promise<void> {
    await this.feedback.mark(question, memoryId, wrong);
  }

  private async analyse(question: string, now: Date, history: Turn[]): Promise<QueryAnalysis> {
    const events: EventRef[] = (await this.events.list()).map((e) => ({ id: e.id, name: e.name, kind: e.kind, place: e.place, start: e.start, end: e.end }));
    const analysis = analyzeQuestion(question, now, { events, people: await this.people() });
    const previous = history[history.length - 1];
    if (previous && isFollowUp(question, analysis)) {
      // Carry over what the follow-up does not restate.
      if (!analysis.time) analysis.time = previous.analysis.time;
      if (analysis.places.length === 0) analysis.places = previous.analysis.places;
      if (analysis.events.length === 0) analysis.events = previous.analysis.events;
      if (analysis.people.length === 0) analysis.people = previous.analysis.people;
      analysis.terms = [...new Set([...analysis.terms, ...previous.analysis.terms])];
    }
    if (analysis.time?.recurs) analysis.time = await this.latestWithPhotos(analysis.time);
    return analysis;
  }

  /**
   * A bare month, season or weekday whose latest occurrence holds no memories means the latest one
   * that does ("in March" asked when this March has no photos is last year's), and the time's text
   * says which. One existence check per occurrence, newest first; nothing in reach keeps the latest.
   */
  private async latestWithPhotos(time: NonNullable<QueryAnalysis['time']>): Promise<NonNullable<QueryAnalysis['time']>> {
    const recurs = time.recurs!;
    const latest = { from: Date.parse(`${time.from}Z`), to: Date.parse(`${time.to}Z`) };
    const steps = LOOKBACK[recurs.every];
    const oldest = previousOccurrence(latest, recurs.every, steps);
    // A library with nothing in the whole reach answers with one query, not one per occurrence.
    if (!(await this.holdsMemories(oldest.from, latest.to))) return time;
    for (let i = 0; i <= steps; i++) {
      const range = previousOccurrence(latest, recurs.every, i);
      if (!(await this.holdsMemories(range.from, range.to))) continue;
      if (i === 0) return time;
      return { ...time, from: localIso(range.from), to: localIso(range.to), text: `${occurrenceText(range, recurs)} (the latest ${recurs.label} with photos)` };
    }
    return time;
  }

  /** Whether any memory's wall clock falls in the range (local ms); `taken_at`'s index narrows first. */
  private async holdsMemories(from: number, to: number): Promise<boolean> {
    const local = `((taken_at_local IS NOT NULL AND taken_at_local >= ${sqlString(localIso(from))} AND taken_at_local <= ${sqlString(localIso(to))}) OR (taken_at_local IS NULL AND taken_at >= ${from} AND taken_at <= ${to}))`;
    const where = `deleted_at IS NULL AND taken_at >= ${from - MAX_OFFSET_MS} AND taken_at <= ${to + MAX_OFFSET_MS} AND ${local}`;
    return (await this.db.memoriesWhere(where, ['id'], { limit: 1 })).length > 0;
  }

  /**
   * With an LLM, OmniQuery's augmentation: a declarative rewrite, the contexts the answer's photos
   * would show, and related ones. Merged into the deterministic analysis, which wins where both speak
   * (explicit dates above all): the model only adds words and events.
   */
  private async augment(analysis: QueryAnalysis, options: AskOptions): Promise<void> {
    if (!this.llm || (await this.llm.ready('text')) !== null) return;
    const known = await this.events.list();
    try {
      const client = await this.llm.client();
      const { value } = await client.generateJson({
        model: client.settings.textModel,
        template: 'qa-analyze',
        vars: { question: options.question, now: options.now.toISOString().slice(0, 10), events: known.slice(0, 40).map((e) => e.name).join('\n') },
        schema: QueryAugmentation,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      analysis.declarative = value.declarative || analysis.declarative;
      analysis.related = [...new Set([...analysis.related, ...[...value.atomicContexts, ...value.relatedContexts].map((s) => s.trim()).filter(Boolean)])].slice(0, 24);
      for (const name of value.compositeContexts) {
        const event = known.find((e) => textSimilarity(e.name, name) >= 0.5 && !analysis.events.some((a) => a.id === e.id));
        if (event) analysis.events.push({ id: event.id, name: event.name, start: localIso(event.start), end: localIso(event.end) });
      }
      analysis.usedLLM = true;
    } catch (err) {
      this.llm.noteFailure(err);
    }
  }

  private async retrieveFor(analysis: QueryAnalysis, options: AskOptions): Promise<Candidate[]> {
    const textReady = this.services && this.services.models.whyMissing(await this.services.textModel()) === null;
    const clipReady = this.services && this.services.models.whyMissing(await this.services.clipModel()) === null;
    const services = this.services;
    return retrieve(
      analysis,
      {
        db: this.db,
        eventMembers: async (ids) => (await this.events.list()).filter((e) => ids.includes(e.id)).flatMap((e) => members(e)),
        personMembers: this.personMembers,
        ...(textReady && services
          ? {
              textMatches: async (text, limit) => {
                const { embedder, vectors } = await services.text();
                const [v] = await embedder.embed([text]);
                return (await vectors.nearest(v!, limit, "field NOT IN ('event', 'knowledge')")).map((m) => ({ memoryId: m.memory_id, score: m.score, text: m.text }));
              },
            }
          : {}),
        ...(clipReady && services
          ? {
              imageMatches: async (text, limit) => {
                const { embedder, vectors } = await services.clip();
                const [v] = await embedder.embedTexts([text]);
                return (await vectors.nearest(v!, limit, "field = 'image'")).map((m) => ({ memoryId: m.memory_id, score: m.score }));
              },
            }
          : {}),
        knowledgeMatches: async (question) => {
          const facts = await this.knowledge.list();
          const matched = new Set(facts.filter((k) => textSimilarity(k.statement, question) >= 0.3).map((k) => k.id));
          // By meaning too, when the text model is there: "do I lift weights?" finds "goes to the gym".
          if (textReady && services) {
            const { embedder, vectors } = await services.text();
            const [v] = await embedder.embed([question]);
            for (const m of await vectors.nearest(v!, 5, "field = 'knowledge'")) if (m.score >= KNOWLEDGE_MATCH) matched.add(m.id.replace(/^knowledge:/, ''));
          }
          return facts.filter((k) => matched.has(k.id)).map((k) => ({ statement: k.statement, evidenceIds: evidence(k) }));
        },
        feedback: (question) => this.feedback.forQuestion(question),
      },
      { now: options.now, ...(options.limit ? { limit: options.limit } : {}), ...(options.ablate ? { ablate: options.ablate } : {}) },
    );
  }

  /** Without an LLM: the computed fact, or the best-matching line with its date and place. */
  private extractive(analysis: QueryAnalysis, refs: Candidate[], computed: string | null): string {
    if (refs.length === 0) return NOT_FOUND;
    if (computed) return computed;
    const top = refs[0]!;
    const local = localMs(top.row);
    const when = local !== null ? dayLabel(local) : null;
    const where = top.row.place_label;
    const context = [when, where].filter(Boolean).join(', ');
    const prefix = analysis.recency ? `Most recently${context ? ` (${context})` : ''}` : context ? `From ${context}` : 'From your library';
    return `${prefix}: ${top.why}`;
  }

  /**
   * The LLM's answer as JSON {explanation, answer, memory_ids}, constrained by Ollama's `format` and
   * streamed: the reasoning comes first (chain of thought), then the answer, whose text reaches the
   * caller as it is written. Memories are shown to the model as m1, m2, … — short labels it copies
   * reliably, unlike 32-hex content hashes — and its memory_ids are mapped back, unknown ones dropped.
   */
  private async llmAnswer(options: AskOptions, analysis: QueryAnalysis, refs: Candidate[], facts: string[]): Promise<{ answer: string; explanation: string | null; evidence: string[] }> {
    const client = await this.llm!.client();
    const searched = [analysis.time ? `time ${analysis.time.from.slice(0, 10)} to ${analysis.time.to.slice(0, 10)}` : '', ...analysis.places.map((p) => `place ${p.label}`), ...analysis.events.map((e) => `event ${e.name}`), ...analysis.people.map((p) => `person ${p.name}`)]
      .filter(Boolean)
      .join('; ');
    const stream = client.streamText({
      model: client.settings.textModel,
      template: 'qa-answer',
      vars: {
        question: options.question,
        now: options.now.toISOString().slice(0, 16).replace('T', ' '),
        analysis: searched,
        facts: facts.join('\n'),
        memories: refs.map((r, i) => memoryLine(`m${i + 1}`, r.row)).join('\n'),
      },
      format: jsonSchemaFor(AnswerReply),
      options: { temperature: 0 },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let text = '';
    let streamed = 0;
    for await (const { delta } of stream) {
      text += delta;
      const answerSoFar = partialStringField(text, 'answer') ?? '';
      if (answerSoFar.length > streamed) {
        options.onDelta?.(answerSoFar.slice(streamed));
        streamed = answerSoFar.length;
      }
    }
    const parsed = parseReply(text, AnswerReply);
    if (!parsed.ok) throw new LlmOutputError(`${client.settings.textModel} gave an unusable answer (qa-answer): ${parsed.problem}`, text);
    const { answer, explanation, memory_ids } = parsed.value;
    const evidenceIds = memory_ids.map((label) => refs[Number(/^m?(\d+)$/i.exec(label.trim())?.[1]) - 1]?.row.id).filter((id): id is string => !!id);
    return { answer: answer.trim() || NOT_FOUND, explanation: explanation.trim() || null, evidence: [...new Set(evidenceIds)] };
  }

  private remember(id: string, turn: Turn): void {
    const turns = this.conversations.get(id) ?? [];
    turns.push(turn);
    this.conversations.delete(id);
    this.conversations.set(id, turns);
    while (this.conversations.size > MAX_CONVERSATIONS) this.conversations.delete(this.conversations.keys().next().value as string);
  }
}

/**
 * Whether a question continues the previous one: an explicit continuation ("and in May?", "what
 * about …"), or one with no content words of its own that is elliptical ("In May?") or points back
 * ("Who was there?", "When was that?") or names nothing at all. A full question that happens to say
 * "that" ("what was the name of that café?") stands on its own.
 */
export function isFollowUp(question: string, analysis: QueryAnalysis): boolean {
  if (CONTINUATION.test(question)) return true;
  if (analysis.terms.length > 0) return false;
  const words = question.match(/[\p{L}\p{N}']+/gu) ?? [];
  const namesNothing = !analysis.time && analysis.places.length + analysis.people.length + analysis.events.length === 0;
  return words.length <= ELLIPTICAL_WORDS || ANAPHOR.test(question) || namesNothing;
}

function toReference(c: Candidate): Reference {
  return {
    id: c.row.id,
    path: c.row.path,
    takenAt: c.row.taken_at === null ? null : new Date(c.row.taken_at).toISOString(),
    takenAtLocal: c.row.taken_at_local,
    place: c.row.place_label,
    score: Math.round(c.score * 1000) / 1000,
    why: c.why,
    thumbnail: c.row.thumbnail,
  };
}

function rank(order: string[], id: string): number {
  const i = order.indexOf(id);
  return i === -1 ? order.length : i;
}
