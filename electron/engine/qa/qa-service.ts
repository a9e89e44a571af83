import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { localIso } from '../augment/events/summary';
import type { AskResult, QueryAnalysis, Reference } from '../../../shared/qa';
import type { EventsService } from '../augment/events/events';
import type { KnowledgeService } from '../augment/knowledge/knowledge';
import { evidence } from '../augment/knowledge/knowledge';
import { textSimilarity } from '../augment/similarity';
import { packLines } from '../llm/budget';
import { jsonSchemaFor } from '../llm/json-output';
import type { LlmService } from '../llm/service';
import type { PerceptionServices } from '../perception/services';
import { analyzeQuestion, type PersonRef } from './analyze';
import { anchorNotFound, groundAnchor } from './anchor-occasion';
import { groundAhead } from './ground-ahead';
import { composeAnswer } from './answer';
import { llmAnswer } from './llm-answer';
import { computeFacts } from './facts';
import { UNTIL_ASKED, withElapsed } from './elapsed';
import { placeCountAnalysis } from './count';
import { FeedbackStore } from './feedback';
import type { EditJournal } from '../store/edit-journal';
import { LibraryGrounding } from './grounding';
import { LayoutReads, measuresLines } from './layouts';
import type { Candidate } from './fusion';
import { unclipped } from './clipped-word';
import { retrieve, type RetrieveOptions } from './retrieve';
import { LibraryLanguages } from './library-languages';
import type { Database } from '../store/database';
import { isFollowUp } from './follow-up';
import { asksStay } from './stay';
import { asksStayEnd, stayEndAnswer } from './occasion-date';
import { wallClock } from './wall-clock';
import { nearestEitherSide, retrievalOf, wantsNearest } from './yes-no';

/** Longer questions are cut here (at a word): a question is a sentence or two, and every word costs a search. */
const MAX_QUESTION_CHARS = 400;
const EMPTY_QUESTION = 'Ask me something about your photos — for example “Where did I park last time?” or “What hotel did I stay at in May?”';
/** Cosine at which a knowledge statement counts as about the question (sentence-embedding scale). */
const KNOWLEDGE_MATCH = 0.55;
/**
 * Cosine at which an event counts as the one the question means. Higher than for knowledge: a
 * matched event narrows retrieval to its members, so a loose match would hide the answer.
 */
const EVENT_MATCH = 0.6;
const ANALYZE_REPLY_TOKENS = 512;

const QueryAugmentation = z.object({
  declarative: z.string(),
  atomicContexts: z.array(z.string()).max(6),
  compositeContexts: z.array(z.string()).max(6),
  relatedContexts: z.array(z.string()).max(6),
});
/** Conversations kept in memory for follow-ups; the oldest go first. */
const MAX_CONVERSATIONS = 50;

interface Turn {
  question: string;
  analysis: QueryAnalysis;
  referenceIds: string[];
}

export interface AskOptions {
  question: string;
  now: Date;
  /** The asker's UTC offset, so "today" and "last weekend" are theirs (the handler reads it off the request; default 0). */
  utcOffsetMin?: number;
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
  /** Knowledge statements retrieval matched, per question (its analysis), for the answer prompt. */
  private readonly matchedKnowledge = new WeakMap<QueryAnalysis, Array<{ statement: string; evidenceIds: string[] }>>();

  private constructor(
    private readonly db: Database,
    private readonly events: EventsService,
    private readonly knowledge: KnowledgeService,
    private readonly feedback: FeedbackStore,
    private readonly llm: LlmService | null,
    private readonly services: PerceptionServices | null,
    private readonly people: () => Promise<PersonRef[]>,
    private readonly personMembers: (personIds: string[]) => Promise<string[]>,
  ) {
    this.grounding = new LibraryGrounding(db, events);
    this.languages = new LibraryLanguages(db);
  }

  private readonly grounding: LibraryGrounding;
  private readonly languages: LibraryLanguages;

  static async open(db: Database, deps: {
    events: EventsService; knowledge: KnowledgeService; llm: LlmService | null; services: PerceptionServices | null;
    /** The named people, for questions that name them. */
    people: () => Promise<PersonRef[]>;
    /** The memories the people's faces were found in. */
    personMembers: (personIds: string[]) => Promise<string[]>;
    /** Where the user's verdicts on references are journaled, so a rebuilt database gets them back. */
    journal?: EditJournal;
  }): Promise<QaService> {
    const feedback = await FeedbackStore.open(db);
    if (deps.journal) await feedback.keepEditsIn(deps.journal);
    return new QaService(db, deps.events, deps.knowledge, feedback, deps.llm, deps.services, deps.people, deps.personMembers);
  }

