import * as chrono from 'chrono-node';

/**
 * A club's fixture list prints one match a line, the home side "v" the away side, with its day and its
 * kick-off ("Sat 16 Aug  Cribbs v Hanham Athletic  KO 15:00"). "Who are we playing next" is the side
 * facing ours in the first match still to come ("ours" is the side every match names); "what time is
 * kick-off against Brislington" is the kick-off of the match naming that side.
 */

/** "Home v Away", "Home vs. Away", "Home versus Away": a match between two sides. */
const VERSUS = /\s(?:v|vs|versus)\.?\s/i;
/** "KO 15:00", "K/O 3pm", "Kick-off 19:45", "kick off: 7.45pm": the kick-off's label and time. */
const KICK_OFF = /\b(?:k\.?\/?o\.?|kick[\s-]?off)(?![\p{L}])\s*[:\-–]?\s*(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)/iu;
/** A time of day alone: "15:00", "7.45pm", "3pm". */
const CLOCK = /(?<![\d.:/])(\d{1,2}[:.]\d{2}\s*(?:am|pm)?|\d{1,2}\s*(?:am|pm))(?![\d\p{L}])/iu;
/** What asks for the other side: "who are we playing", "who's the next game against", "our opponents". */
const OPPONENT = /\bwho\b.*\b(?:play|plays|playing|face|facing|against|versus|vs)\b|\bopponents?\b/i;
const LATEST = /\b(?:last|previous|latest|most recent)\b/i;
/** Words of a question that name no side. */
const NOT_A_SIDE = new Set(['what', 'when', 'time', 'kick', 'off', 'kickoff', 'against', 'play', 'playing', 'game', 'match', 'next', 'the', 'our', 'are', 'does', 'did', 'who', 'versus', 'fixture', 'start', 'starts', 'day', 'date']);
const DAY_MS = 86_400_000;

interface Match { line: string; home: string; away: string; day: number | null; dayText: string; kickOff: string | null }

/** The matches a document lists, a line each, read forward from when it was taken (`takenLocal`, local ms). */
export function matchesOf(lines: readonly string[], takenLocal: number): Match[] {
  const ref = { instant: new Date(takenLocal), timezone: 0 };
  return lines.flatMap((line) => {
    const split = VERSUS.exec(line);
    if (!split) return [];
    const dated = chrono.en.GB.parse(line, ref, { forwardDate: true }).find((r) => r.start.isCertain('day') && r.start.isCertain('month'));
    const ko = KICK_OFF.exec(line) ?? CLOCK.exec(line);
    // The sides are what is left once the day and the kick-off are taken out.
    const blank = (text: string, from: number, length: number) => text.slice(0, from) + ' '.repeat(length) + text.slice(from + length);
    let rest = dated ? blank(line, dated.index, dated.text.length) : line;
    if (ko) rest = blank(rest, ko.index, ko[0].length);
    const at = VERSUS.exec(rest);
    if (!at) return [];
    const side = (text: string) => text.replace(/\((?:h|a|home|away)\)/gi, ' ').replace(/^[\s|,:–—-]+|[\s|,:–—-]+$/g, '').split(/\s{2,}|\s[|–—-]\s/).filter(Boolean);
    const home = side(rest.slice(0, at.index)).pop();
    const away = side(rest.slice(at.index + at[0].length))[0];
    if (!home || !away || !/\p{L}{2}/u.test(home) || !/\p{L}{2}/u.test(away)) return [];
    const day = dated ? Date.UTC(dated.start.get('year')!, dated.start.get('month')! - 1, dated.start.get('day')!) : null;
    return [{ line: line.trim(), home, away, day, dayText: dated?.text.trim() ?? '', kickOff: ko?.[1]?.trim() ?? null }];
  });
}

/** The side every listed match names: the club whose list it is (null unless two matches or more say so). */
function ourSide(matches: Match[]): string | null {
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
export function fixtureAnswer(lines: readonly string[], question: string, takenLocal: number, now: number | undefined, window: { from: number; to: number } | null): { value: string; line: string } | null {
  const matches = matchesOf(lines, takenLocal);
  if (matches.length === 0) return null;
  const ours = ourSide(matches);
  const other = (m: Match) => (m.home.toLowerCase() === ours ? m.away : m.home);
  const when = (m: Match) => [m.dayText, m.kickOff ? `KO ${m.kickOff}` : ''].filter(Boolean).join(', ');
  if (OPPONENT.test(question)) {
    if (!ours) return null;
    const today = now === undefined ? null : Math.floor(now / DAY_MS) * DAY_MS;
    const dated = matches.filter((m) => m.day !== null);
    const chosen = window
      ? dated.find((m) => m.day! >= Math.floor(window.from / DAY_MS) * DAY_MS && m.day! <= window.to)
      : today === null
        ? undefined
        : LATEST.test(question)
          ? dated.filter((m) => m.day! < today).pop()
          : dated.find((m) => m.day! >= today);
    return chosen ? { value: `${other(chosen)} (${when(chosen)})`, line: chosen.line } : null;
  }
  // "Kick-off against Brislington", "when do we play Cribbs": the match naming a side the question names.
  const words = (question.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !NOT_A_SIDE.has(w));
  const names = (side: string) => side.toLowerCase() !== ours && (side.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((w) => words.includes(w));
  const named = matches.filter((m) => names(m.home) || names(m.away));
  // Two meetings in a season: the one still to come, else the first.
  const m = named.find((x) => now !== undefined && x.day !== null && x.day >= Math.floor(now / DAY_MS) * DAY_MS) ?? named[0];
  if (!m) return null;
  const value = /\bwhat time\b|\bkick[\s-]?off\b/i.test(question) && m.kickOff ? `KO ${m.kickOff}` : when(m);
  return value ? { value, line: m.line } : null;
}
