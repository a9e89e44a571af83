import type { AnswerType } from '../../../shared/qa';
import { MEASURE_QUESTION } from './dimension';
import { isDeedOnThings, isKindOf, isPhysical, isVerbKindOf } from './kind-of';
import { asksReading } from './instrument-reading';
import { morphy, wordnet } from './lexicon/wordnet';
import { MONEY_KINDS, PER_UNIT } from './number';
import { ASKS_PURPOSE } from './purpose';
import { superlativeIn } from './superlative';
import { AUXILIARIES } from './question-words';

/**
 * What kind of answer a question expects, from its grammar alone (no model): the wh-word, the noun it
 * asks about and the verb. Extraction (extract.ts) then looks for a value of that kind in the
 * evidence. The classes are the answer types of open-domain QA (Li & Roth's coarse classes, folded to
 * what a photo library answers): a name, a number or amount, a count, a date or time, a duration, an
 * identifier written on a document, a list, yes/no — or none (show me…, what did I do…).
 */

/**
 * Nouns whose value is a code written next to its label ("Seat 14C", "Password: …", "Room 1412"). This
 * is English document vocabulary, the labels printed on tickets, cards and passes — no names.
 */
const IDENTIFIER_NOUNS = new Set([
  'number', 'no', 'code', 'password', 'passcode', 'passphrase', 'pin', 'seat', 'gate', 'room', 'flight', 'platform', 'terminal',
  'plate', 'licence', 'license', 'id', 'order', 'booking', 'reservation', 'confirmation', 'locker', 'spot', 'level', 'row', 'section',
  'table', 'account', 'membership', 'coach', 'carriage', 'bay', 'space', 'door', 'reference', 'serial', 'tracking', 'policy', 'invoice', 'wifi',
  'network', 'ssid', 'username', 'login', 'floor', 'zone', 'stall', 'cabin', 'berth', 'pnr', 'iban', 'extension', 'registration', 'size',
  // A stadium's or a theatre's seat is found by its block, tier and aisle as by its row.
  'block', 'tier', 'aisle',
]);
/**
 * Nouns that ask for a business by what it is to the law or the market, not by its trade: a business's
 * sign or bill prints its name and trade ("… CYCLE HIRE"), rarely the word, so the word is no search
 * term (analyze.ts) and no kind to look for in a line. General English, no names.
 */
export const BUSINESS_HEADS = new Set(['company', 'firm', 'business', 'operator', 'provider', 'outfit', 'vendor', 'supplier']);

/**
 * A business asked by such a noun: the question's terms without it. A head WordNet lists with an act
 * before it names the trade ("removal company": a mover) and stays; "bus company" names its vehicles
 * already. "Did we use" says only that the business was the one chosen: a "GRAMMAR IN USE" is no firm's.
 */
export function businessTerms(terms: readonly string[]): string[] {
  const asked = terms.filter((t, i) => !BUSINESS_HEADS.has(t) || (i > 0 && namesTrade(terms[i - 1]!, t)));
  return asked.some((t) => t !== 'use') ? asked.filter((t) => t !== 'use') : asked;
}

function namesTrade(modifier: string, head: string): boolean {
  return isKindOf(modifier, 'act', undefined, 1) && morphy(`${modifier} ${head}`, 'n').length > 0;
}
/** WordNet's kinds of the places a gazetteer names: towns, cities, counties (administrative), villages, suburbs. */
const SETTLEMENTS = ['administrative_district', 'settlement', 'residential_district', 'urban_area'];
/** Nouns asked about with "what/which" whose answer is a date or a time of day. */
const DATE_NOUNS = new Set(['date', 'day', 'time', 'year', 'month', 'hour', 'weekday', 'deadline']);
/** "What night is quiz night": one part of a day asks when; several ("which nights am I working") a list of them. */
const PART_OF_DAY = new Set(['night', 'evening', 'morning']);
/** Verbs that make "what did I …" a list of things (bought, ordered, ate, packed). */
const LIST_VERBS = /\b(buy|bought|order|ordered|get|got|have|had|eat|ate|drink|drank|pack|packed|need|needed|pick up|picked up|purchase|purchased|borrow|borrowed|cook|cooked|bring|brought|send|sent|drop off|dropped off|hand in|handed in)\b/i;
/** "What did I take to the tailor / the dry cleaner": things carried somewhere, not a photo taken. */
const TAKEN_TO = /^\s*what\s+(?:did|do|should)\s+(?:i|we)\s+(?:take|took|leave|left)\s+(?:to|at|with|for)\b/i;
/** Words that make a question about money ("what did lunch come to" is its total). */
const AMOUNT = /\b(how much|cost|costs|price|prices|spend|spent|pay|paid|total|bill|amount|fare|fee|charge|charged|c[ao]mes? to)\b/i;
const SHOW = /^\s*(show( me)?|list|find( me)?|pictures? of|photos? of|videos? of)\b|\b(photos|pictures|videos) (from|of)\b/i;
/**
 * A request for photos said as a noun phrase: "Sam's party pics", "our Christmas photos, please",
 * "pics from the conference". Shared with selection (select.ts), which adds the occasion's other photos.
 */
