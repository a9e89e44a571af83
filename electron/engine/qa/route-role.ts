/**
 * Which end of a journey a question's place is: "the flight to Oslo" goes there, "the train back from
 * Lyon" leaves it. Asked of tickets, the route then picks the outward or the return one.
 */
import { escapeRegExp } from './text-lines';

/** Going somewhere by a means that leaves a ticket: "fly to", "the train from", "my flight to". */
export const TRAVEL = /\b(fly|flew|flying|flight|flights|train|trains|bus|coach|ferry|boat|plane|tram|depart\w*|board\w*)\b/i;

/** The way home asked: "flying back", "the flight home", "returning from", "the return ferry" (not "the flight from home"). */
const HOMEWARD = /\b(?:back|homeward|return(?:s|ed|ing)?)\b|(?<!\b(?:from|leaving|left)\s+)\bhome\b/i;
/** A stay named as such: "my trip to Oslo", "the Oslo holiday", "our visit to Oslo". */
const STAY_WORD = '(?:trip|holiday|vacation|visit|stay|weekend|getaway)';

/** Whether a place the question names is where its journey goes or where it leaves from. */
export function routeRole(asked: string, label: string): 'origin' | 'destination' | null {
  // "to Zurich" names Zürich: accents are often not typed. "To the Azores", "from the Hague": a
  // place's name may take the article.
  const [question, name] = [asked, escapeRegExp(label)].map((s) => s.normalize('NFD').replace(/\p{M}/gu, '')) as [string, string];
  if (new RegExp(`\\bfrom\\s+(?:the\\s+)?${name}\\b`, 'i').test(question)) return 'origin';
  // "Flying back from my trip to Oslo": the place names the stay, and the way home leaves it.
  const stay = new RegExp(`\\b${STAY_WORD}\\s+(?:to|in)\\s+${name}\\b|\\b${name}\\s+${STAY_WORD}\\b`, 'i').test(question);
  if (stay && HOMEWARD.test(question)) return 'origin';
  if (new RegExp(`\\b(to|into|for)\\s+(?:the\\s+)?${name}\\b`, 'i').test(question)) return 'destination';
  // "My Lyon train", "the Oslo flight": where it goes, unless it is the one back ("the Lyon train home").
  if (new RegExp(`\\b${name}\\s+${TRAVEL.source}`, 'i').test(question)) return HOMEWARD.test(question) ? 'origin' : 'destination';
  return null;
}