  async ask(options: AskOptions): Promise<AskResult> {
    const t0 = performance.now();
    const conversationId = options.conversationId ?? randomUUID();
    const history = this.conversations.get(conversationId) ?? [];
    const asked = options.question.trim();
    if (asked === '') return this.emptyQuestion(options.now, conversationId, t0);
    // A pasted page is not a question: its first sentences are read, and the answer says so.
    const cut = asked.length > MAX_QUESTION_CHARS;
    if (cut) options = { ...options, question: asked.slice(0, MAX_QUESTION_CHARS).replace(/\s+\S*$/, '') };
    const analysis = await this.analyse(options.question, wallClock(options.now, options.utcOffsetMin ?? 0), history);
    if (!options.noLlm) await this.augment(analysis, options);
    // The best references' OCR layouts, for the answers that measure their lines (layouts.ts): read
    // with the candidates' rows when the answer will measure them, else on demand.
    const measures = measuresLines(analysis.answerType);
    const { refs, readWithRows } = await this.retrieveGrounded(analysis, options, async (grounded) => {
      const read = measures ? new Map<string, string | null>() : undefined;
      // "How many countries did I visit in 2024": the places of what that year holds (count.ts).
      return { refs: await this.retrieveFor(grounded.aggregation === 'count' ? placeCountAnalysis(grounded) : retrievalOf(grounded), options, read), readWithRows: read };
    });
    const layouts = new LayoutReads(refs, readWithRows);
    const readLayouts = (ids: string[]) => this.grounding.layouts(ids);
    const early = measures ? layouts.readAll(readLayouts) : null;
    early?.catch(() => undefined);
    // Nights "away", a "trip", a "holiday": the trip around what was asked about.
    // "When did I arrive in Galway": the first day of the stay there, counted as a stay is.
    const stayEnd = asksStayEnd(analysis);
    const stayed = stayEnd ? { ...analysis, aggregation: 'duration' as const } : analysis;
    const trip = stayed.aggregation === 'duration' && (stayEnd || asksStay(options.question, analysis.places)) ? await this.grounding.tripAround(stayed, refs) : null;
    const stay = computeFacts(trip ? { ...stayed, events: [trip, ...stayed.events] } : stayed, refs, wallClock(options.now, options.utcOffsetMin ?? 0).getTime());
    const { facts } = stay;
    const visited = stayEnd === 'whole' && !analysis.recency && !analysis.earliest ? await this.grounding.timesIn(analysis.places.filter((p) => !p.route)) : [];
    const computed = stayEnd && stay.span ? stayEndAnswer(stayEnd, stay.span, analysis.places.find((p) => !p.route)!.label, visited) : stay.answer;
    // "The reg of the Ford": read as the "Registration" its best match prints (clipped-word.ts).
    const unclippedAnalysis = unclipped(analysis, refs[0]?.row);
    const { answerType } = unclippedAnalysis;
    const [eventsOn, tripRefs] = await Promise.all([this.grounding.eventsByDay(), trip ? this.grounding.tripEvidence(trip, refs) : [], early]);
    // The trip that answers "how long" is cited after what the question matched, within the asked number of references.
    let references = [...refs, ...tripRefs].slice(0, Math.max(refs.length, options.limit ?? Infinity)).map(toReference);
    // "Did I go swimming the weekend we were away": a no beside when it did happen, every time it did searched without the time.
    const nearest = wantsNearest(analysis, refs) ? nearestEitherSide(await this.retrieveFor({ ...analysis, time: null, events: [], aggregation: 'count' }, options), analysis) : [];
    const compose = () => composeAnswer({ analysis: unclippedAnalysis, type: answerType, refs, computed, layouts, eventsOn, now: wallClock(options.now, options.utcOffsetMin ?? 0).getTime(), nearest });
    let composed = compose();
    while (await layouts.readWanted(readLayouts)) composed = compose();
    // "How many days until the books are due": a length no document prints is the time to the day one
    // does (elapsed.ts), not the days between photos; a board's "Next train: 9 min" still answers first.
    if (composed.extracted === null && UNTIL_ASKED.test(options.question)) {
      const dated = { ...unclippedAnalysis, aggregation: null, answerType: { kind: 'date' as const, subject: null } };
      const again = composeAnswer({ analysis: dated, type: dated.answerType, refs, computed: null, layouts, eventsOn, now: wallClock(options.now, options.utcOffsetMin ?? 0).getTime() });
      if (again.extracted) composed = again;
    }
    const { extracted, cited } = composed;
    // What the answer shows leads the references, within their number.
    if (cited) references = [...cited.map(toReference), ...references.filter((r) => !cited.some((c) => c.row.id === r.id))].slice(0, references.length);
    // The memory the answer was read from leads the references, as the model's evidence does below.
    if (extracted) references.sort((a, b) => Number(b.id === extracted.memoryId) - Number(a.id === extracted.memoryId));
    // The model gets what extraction read as a fact to check, not as the answer.
    if (extracted) facts.push(`Read from m${refs.findIndex((r) => r.row.id === extracted.memoryId) + 1} for the ${answerType.kind}${answerType.subject ? ` (${answerType.subject})` : ''} asked about: ${extracted.value}`);

    // "How long ago": the time since the day found, before it (elapsed.ts).
    const said = withElapsed(composed.answer, options.question, wallClock(options.now, options.utcOffsetMin ?? 0).getTime());
    let answer = cut ? `${said} (I read the first ${MAX_QUESTION_CHARS} characters of your question.)` : said;
    if (analysis.anchor?.found === false) answer = anchorNotFound(analysis.anchor);
    let explanation: string | null = null;
    let usedLLM = false;
    let llmError: string | null = null;
    if (!options.noLlm && this.llm && refs.length > 0 && (await this.llm.ready('text')) === null) {
      try {
        // Read for the references alone: ranking's read of a few hundred candidates leaves the column out.
        const contexts = new Map((await this.db.memoriesById(refs.map((r) => r.row.id), ['id', 'contexts_json'])).map((r) => [r.id, r.contexts_json]));
        const out = await llmAnswer(await this.llm.client(), { ...options, analysis, refs, contexts, facts, events: await this.eventLines(analysis), knowledge: this.matchedKnowledge.get(analysis) ?? [] });
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
    return { answer, explanation, references, analysis: { ...analysis, usedLLM: usedLLM || analysis.usedLLM }, usedLLM, llmError, facts, extracted, conversationId, ms: performance.now() - t0 };
  }

  /** Retrieval without an answer (`mnemo search`, the search bar): the references an answer would cite. */
  async search(question: string, now: Date, limit: number, utcOffsetMin = 0): Promise<Reference[]> {
    const analysis = await this.analyse(question, wallClock(now, utcOffsetMin), []);
    // The places read as an answer reads them: "Port Douglas" is the town the photos were taken in.
    const options = { question, now, utcOffsetMin, noLlm: true, limit };
    return (await this.retrieveGrounded(analysis, options, (grounded) => this.retrieveFor({ ...grounded, recency: false, aggregation: null }, options))).map(toReference);
  }

  /** Retrieval on the analysis with its places and anchor grounded in the library, begun beside the grounding (ground-ahead.ts). */
  private async retrieveGrounded<T>(analysis: QueryAnalysis, options: AskOptions, retrieveOn: (grounded: QueryAnalysis) => Promise<T>): Promise<T> {
    const ground = async (a: QueryAnalysis) => {
      await this.grounding.groundPlaces(a);
      await this.groundAnchor(a, options);
    };
    const { result, ranAhead } = await groundAhead(analysis, ground, retrieveOn);
    // The knowledge retrieval matched, kept under the analysis it ran on.
    const matched = ranAhead && this.matchedKnowledge.get(ranAhead);
    if (matched) this.matchedKnowledge.set(analysis, matched);
    return result;
  }

  async markReference(question: string, memoryId: string, wrong: boolean): Promise<void> {
    await this.feedback.mark(question, memoryId, wrong);
  }

  private async analyse(question: string, now: Date, history: Turn[]): Promise<QueryAnalysis> {
    const events = await this.grounding.eventRefs();
    const home = await this.grounding.home();
    const analysis = analyzeQuestion(question, now, { events, people: await this.people(), southern: home.southern, homes: home.regions });
    if (home.regions[0]) analysis.home = home.regions[0].country;
    const previous = history[history.length - 1];
    if (previous && isFollowUp(question, analysis)) {
      // Carry over what the follow-up does not restate.
      if (!analysis.time) analysis.time = previous.analysis.time;
      if (analysis.places.length === 0) analysis.places = previous.analysis.places;
      if (analysis.events.length === 0) analysis.events = previous.analysis.events;
      if (analysis.people.length === 0) analysis.people = previous.analysis.people;
      analysis.terms = [...new Set([...analysis.terms, ...previous.analysis.terms])];
    }
    if (analysis.time?.recurs) analysis.time = await this.grounding.latestWithPhotos(analysis.time);
    return analysis;
  }

  /** "Since we moved": the day the library records the occasion on bounds the question's time (anchor-occasion.ts). */
  private async groundAnchor(analysis: QueryAnalysis, options: AskOptions): Promise<void> {
    const now = wallClock(options.now, options.utcOffsetMin ?? 0);
    await groundAnchor(analysis, now, (occasion) => this.retrieveFor(occasion, { question: occasion.question, now: options.now, noLlm: true }));
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
      const model = client.settings.textModel;
      const vars = { question: options.question, now: options.now.toISOString().slice(0, 10), events: '' };
      const signal = options.signal ? { signal: options.signal } : {};
      // The known events, newest first, as many as the window holds (not a fixed count).
      const room = await client.room({ model, template: 'qa-analyze', vars, format: jsonSchemaFor(QueryAugmentation), maxTokens: ANALYZE_REPLY_TOKENS, ...signal });
      vars.events = packLines(known.map((e) => ({ full: e.name, short: e.name })), room, { wholeCount: 0 }).lines.join('\n');
      const { value } = await client.generateJson({ model, template: 'qa-analyze', vars, schema: QueryAugmentation, options: { maxTokens: ANALYZE_REPLY_TOKENS }, ...signal });
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

  private async retrieveFor(analysis: QueryAnalysis, options: AskOptions, layouts?: Map<string, string | null>): Promise<Candidate[]> {
    const textReady = this.services && this.services.models.whyMissing(await this.services.textEmbeddingModel()) === null;
    const clipReady = this.services && this.services.models.whyMissing(await this.services.clipModel()) === null;
    const services = this.services;
    // The question embedded once, for knowledge and events alike.
    let asked: Promise<{ v: Float32Array; vectors: Awaited<ReturnType<PerceptionServices['text']>>['vectors'] }> | null = null;
    const embedQuestion = (text: string) =>
      (asked ??= (async () => {
        const { embedder, vectors } = await services!.text();
        const [v] = await embedder.embed([text]);
        return { v: v!, vectors };
      })());
    // Events by meaning: "the conference in Hawaii" is the event named "CHI 2024 conference in Honolulu".
    if (textReady && services) {
      try {
        const { v, vectors } = await embedQuestion(options.question);
        const near = (await vectors.nearest(v, 5, "field = 'event'")).filter((m) => m.score >= EVENT_MATCH).map((m) => m.id.replace(/^event:/, ''));
        if (near.length > 0) {
          for (const e of (await this.grounding.activeEvents()).filter((e) => near.includes(e.id))) {
            if (!analysis.events.some((a) => a.id === e.id)) analysis.events.push({ id: e.id, name: e.name, start: localIso(e.start), end: localIso(e.end) });
          }
        }
      } catch {
        // Vectors are an extra: without them events are matched by name, as before.
      }
    }
    return retrieve(
      analysis,
      {
        db: this.db,
        eventMembers: (ids) => this.grounding.eventMembers(ids),
        memberCities: (ids) => this.grounding.memberCities(ids),
        tripMates: (ids) => this.grounding.tripMates(ids),
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
            const { v, vectors } = await embedQuestion(question);
            for (const m of await vectors.nearest(v, 5, "field = 'knowledge'")) if (m.score >= KNOWLEDGE_MATCH) matched.add(m.id.replace(/^knowledge:/, ''));
          }
          const found = facts.filter((k) => matched.has(k.id)).map((k) => ({ statement: k.statement, evidenceIds: evidence(k) }));
          this.matchedKnowledge.set(analysis, found);
          return found;
        },
        feedback: (question) => this.feedback.forQuestion(question),
        ...(layouts ? { layouts } : {}),
        languages: await this.languages.languages(),
      },
      { now: options.now, ...(options.limit ? { limit: options.limit } : {}), ...(options.ablate ? { ablate: options.ablate } : {}) },
    );
  }

  private emptyQuestion(now: Date, conversationId: string, t0: number): AskResult {
    const analysis = analyzeQuestion('', now, { events: [], people: [] });
    return {
      answer: EMPTY_QUESTION, explanation: null, references: [], analysis, usedLLM: false, llmError: null, facts: [],
      extracted: null, conversationId, ms: performance.now() - t0,
    };
  }

  /** The events the question matched, as the answerer reads them: name, dates, place. */
  private async eventLines(analysis: QueryAnalysis): Promise<string> {
    if (analysis.events.length === 0) return '';
    const known = new Map((await this.grounding.activeEvents()).map((e) => [e.id, e]));
    return analysis.events
      .map((e) => {
        const place = known.get(e.id)?.place;
        return `- ${e.name}: ${e.start.slice(0, 10)} to ${e.end.slice(0, 10)}${place ? `, ${place}` : ''}`;
      })
      .join('\n');
  }

  private remember(id: string, turn: Turn): void {
    const turns = this.conversations.get(id) ?? [];
    turns.push(turn);
    this.conversations.delete(id);
    this.conversations.set(id, turns);
    while (this.conversations.size > MAX_CONVERSATIONS) this.conversations.delete(this.conversations.keys().next().value as string);
  }
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
