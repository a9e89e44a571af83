import { answerTypeOf, asksForCode } from './answer-type';

/**
 * A question asked politely or embedded in another ("can you tell me when I last…", "do you remember
 * where…", "I'd like to know how much…") asks what follows: the preamble is no content to match
 * ("remember" is what shopping lists print) and hides the wh-word the answer's type is read from.
 * "Show me …" stays: it asks for photos, not one value.
 */
const PREAMBLE = /^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:tell|remind|let)\s+me(?:\s+know)?|do\s+you\s+(?:know|remember|recall)|(?:tell|remind)\s+me|i\s+(?:want|need|would\s+like|['’]d\s+like)\s+to\s+know|i\s+(?:wonder|forgot|forget|can['’]t\s+remember|cannot\s+remember|don['’]t\s+remember))\s*,?\s+(?=(?:when|where|what|which|who|how)\b)/i;

/**
 * "Can you find my licence number", "look up the booking reference", "remind me of the door code": a
 * request for a thing, with no wh-word.
 */
const FETCH = /^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:find|get|give|look\s+up|pull\s+up|dig\s+out|dig\s+up|tell|remind\s+me\s+(?:of|about))(?:\s+me)?\s+((?:my|the|our)\s+[^?!.]+?)\s*(?:,?\s*please)?\s*[?!.]?\s*$/i;

/** "How many weeks ago did I …" asks when, as "how long ago" does: the unit says how to count, not what to match. */
const UNITS_AGO = /\bhow\s+many\s+(?:days|weeks|months|years)\s+ago\b/i;

/**
 * A question typed as a bare noun phrase ("Fox wifi password please", "ingredients for the soup?")
 * asks what "what is/are …" would: no command opens it, and no wh-word or auxiliary is in it.
 */
const OPENED = /^\s*(?:show|list|find|get|give|tell|look|pull|dig|remind|i|i'm|i've|i'd)\b|\b(?:what|which|who|whom|whose|when|where|why|how|did|do|does|is|are|am|was|were|have|has|had|can|could|will|would|should)\b/i;
const NOUN_PHRASE = /^\s*(?:please\s+)?([^?!.]+?)\s*(?:,?\s*please)?\s*[?!.]?\s*$/i;
/** "Wifi password for where we stayed": a wh-word after a noun's preposition opens a clause naming a thing, not the question. */
const CLAUSE_OBJECT = /\b(?:for|at|from|of|in|on|to|near)\s+(?:where|what|when|which|who)\b/i;

/** The question as its own wh-question: the preamble dropped, "how many days ago" read as "how long ago". */
export function plainQuestion(typed: string): string {
  // "whats the wifi code", "wheres the key safe": a phone's typing drops the apostrophe of the contraction.
  const question = typed.replace(/\b(what|where|who|when|how|which)s\b/gi, "$1's");
  // A code asked for with a verb is asked as "what is …", so its type and label are read as such.
  const fetch = FETCH.exec(question);
  if (fetch && asksForCode(fetch[1]!)) return `what is ${fetch[1]}?`;
  // A leading "on which day…" is the question's own wh-word, led by its preposition.
  const before = question.split(CLAUSE_OBJECT)[0]!;
  const phrase = OPENED.test(before.trim() ? before : question) ? null : NOUN_PHRASE.exec(question)?.[1];
  if (phrase) {
    if (asksForCode(phrase)) return `what is ${phrase}?`;
    if (answerTypeOf(`what are ${phrase.replace(/&/g, 'and')}?`, null).kind === 'list') return `what are ${phrase}?`;
  }
  return question.replace(PREAMBLE, '').replace(UNITS_AGO, 'how long ago');
}
