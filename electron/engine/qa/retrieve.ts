import type { QueryAnalysis } from '../../../shared/qa';
import { addressOrderWord, asksStreetAddress, streetWords } from './address';
import { qualifierShortForms } from './label-short-forms';
import type { RelatedOptions, RelatedSource } from './lexicon/related';
import { verbObjects } from './lexicon/object-sense';
import { wordRoles } from './lexicon/word-roles';
import { gather, type RetrievalSources } from './gather';
import { fuse, type Candidate } from './fusion';
import { LIST_INTENT, select } from './select';
import { withSessionMates } from './sessions';
import { asksListEnd, withSessionLists } from './list-end';
import { routeFollower, scopeOf } from './scope';
import { routeEdges, tripContext, widensTime, type TripContext } from './trip-context';

export interface RetrieveOptions {
  now: Date;
  limit?: number;
  /** Switch signals off, for the eval harness's ablations. */
  ablate?: {
    time?: boolean;
    place?: boolean;
    events?: boolean;
    /** Every WordNet source of related words, or one of them, or the table of document kinds. */
    lexicon?: boolean;
    synonyms?: boolean;
    hypernyms?: boolean;
    hyponyms?: boolean;
    derivations?: boolean;
    glosses?: boolean;
    documentKinds?: boolean;
    abroad?: boolean;
  };
}

/** Multi-source retrieval and fusion (DESIGN §5): candidates from every source, then one score. */
export async function retrieve(analysis: QueryAnalysis, sources: RetrievalSources, options: RetrieveOptions): Promise<Candidate[]> {
  analysis = withStreetWords(withShortForms(analysis), sources.languages ?? []);
  const found = await retrieveOnce(analysis, sources, options);
  // "Our broadband login ID" on a screen that prints "User ID" and never "broadband": the code's label
  // (left out so that another document's "File number" does not answer) is searched when the phrase's
  // other words find nothing.
  const label = analysis.answerType.kind === 'identifier' ? analysis.answerType.subject?.split(/\s+/).pop() : undefined;
  if (found.length > 0 || !label || analysis.terms.includes(label)) return found;
  return retrieveOnce({ ...analysis, terms: [...analysis.terms, label] }, sources, options);
}

/**
 * "Our house number" on a receipt that prints "HSE B7": a code's label is printed short where a form
 * has little room, so the short forms of the words that say whose code it is are searched as well.
 */
function withShortForms(analysis: QueryAnalysis): QueryAnalysis {
  const forms = [...qualifierShortForms(analysis.answerType, analysis.terms).values()].flat().filter((f) => !analysis.related.includes(f));
  return forms.length === 0 ? analysis : { ...analysis, related: [...analysis.related, ...forms] };
}

/**
 * "Our new address" on a bill that never prints "address": the words its street line is printed with
 * are searched first among the related ones, and "new" or "old" is no word to search, but which of
 * the addresses found is asked (address.ts).
 */
function withStreetWords(analysis: QueryAnalysis, languages: readonly string[]): QueryAnalysis {
  if (!asksStreetAddress(analysis.question, analysis.answerType.subject)) return analysis;
  const order = addressOrderWord(analysis.question);
  const terms = analysis.terms.filter((t) => t !== order);
  return { ...analysis, terms, related: [...new Set([...streetWords(languages), ...analysis.related.filter((r) => !order || !r.split(' ').includes(order))])] };
}

async function retrieveOnce(analysis: QueryAnalysis, sources: RetrievalSources, options: RetrieveOptions): Promise<Candidate[]> {
  const ablate = options.ablate ?? {};
  // The trip's booking and tickets, named by what they say, are its members too (trip-context.ts).
  const belonging = new Set<string>();
  let context: Promise<TripContext> | null = null;
  if (!ablate.events && analysis.events.length > 0) {
    const reading = tripContext(analysis, sources);
    context = reading;
    // Unless the question's window is the events' own span (which their texts may widen), the full-text
    // queries run while the trip's texts are read; the events' members wait for them.
    if (widensTime(analysis)) analysis = { ...analysis, time: (await reading).time };
    else reading.catch(() => undefined);
    const eventMembers = sources.eventMembers;
    sources = {
      ...sources,
      eventMembers: async (ids) => {
        const [ofEvents, read] = await Promise.all([eventMembers(ids), reading]);
        return [...ofEvents, ...ids.flatMap((id) => read.belonging.get(id) ?? [])];
      },
    };
  }
  const scope = scopeOf(analysis, ablate);
  const feedback = (await sources.feedback?.(analysis.question)) ?? { excluded: new Set<string>(), downWeighted: new Set<string>() };
  const roles = wordRoles(analysis.question);
  const lexicon: RelatedOptions = { off: sourcesOff(ablate), roles, languages: sources.languages, objects: verbObjects(analysis.terms, roles) };
  const gathered = await gather(analysis, sources, scope, lexicon);
  if (gathered === null) return [];
  for (const ids of context ? (await context).belonging.values() : []) for (const id of ids) belonging.add(id);
  // The tickets that run the journey's way by their text, read once for ranking (each candidate's
  // lines are read for places); where none does, those at its edges by when they were taken.
  const follows = scope.route.length > 0 ? routeFollower(scope.route) : null;
  const following = follows ? new Set(gathered.rows.filter(follows).map((row) => row.id)) : undefined;
  const onRoute = following?.size === 0 ? await routeEdges(gathered.rows, scope.route, sources.db) : following;
  const fused = fuse(analysis, scope, gathered, lexicon, { now: options.now.getTime(), feedback, belonging, onRoute });
  // "Where was the cabin in August?" whose words match nothing: where the user went away then is
  // where it was, before home's newer photos.
  const away = gathered.filterOnly && analysis.answerType.kind === 'name' && analysis.answerType.subject === 'place' && sources.tripMates
    ? new Set((await sources.tripMates(fused.scored.map((c) => c.row.id))).keys())
    : undefined;
  const selected = select(analysis, scope, gathered, fused, options.limit, belonging, away, options.now.getTime());
  // "Show me…": what was taken with a strong match, the same day nearby, is the same occasion.
  if (LIST_INTENT.test(analysis.question) && !gathered.filterOnly && !analysis.aggregation && !analysis.recency && !analysis.earliest) {
    return withSessionMates(sources, selected, options.limit ?? Number.MAX_SAFE_INTEGER, scope.places);
  }
  // "What did they open with": the running order photographed at the occasion the best matches name.
  const end = asksListEnd(analysis.question, analysis.answerType);
  return end ? (await withSessionLists(sources, selected, end)).slice(0, options.limit ?? Number.MAX_SAFE_INTEGER) : selected;
}

/** The eval harness's switches (AskInput.ablate) as the sources they turn off. */
const WORDNET_SOURCES: readonly RelatedSource[] = ['synonym', 'hypernym', 'hyponym', 'derivation', 'gloss', 'trade'];
export function sourcesOff(ablate: { lexicon?: boolean; synonyms?: boolean; hypernyms?: boolean; hyponyms?: boolean; derivations?: boolean; glosses?: boolean; documentKinds?: boolean; abroad?: boolean }): Set<RelatedSource> {
  const off = new Set<RelatedSource>(ablate.lexicon ? WORDNET_SOURCES : []);
  if (ablate.synonyms) off.add('synonym');
  if (ablate.hypernyms) off.add('hypernym');
  if (ablate.hyponyms) off.add('hyponym');
  if (ablate.derivations) off.add('derivation');
  if (ablate.glosses) off.add('gloss');
  if (ablate.documentKinds) off.add('domain');
  if (ablate.abroad) off.add('abroad');
  return off;
}
