import { documentOrder, readInOrder, type DateOrder } from './date-order';
import { escapeRegExp } from './text-lines';

/**
 * A club's fixture list prints one match a line, the home side "v" the away side, with its day and its
 * kick-off ("Sat 16 Aug  Cribbs v Hanham Athletic  KO 15:00"). "Who are we playing next" is the side
 * facing ours in the first match still to come ("ours" is the side every match names); "what time is
 * kick-off against Brislington" is the kick-off of the match naming that side. Once played, a list
 * prints its result: our side's letter before the score ("W 2–1 v Ashby", the club's own list naming
 * only the other side) or the score between the sides ("Oakhill 2-1 Ashby"); "what was the score
 * against Ashby", "did we beat Ripley" are answered by it.
 */

/** "Home v Away", "Home vs. Away", "Home versus Away": a match between two sides. */
export const VERSUS = /\s(?:v|vs|versus)\.?\s/i;
/**
 * Our side's ground on a club's own list, which names only the other side: "Braga (H)", "(A) Vitoria",
 * a "Home"/"Away" column, the other side after "@" (an away game) or after "vs" alone (a home one).
 */
const VENUE = /\((h|a|home|away)\)|(?<![\p{L}])(home|away)(?![\p{L}])|(?<![^\s])(@)(?=\s)|(?<![^\s])(vs?|versus)\.?(?=\s)/iu;
/** "The next home game", "our last away match": the ground a question asks of. */
const VENUE_ASKED = /\b(home|away)\b/i;
/** "When's the next game", "our upcoming fixture": the first match still to come. */
const NEXT = /\b(?:next|upcoming|coming up)\b/i;
/** What a question about a match names it by, where it names no side: "the next game", "when do we play next". */
const MATCH_ASKED = /\b(?:game|games|match|matches|fixture|fixtures|play|playing|kick[\s-]?off)\b/i;
/** "KO 15:00", "K/O 3pm", "Kick-off 19:45", "kick off: 7.45pm": the kick-off's label and time. */
const KICK_OFF = /\b(?:k\.?\/?o\.?|kick[\s-]?off)(?![\p{L}])\s*[:\-–]?\s*(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)/iu;
/** A time of day alone: "15:00", "7.45pm", "3pm". */
const CLOCK = /(?<![\d.:/])(\d{1,2}[:.]\d{2}\s*(?:am|pm)?|\d{1,2}\s*(?:am|pm))(?![\d\p{L}])/iu;
/** What asks for the other side: "who are we playing", "who's the next game against", "our opponents". */
const OPPONENT = /\bwho\b.*\b(?:play|plays|playing|face|facing|against|versus|vs)\b|\bopponents?\b/i;
/**
 * A result: a score of two small numbers joined by a dash, perhaps after our side's W, D or L. A clock
 * ("15:00", "17:30-18:30") or a date ("12/10") has other digits next to its numbers.
 */
const RESULT = /(?:\b([WDL])\s+)?(?<![\d:./])(\d{1,2})\s?[-–—]\s?(\d{1,2})(?![\d:./])/;
/** A question about how a match ended. */
const RESULT_ASKED = /\b(?:score|scores|scored|result|results|win|won|lose|lost|draw|drew|beat|beaten)\b/i;
const WHEN_ASKED = /\b(?:when|what time|what day|which day|date|kick[\s-]?off)\b/i;
const OUTCOME = { W: 'Won', D: 'Drew', L: 'Lost' } as const;
const LATEST = /\b(?:last|previous|latest|most recent)\b/i;
/** Words of a question that name no side. */
const NOT_A_SIDE = new Set(['what', 'when', 'time', 'kick', 'off', 'kickoff', 'against', 'play', 'playing', 'game', 'match', 'next', 'the', 'our', 'are', 'does', 'did', 'who', 'versus', 'fixture', 'start', 'starts', 'day', 'date', ...(RESULT_ASKED.source.match(/[a-z]{3,}/g) ?? []), 'was', 'how']);
const DAY_MS = 86_400_000;

/** What asks for both sides of one match: "which teams played", "what sides were on", "who was playing". */
const SIDES_ASKED = /\b(?:which|what)\s+(?:teams?|sides?|clubs?)\b|\bwho\s+(?:was|were)\s+playing\b|\bwho\s+played\b/i;

/** A played match's score, home side's goals first, and our side's outcome when the list prints it. */
interface Result { letter: keyof typeof OUTCOME | null; home: number; away: number }
/** `home` is empty on a club's own list of results, where our side goes unnamed ("W 2–1 v Ashby"). */
interface Match { line: string; home: string; away: string; day: number | null; dayText: string; kickOff: string | null; result: Result | null; venue?: 'home' | 'away' }

/**
 * The matches a document lists, a line each, read forward from when it was taken (`takenLocal`, local
 * ms), their numeric dates in `order` (date-order.ts; a list that does not say is read day first).
 */