export const PHOTO_REQUEST = /^(?!\s*(?:what|which|who|whose|when|where|why|how|did|do|does|was|were|is|are|have|has|had)\b).*\b(?:photos|pictures|pics|videos|snaps)\s*(?:,?\s*please)?\s*[?.!]?\s*$|\bpics?\s+(?:from|of)\b/i;
/**
 * "What's my balance", "what was the credit left": the money an account or a travel card holds. WordNet
 * files an account's balance under a difference and its credit under assets, not under sums of money.
 */
const ACCOUNT_MONEY = new Set(['balance', 'credit']);
/** WordNet kinds of measure: a weight, a pressure, a temperature, a length, a rate (a pace, a heart rate). */
const MEASURES = ['physical property', 'magnitude', 'rate'];
const PHOTO_NOUN = /^(?:photo|picture|pic|video|snap|selfie)$/;
const YES_NO = /^\s*(did|do|does|have|has|had|was|were|is|are|am|can|could|will|would)\s+(i|we|my|our|there|anyone|someone)\b/i;
/**
 * A question that opens with an auxiliary verb asks whether something holds, whatever its subject
 * ("was dinner included", "is the pool open"), unless it offers choices ("was it the 5th or the 6th").
 */
const AUXILIARY_OPEN = new RegExp(String.raw`^\s*(${AUXILIARIES})\s+(?!you\b)[\p{L}\d]`, 'iu');
const CHOICE = /\bor\b/i;
/** "What date is the bill due", "which day does the rent go out": a day asked of money, not the money. */
const DAY_ASKED = new RegExp(String.raw`^\s*(?:what|which)\s+(?:date|day)\s+(?:${AUXILIARIES})\b`, 'i');
const ACTIVITY = /^\s*what\s+(did|do|was|were)\s+(i|we)\s+(do|doing|up to)\b/i;

export function answerTypeOf(question: string, aggregation: 'count' | 'duration' | 'frequency' | null): AnswerType {
  // "I have a novel by Richard Powers — which one is it?": the thing was said first, the question asks it back.
  const back = askedBack(question);
  if (back) return answerTypeOf(`Which ${back}?`, aggregation);
  // "On what day…", "at what time…", "in which year…": the preposition leads, the wh-word asks.
  // "&" in a name ("Fox & Hound") is a word of it, not the end of the noun asked about.
  const q = question.trim().replace(/[’‘]/g, "'").replace(/\s&\s/g, ' and ').replace(/^(?:on|at|in|by|from|until|till|since|around)\s+(?=(?:what|which|when|where|who|how)\b)/i, '');
  if (aggregation === 'count' || aggregation === 'frequency') return { kind: 'count', subject: null };
  if (aggregation === 'duration') return { kind: 'duration', subject: null };
  if (SHOW.test(q) || PHOTO_REQUEST.test(q)) return { kind: 'none', subject: null };
  // "What did I do on May 12?": no one value; the answer summarises the day (answer.ts).
  if (ACTIVITY.test(q)) return { kind: 'none', subject: 'activity' };
  if (YES_NO.test(q) || (AUXILIARY_OPEN.test(q) && !CHOICE.test(q))) return { kind: 'yesno', subject: null };
  // "What will my new rent be": the future's copula asks what "what is my new rent" asks.
  const lower = q.toLowerCase().replace(/^(\s*(?:what|which)\s+)(?:will|would|shall)\s+(.+?)\s+be\b/, '$1is $2');
  if (ASKS_PURPOSE.test(lower)) return { kind: 'name', subject: 'purpose' };
  if (/^\s*how much\b/.test(lower) || (/^\s*(what|which)\b/.test(lower) && AMOUNT.test(lower) && !DAY_ASKED.test(lower) && !LIST_VERBS.test(lower.replace(/\b(have|had)\b/g, '')) && !asksCodeOf(lower))) {
    // "What was my gross pay": the money asked is the phrase the money word ends, not the word alone
    // (a payslip prints "Pay date" above "Gross pay").
    const word = AMOUNT.exec(lower)?.[1] ?? null;
    const phrase = word && /^\s*(what|which)\b/.test(lower) ? askedNoun(lower)?.words : undefined;
    return { kind: 'number', subject: phrase && phrase.length > 1 && phrase.at(-1) === word ? phrase.join(' ') : word };
  }
  if (MEASURE_QUESTION.test(lower)) return { kind: 'number', subject: null };
  if (/^\s*who\b/.test(lower)) return { kind: 'name', subject: 'person' };
  if (/^\s*where\b/.test(lower)) {
    if (/\b(sit|sat|seats?|seated)\b/.test(lower)) return { kind: 'identifier', subject: 'seat' };
    // "Where is the exam being held", "where does the meeting take place": the room a schedule prints.
    if (/\b(?:held|hold|holding|take place|takes place|taking place|took place)\s*[?.!]*\s*$/.test(lower)) return { kind: 'identifier', subject: 'room' };
    // "Where did I park", "where did I leave the car/bike": the bay or level it was left in, not a town.
    if (/\bpark(ed)?\b/.test(lower) || (/\b(leave|left)\b/.test(lower) && lower.split(/[^a-z]+/).some((w) => w.length >= 3 && (w === 'vehicle' || isKindOf(w, 'vehicle'))))) {
      return { kind: 'identifier', subject: 'spot' };
    }
    return { kind: 'name', subject: /\b(eat|ate|dine|dined|have (dinner|lunch|breakfast))\b/.test(lower) ? 'restaurant' : /\b(stay|stayed|sleep|slept)\b/.test(lower) ? 'hotel' : 'place' };
  }
  if (/^\s*when\b/.test(lower)) return { kind: 'date', subject: departs(lower) ? 'time' : null };
  // "What's on my list", "what was still left on it": the items written there.
  if (/^\s*what(?:\s+(?:is|was|are|were)|\s*'s)\s+(?:(?:still\s+)?(?:left|remaining)\s+)?(on|in)\b/.test(lower)) return { kind: 'list', subject: null };
  // "What was diesel per litre": a rate, a number whatever it is the rate of.
  if (/^\s*(what|which)\b/.test(lower) && PER_UNIT.test(lower)) return { kind: 'number', subject: 'rate' };
  // "What was the rider's name": the person in that role, named as a person is.
  const whose = /^\s*what(?:'s|\s+(?:was|is|were|are))\s+(?:the|my|our|your|his|her|their)\s+(?:[a-z]+\s+)?([a-z]+)'s\s+name\b/.exec(lower)?.[1];
  if (whose && isKindOf(whose, 'person')) return { kind: 'name', subject: 'person' };
  // "What lesson am I on", "which floor are we on", "what page is she up to": a place in a sequence, its
  // label's number ("Lesson 14 of 40"), not a name.
  const upTo = /^\s*(?:what|which)\s+([a-z]+)\s+(?:am\s+i|are\s+(?:we|you|they)|is\s+(?:he|she|it))\s+(?:on|up\s+to)\s*(?:[?.!]|$|\s(?:in|of|on|for|with)\b)/.exec(lower)?.[1];
  if (upTo && !DATE_NOUNS.has(upTo)) return { kind: 'identifier', subject: upTo };
  const noun = askedNoun(lower);
  if (noun) {
    const head = noun.words[noun.words.length - 1]!;
    // "Axis", "status", "bonus": an English plural ends in neither "-is" nor "-us", and WordNet knows the
    // word as a noun of its own ("clothes", also its own lemma, is a plural all the same).
    const singular = head.length > 3 && head.endsWith('s') && !head.endsWith('ss') && !(/(?:i|u)s$/.test(head) && morphy(head, 'n').includes(head)) ? head.slice(0, -1) : head;
    if (DATE_NOUNS.has(singular) || PART_OF_DAY.has(head)) return { kind: 'date', subject: singular };
    // "What's the furthest I've ridden", "the most I've paid": a superlative standing for its noun asks
    // the measure itself, a number compared across every match (superlative.ts), not a thing to name.
    if (noun.words.length === 1 && superlativeIn(head) === head && morphy(head, 'n').length === 0) return { kind: 'number', subject: null };
    // "What were my seats": the label is printed in the singular ("SEAT 12").
    if (IDENTIFIER_NOUNS.has(singular) && !bodyOfRules(noun.words)) return { kind: 'identifier', subject: [...noun.words.slice(0, -1), singular].join(' ') };
    if (singular === 'list' || singular === 'item' || singular === 'thing') return { kind: 'list', subject: null };
    // "What score did I get": WordNet files a score or a mark under evaluations, which are numbers. The
    // phrase it ends is the label asked: a game's "HIGH SCORE" is not the "SCORE" printed over it.
    if (isKindOf(singular, 'evaluation')) return { kind: 'number', subject: [...noun.words.slice(0, -1), singular].join(' ') };
    // "What was the tip", "what was my weight": a sum of money or a measure asked to be named is a
    // number, read off the line the phrase labels (extract.ts); "which supplement did I buy" is a name.
    // "What tip did I leave", "what deposit did we pay": the money noun asked before its verb, the same;
    // "what interest rate is my ISA", "what income will my pension pay": a measure asked before its verb.
    // Before a verb other than the copula, only of what is one's own: "what temperature does the lasagne
    // go in at" asks which recipe as much as which figure, and stays with the named dish.
    const askedBefore = /^\s*what\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:(?:did|do|does|have|had)\s+(?:i|we)|(?:is|was|are|were)\s+(?:my|our|the|your|this|that)|(?:will|would|does|do|did)\s+(?:my|our|your))\b/.exec(lower)?.[1] === noun.words.join(' ');
    if ((askedBefore || /^\s*what(?:'s|\s+(?:was|is|were|are))\s/.test(lower)) && !deedAsked(lower, singular) && (ACCOUNT_MONEY.has(singular) || [...MONEY_KINDS, ...MEASURES].some((k) => isKindOf(singular, k)))) return { kind: 'number', subject: [...noun.words.slice(0, -1), singular].join(' ') };
    // "What are the beach pics": photos, not one value (a noun phrase typed alone is asked so, preamble.ts).
    if (PHOTO_NOUN.test(singular)) return { kind: 'none', subject: null };
    // "Which books did I buy", "what gift ideas did I note down": several things of a kind.
    if (singular !== head) return { kind: 'list', subject: singular };
    // "The taco place", "that soup spot": a business known by what it sells, named by its sign, not a town.
    if ((singular === 'place' || singular === 'spot') && noun.words.length > 1) return { kind: 'name', subject: null };
    // "Which company was the bike hire with": any business, named by its sign or its bill's header.
    if (BUSINESS_HEADS.has(singular)) return { kind: 'name', subject: null };
    // "Which town was the cabin in": a town, a village, a county is where a photo was taken.
    if (SETTLEMENTS.some((kind) => isKindOf(singular, kind, undefined, 2))) return { kind: 'name', subject: 'place' };
    // "Which voice part do I sing": the noun before the part is the one whose kind is asked (KIND_PART).
    const sorted = noun.words.at(-2);
    if (sorted && singular === KIND_PART && morphy(sorted, 'n').length > 0 && !isPhysical(sorted)) return { kind: 'name', subject: sorted };
    return { kind: 'name', subject: singular };
  }
  // "What did I score": a verb whose deed is an evaluation asks for its number.
  const verb = /^\s*what\s+(?:did|do|does)\s+(?:i|we|my\s+\w+)\s+([a-z]+)\b/.exec(lower)?.[1];
  if (verb && isKindOf(verb, 'evaluation')) return { kind: 'number', subject: verb };
  if (asksReading(lower)) return { kind: 'number', subject: null };
  if (/^\s*what\b/.test(lower) && (LIST_VERBS.test(lower) || TAKEN_TO.test(lower) || gettingVerb(lower) || othersDeed(lower))) return { kind: 'list', subject: null };
  return { kind: 'none', subject: null };
}

/**
 * "What hike did I do", "which tour did we go on": a noun one does or goes on is a deed, so its word
 * is read in its commonest sense when that is an act (WordNet's first sense of "hike" is the walk; a
 * rarer one, the price rise, would make it a figure to read off a bill). Not "take": a discount taken
 * is an act to WordNet and a figure all the same.
 */
const DEED_VERB = /^\s*(?:what|which)\s+[a-z' -]+?\s+(?:did|do|have|had)\s+(?:i|we)\s+(?:do|done|go\s+on|gone\s+on)\s*(?:[?.!]|$|\s)/;
function deedAsked(lower: string, noun: string): boolean {
  return DEED_VERB.test(lower) && isKindOf(noun, 'act', undefined, 1);
}

/**
 * "When did the coach home leave", "when does our flight land": a timetabled departure or arrival, whose
 * time of day the ticket prints, not the day someone set off ("when did I leave for Rome"). The thing
 * that leaves is a conveyance by WordNet, or a flight (a trip, not a vehicle, to WordNet).
 */
const DEPARTS = /^\s*when\s+(?:did|does|do|is|was|will)\s+(?:the|my|our|your)\s+([a-z' -]+?)\s+(?:depart|departs|departed|leave|leaves|left|arrive|arrives|arrived|land|lands|landed|take off|took off|get in|got in)\b/;
function departs(lower: string): boolean {
  const subject = DEPARTS.exec(lower)?.[1];
  return !!subject && subject.split(/\s+/).some((w) => w === 'flight' || isKindOf(w, 'conveyance'));
}

/**
 * Verbs that come into having something, whose object is what a document lists: "what did I collect
 * from the pharmacy", "what did we grab at the market". WordNet says which verbs are kinds of getting,
 * having, taking or consuming, so the list above need not hold every verb a person might use.
 */
const GETTING = ['get', 'have', 'take', 'consume'];
function gettingVerb(lower: string): boolean {
  const verb = /^\s*what\s+(?:did|do|have|had|should|must)\s+(?:i|we)\s+([a-z]+)\b/.exec(lower)?.[1];
  return !!verb && verb !== 'do' && GETTING.some((kind) => isVerbKindOf(verb, kind));
}

/**
 * "What did the bike shop replace", "what did the vet give the dog": a deed someone else did to things
 * for the asker is what their bill lists, line by line. The verb is the word the object, an adjunct or
 * the end follows ("the vet give the dog": not "vet"); its kind of doing is WordNet's (isDeedOnThings),
 * so "what did the meter read" or "what did the doctor say" stays with the words or the figure.
 */
const OTHERS_DEED = /^\s*what\s+(?:did|does|do|has|have|had|will|would)\s+(?!(?:i|we|you)\b)(?:[a-z'-]+\s+){1,3}?([a-z]+)(?=\s*[?.!]?\s*$|\s+(?:the|my|our|your|his|her|their|its|a|an|me|us|him|them|it|on|in|at|for|to|with|from|during|when|last|this|yesterday|today)\b)/;
function othersDeed(lower: string): boolean {
  const verb = OTHERS_DEED.exec(lower)?.[1];
  return !!verb && isDeedOnThings(verb);
}

/**
 * "Find my driving licence number", "can you look up the booking reference": a code asked for with a
 * verb instead of "what is". The phrase is the thing asked for when its head is a code's label.
 */
export function asksForCode(phrase: string): boolean {
  const noun = askedNoun(`what is ${phrase.toLowerCase().replace(/[’‘]/g, "'").replace(/&/g, 'and')}`);
  const head = noun?.words[noun.words.length - 1];
  return !!head && IDENTIFIER_NOUNS.has(head);
}

/**
 * "What is the payment reference for the congestion charge", "what's the booking number for the parking
 * fee": a code's label heads the phrase asked, and the money word after it only says which document.
 */
function asksCodeOf(lower: string): boolean {
  const head = askedNoun(lower)?.words.at(-1);
  return !!head && IDENTIFIER_NOUNS.has(head);
}

/** Nouns that ask for a kind of the noun after "of" ("what kind of car", "which type of boat"). */
export const SORT_NOUNS = new Set(['kind', 'sort', 'type']);
/**
 * The noun that, after a noun of no physical thing, asks for one of its kinds as the sort nouns do
 * before one: "which voice part do I sing" is answered by a singing voice ("ALTO"). A physical thing's
 * part is a piece of it ("which car part"), and "room type" is a document's label ("Room type: Double").
 */
export const KIND_PART = 'part';

/** The question asked back at the end: "which one (is it)", "what was it called", "what's its name". */
const ASK_BACK = /[,;:.!?—–-]\s*(?:so\s+)?(?:which\s+one(?:\s+(?:is|was)\s+it)?|what(?:'s|\s+is|\s+was)\s+(?:it\s+called|its\s+name|the\s+name\s+of\s+it))\s*[?.!]*\s*$/i;
/** Where the noun said first ends: a preposition, a clause or a verb after it. */
const NOUN_END = /\s+(?:by|in|at|on|from|near|with|for|of|to|that|which|who|where|when|and|but|i|we|he|she|they|last|this|yesterday)\b/;

/** The noun a question said before asking it back ("a novel by …, which one is it?" → novel), or null. */
function askedBack(question: string): string | null {
  const lower = question.trim().replace(/[’‘]/g, "'").toLowerCase();
  const ask = ASK_BACK.exec(lower);
  if (!ask) return null;
  const said = /\b(?:a|an)\s+([a-z][a-z' -]*)/.exec(lower.slice(0, ask.index));
  const phrase = said ? untilVerb(words(said[1]!.split(NOUN_END)[0]!)) : [];
  return phrase.length > 0 ? phrase.join(' ') : null;
}

/**
 * The noun phrase a "what/which …" question asks about: "what's my library card number" → library card
 * number; "which room was the session in" → room; "what was the doughnut shop called" → doughnut shop.
 */
function askedNoun(lower: string): { words: string[] } | null {
  // "What's the number on my dry cleaner's ticket", "what code is on the door": a code is named by
  // what it is printed on, as "my ticket number" is.
  const on = /^\s*(?:what|which)(?:'s|\s+is|\s+was)?\s+(?:the\s+)?(number|no|code|pin|id|password|reference)(?:\s+(?:is|was))?\s+(?:on|of|for)\s+(?:(?:my|the|our|your|a|an|that|this)\s+)?([a-z0-9' -]+?)\s*[?.!]?\s*$/.exec(lower);
  if (on) {
    const thing = words(on[2]!.split(/\s+(?:near|in|at|on|by|from|with|during|when|that|which|i|we)\s+/)[0]!.replace(/'s\b/g, ''));
    if (thing.length > 0) return { words: [...thing, on[1]!] };
  }
  // "what's the name of my dog's vet": the thing named is after "of".
  const nameOf = /^\s*what(?:'s|\s+is|\s+was)\s+the\s+name\s+of\s+(?:(?:my|the|our|your|a|an)\s+)?([a-z0-9' -]+?)\s*[?.!]?\s*$/.exec(lower);
  // "The name of the electrician who fixed the light": a relative clause says which one, the noun is before it.
  if (nameOf) return { words: words(nameOf[1]!.replace(/\b[a-z]+'s\s+/g, '').split(/\s+(?:near|in|at|on|by|from|of|with|for|during|we|i|who|whom|whose|which|that)\s+/)[0]!) };
  const called = /^\s*what\s+(?:is|was|'s)\s+(?:the|that|this|my|our)\s+([a-z' -]+?)\s+(?:called|named)\b/.exec(lower);
  // "the bakery near the station": the noun is before the preposition.
  if (called) return { words: words(called[1]!.split(/\s+(?:near|in|at|on|by|from|of|with|for|during|behind|opposite|next)\s+/)[0]!) };
  // "What was my salary last month", "the Wordle today": the time the question names follows the noun,
  // it is not the noun's head (a month, a day asked for).
  // "What time would I arrive": any auxiliary ends the noun (question-words.ts).
  const m = new RegExp(String.raw`^\s*(?:what|which)(?:'s|\s+is|\s+was|\s+were|\s+are)?\s+(?:(?:my|the|our|your|a|an)\s+)?([a-z0-9' -]+?)(?=\s+(?:${AUXILIARIES}|am|i|we|my|our|your|the|for|at|in|on|from|to|of|by|with|during|when|where|that|number|after|before|last|this|next|yesterday|today|tonight|tomorrow)\b|\s*[?.!]?\s*$)`).exec(lower);
  if (!m) return null;
  // "Which doctor prescribed my pills": the phrase ends at the verb its noun is the subject of.
  let phrase = untilVerb(words(m[1]!));
  // "what was my flight number …": the lookahead stops before "number"; it is the head, or it names
  // one ("my car's number plate": a plate).
  const after = lower.slice(lower.indexOf(m[1]!) + m[1]!.length);
  if (/^\s*(?:what|which)\b.*?\bnumber\b/.test(lower) && after.startsWith(' number')) phrase = [...phrase, 'number', ...(/^\s+number\s+plate\b/.test(after) ? ['plate'] : [])];
  // "My car's number plate", "my son's school fees": the owner is not printed as the thing's label.
  if (phrase.length > 1) phrase = phrase.filter((w, i) => i === phrase.length - 1 || !w.endsWith("'s"));
  // "Which coach is the quiet coach": the noun is said again after the copula with the word that says which.
  const again = /^\s+(?:is|was|are|were)\s+(?:the|my|our|your)\s+([a-z' -]+?)\s*[?.!]?\s*$/.exec(after)?.[1];
  if (again && phrase.length === 1 && words(again).length > 1 && words(again).at(-1) === phrase[0]) phrase = words(again);
  // "What kind of car did we hire": the kind asked for is the noun after "of", a car's name answers it.
  const of = phrase.length === 1 && SORT_NOUNS.has(phrase[0]!) ? /^\s+of\s+(?:(?:a|an|the)\s+)?([a-z' -]+?)(?=\s+(?:did|do|does|was|were|is|are|am|will|can|should|have|had|has|i|we|my|our|your|the|for|at|in|on|from|to|of|by|with|during|when|where|that)\b|\s*[?.!]?\s*$)/.exec(after) : null;
  if (of) phrase = untilVerb(words(of[1]!));
  // "what did I buy": no noun, the verb follows the wh-word.
  if (phrase.length === 0 || ['did', 'do', 'does', 'was', 'were', 'is', 'are', 'have', 'had', 'has', 'i', 'we'].includes(phrase[0]!)) return null;
  return { words: phrase };
}

/**
 * The words of a phrase before its first verb: a word after the first that WordNet knows as a verb
 * form and not as a noun ("prescribed", "played"), so "which band played" asks about a band.
 */
function untilVerb(phrase: string[]): string[] {
  const db = wordnet();
  // A verb's bare form after a singular noun is no verb of that noun ("which doctor prescribed", "which
  // shops sell"): it is a word of a compound ("my delay repay claim reference", "the auto renew date").
  const verb = phrase.findIndex((w, i) => i > 0 && morphy(w, 'v', db).length > 0 && morphy(w, 'n', db).length === 0 && !(morphy(w, 'v', db).includes(w) && !plural(phrase[i - 1]!)));
  return verb > 0 ? phrase.slice(0, verb) : phrase;
}

function plural(word: string): boolean {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss');
}

function words(phrase: string): string[] {
  return phrase.replace(/-/g, '').split(/\s+/).filter((w) => w && !['my', 'the', 'our', 'a', 'an', 'your'].includes(w));
}

/**
 * "What's the dress code": a compound WordNet files under a code that is a body of rules, not a
 * coding system (a postcode, an area code, a bar code are), is worded, not a code to read off a label.
 */
function bodyOfRules(words: readonly string[]): boolean {
  if (words.length < 2 || words[words.length - 1] !== 'code') return false;
  const compound = words.slice(-2).join('_');
  return wordnet().lookup(compound, 'n') !== null && isKindOf(compound, 'code', undefined, 1) && !isKindOf(compound, 'coding_system', undefined, 1);
}