export function matchesOf(lines: readonly string[], takenLocal: number, order: DateOrder | null = documentOrder(lines.join('\n'), takenLocal)): Match[] {
  const ref = { instant: new Date(takenLocal), timezone: 0 };
  const read = lines.flatMap((line) => {
    const scored = RESULT.exec(line);
    const marked = VENUE.exec(line);
    if (!VERSUS.test(line) && !scored && !marked) return [];
    const clear = (r: { index: number; text: string }) => !scored || r.index + r.text.length <= scored.index || r.index >= scored.index + scored[0].length;
    // A result was played before the list was photographed, a fixture is still to come.
    const dated = readInOrder(line, ref, order ?? 'day-first', { forwardDate: !scored }).find((r) => clear(r) && r.start.isCertain('day') && r.start.isCertain('month'));
    const ko = scored ? null : KICK_OFF.exec(line) ?? CLOCK.exec(line);
    // The sides are what is left once the day, the kick-off and the score are taken out; "Oakhill 2-1
    // Ashby" sets the score between the sides where no "v" does.
    const blank = (text: string, from: number, length: number, by = '') => text.slice(0, from) + by.padEnd(length) + text.slice(from + length);
    let rest = dated ? blank(line, dated.index, dated.text.length) : line;
    if (ko) rest = blank(rest, ko.index, ko[0].length);
    const side = (text: string) => text.replace(/\((?:h|a|home|away)\)/gi, ' ').replace(/^[\s|,:–—-]+|[\s|,:–—-]+$/g, '').split(/\s{2,}|\s[|–—-]\s/).filter(Boolean);
    // A club's own list names only the other side, with the ground ours is at: a dated line whose one
    // side is left once the day, the kick-off, the score and the ground are taken out.
    const ground = marked ? VENUE.exec(rest) : null;
    const result = scored ? { letter: (scored[1]?.toUpperCase() ?? null) as Result['letter'], home: Number(scored[2]), away: Number(scored[3]) } : null;
    const day = dated ? Date.UTC(dated.start.get('year')!, dated.start.get('month')! - 1, dated.start.get('day')!) : null;
    if (ground && dated) {
      const away = (ground[1] ?? ground[2] ?? '').toLowerCase().startsWith('a') || ground[3] === '@';
      const played = scored ? blank(rest, scored.index, scored[0].length) : rest;
      const sides = side(blank(played, ground.index, ground[0].length).replace(/(?:^|\s)(?:v|vs|versus)\.?\s/i, '  ')).filter((s) => /\p{L}{2}/u.test(s));
      if (sides.length === 1) {
        return [{ line: line.trim(), home: away ? sides[0]! : '', away: away ? '' : sides[0]!, day, dayText: dated.text.trim(), kickOff: ko?.[1]?.trim() ?? null, result, venue: away ? 'away' as const : 'home' as const, bare: false, worded: ground[2] !== undefined }];
      }
    }
    if (scored) rest = blank(rest, scored.index, scored[0].length, VERSUS.test(line) ? '' : ' v ');
    const at = VERSUS.exec(rest);
    if (!at) return [];
    const home = side(rest.slice(0, at.index)).pop() ?? '';
    const away = side(rest.slice(at.index + at[0].length))[0];
    const ownList = home === '' && scored?.[1] !== undefined;
    if (!away || !/\p{L}{2}/u.test(away) || !(ownList || /\p{L}{2}/u.test(home))) return [];
    return [{ line: line.trim(), home, away, day, dayText: dated?.text.trim() ?? '', kickOff: ko?.[1]?.trim() ?? null, result, bare: !VERSUS.test(line), worded: false }];
  });
  // Without a "v", two words round a span ("Yoga 10-11 Studio") are no match: a list of results names
  // its club in every line.
  const bare = read.filter((m) => m.bare);
  let kept = bare.length > 0 && ourSide(bare) === null ? read.filter((m) => !m.bare) : read;
  // "Work from home" on a dated line is no match: a ground in words holds only down a list of them.
  if (kept.filter((m) => m.worded).length < 2) kept = kept.filter((m) => !m.worded);
  return kept.map(({ bare: _, worded: __, ...m }) => m);
}

/** The side every listed match names: the club whose list it is (null unless two matches or more say so). */
function ourSide(matches: Match[]): string | null {
  // A club's own list names only the other side: ours is the one it leaves unnamed.
  if (matches.length > 0 && matches.every((m) => m.venue)) return '';
  if (matches.length < 2) return null;
  const counts = new Map<string, number>();
  for (const m of matches) for (const s of new Set([m.home.toLowerCase(), m.away.toLowerCase()])) counts.set(s, (counts.get(s) ?? 0) + 1);
  const [side, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return n === matches.length ? side : null;
}

/**
 * The answer a fixture list gives: the other side of the match asked ("who are we playing next", "who
 * do we play on 16 August"), or the day and kick-off of the match against the side the question names
 * ("what time is kick-off against Brislington"). `now` and `window` are local ms; null when the
 * document lists no matches or none is the one asked.
 */
export function fixtureAnswer(lines: readonly string[], question: string, takenLocal: number, now: number | undefined, window: { from: number; to: number } | null, order?: DateOrder | null): { value: string; line: string } | null {
  const matches = matchesOf(lines, takenLocal, order);
  if (matches.length === 0) return null;
  // "Which teams played", "who was playing": a ticket's one match is both its sides, neither ours.
  const one = matches.length === 1 ? matches[0]! : null;
  if (one?.home && SIDES_ASKED.test(question)) return { value: `${one.home} v ${one.away}`, line: one.line };
  const ours = ourSide(matches);
  const other = (m: Match) => (m.home.toLowerCase() === ours ? m.away : m.home);
  const when = (m: Match) => [m.dayText, m.kickOff ? `KO ${m.kickOff}` : ''].filter(Boolean).join(', ');
  // "What was the score against Ashby", "did we beat Ripley": the match's result, as our side's.
  const ended = (m: Match) => {
    const r = m.result!;
    const [us, them] = ours !== null && m.away.toLowerCase() === ours ? [r.away, r.home] : [r.home, r.away];
    const letter = r.letter ?? (ours === null ? null : us > them ? 'W' : us < them ? 'L' : 'D');
    return `${letter ? `${OUTCOME[letter]} ` : ''}${us}–${them}${m.dayText ? ` (${m.dayText})` : ''}`;
  };
  // "The next home game", "who do we play away next": only the matches at the ground asked.
  const groundAsked = VENUE_ASKED.exec(question)?.[1]?.toLowerCase();
  const venueOf = (m: Match) => m.venue ?? (ours ? (m.home.toLowerCase() === ours ? 'home' : m.away.toLowerCase() === ours ? 'away' : null) : null);
  const today = now === undefined ? null : Math.floor(now / DAY_MS) * DAY_MS;
  const dated = matches.filter((m) => m.day !== null && (!groundAsked || venueOf(m) === groundAsked));
  const chosen = () => (window
    ? dated.find((m) => m.day! >= Math.floor(window.from / DAY_MS) * DAY_MS && m.day! <= window.to)
    : today === null
      ? undefined
      : LATEST.test(question)
        ? dated.filter((m) => m.day! < today).pop()
        : dated.find((m) => m.day! >= today));
  if (OPPONENT.test(question)) {
    if (ours === null) return null;
    const m = chosen();
    return m ? { value: `${other(m)} (${when(m)})`, line: m.line } : null;
  }
  // "Kick-off against Brislington", "when do we play Cribbs": the match naming a side the question names.
  const words = (question.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !NOT_A_SIDE.has(w));
  const names = (side: string) => side.toLowerCase() !== ours && (side.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((w) => words.includes(w));
  const named = matches.filter((m) => names(m.home) || names(m.away));
  // "When's the next home game", "what time is our last match": no side named, the one that comes by
  // the day asked, or next.
  if (named.length === 0 && MATCH_ASKED.test(question) && (window || groundAsked || NEXT.test(question) || LATEST.test(question))) {
    const m = chosen();
    if (!m) return null;
    const value = /\bwhat time\b|\bkick[\s-]?off\b/i.test(question) && m.kickOff ? `KO ${m.kickOff}` : when(m);
    return { value: ours === null ? value : `${value}, ${other(m)}`, line: m.line };
  }
  // "What was the score against Ashby", "how did we get on against Ashby": the last meeting played,
  // unless the question asks when.
  const played = named.filter((x) => x.result !== null);
  if (played.length > 0 && (RESULT_ASKED.test(question) || !WHEN_ASKED.test(question))) return { value: ended(played.at(-1)!), line: played.at(-1)!.line };
  // Two meetings in a season: the one still to come, else the first.
  const m = named.find((x) => now !== undefined && x.day !== null && x.day >= Math.floor(now / DAY_MS) * DAY_MS) ?? named[0];
  if (!m) return null;
  const value = /\bwhat time\b|\bkick[\s-]?off\b/i.test(question) && m.kickOff ? `KO ${m.kickOff}` : when(m);
  return value ? { value, line: m.line } : null;
}

/**
 * A town's name as what is played or beaten ("did we win against Castleford", "when do we play
 * Ashby") names a side, which clubs take from their towns, not where the photo was taken.
 */
export function namedAsSide(question: string, said: string): boolean {
  return new RegExp(`\\b(?:against|versus|vs\\.?|v\\.?|play|plays|played|playing|beat|beats|beaten|face|faces|faced|facing)\\s+${escapeRegExp(said)}\\b`, 'iu').test(question);
}
