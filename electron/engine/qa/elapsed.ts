/**
 * "How long ago was my last haircut", "how many weeks ago did I see the dentist": the day found answers
 * when, and the time since it answers what was asked, in the unit asked for or the one a person would
 * use ("3 days", "6 weeks", "about 4 months", "about 2 years").
 */
const AGO = /\bhow\s+(?:long|many\s+(days|weeks|months|years))\s+ago\b/i;
/**
 * "How many days until my library books are due", "how long have I got to collect the parcel": the day
 * found answers when, and the time from now to it what was asked.
 */
export const UNTIL_ASKED = /\bhow\s+(?:long|many\s+(days|weeks|months|years))\s+(?:(?:is\s+it|are(?:\s+there)?|(?:have|do)\s+(?:i|we)\s+(?:got|have)|left|to\s+go)\s+)*(?:until|till|til|before)\b|\bhow\s+long\s+(?:have|do)\s+(?:i|we)\s+(?:got|have)\s+(?:left\s+)?to\b/i;
const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The day as answers write it (facts.ts dayLabel): "Apr 26, 2025". */
const DAY = new RegExp(`\\b(${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})\\b`);

/**
 * The answer with the time from the first day it names to `now` (wall-clock ms) after that day's part
 * of the answer ("… Apr 26, 2025, in Leeds (7 weeks ago) — the evidence"), when "how long ago" is asked,
 * or from `now` to it ("Aug 21, 2027 (in 16 days)") when "how long until".
 */
export function withElapsed(answer: string, question: string, now: number): string {
  const until = UNTIL_ASKED.exec(question);
  const asked = AGO.exec(question) ?? until;
  const m = asked ? DAY.exec(answer) : null;
  if (!asked || !m) return answer;
  const day = Date.UTC(Number(m[3]), MONTHS.indexOf(m[1]!), Number(m[2]));
  const days = Math.floor(now / DAY_MS) - day / DAY_MS;
  // A day still to come is no time ago ("your next appointment is on …"), nor one gone a time until.
  if (until ? days > 0 : days < 0) return answer;
  const since = days === 0 ? '(today)' : until ? `(in ${elapsed(-days, asked[1]?.toLowerCase())})` : `(${elapsed(days, asked[1]?.toLowerCase())} ago)`;
  const cut = answer.indexOf(' — ', m.index);
  return cut < 0 ? `${answer} ${since}` : `${answer.slice(0, cut)} ${since}${answer.slice(cut)}`;
}

function elapsed(days: number, unit: string | undefined): string {
  const plural = (n: number, u: string) => `${n} ${u}${n === 1 ? '' : 's'}`;
  if (unit === 'days' || (!unit && days < 14)) return plural(days, 'day');
  if (unit === 'weeks' || (!unit && days < 60)) return plural(Math.round(days / 7), 'week');
  if (unit === 'months' || (!unit && days < 730)) return `${unit ? '' : 'about '}${plural(Math.round(days / 30.44), 'month')}`;
  return `${unit ? '' : 'about '}${plural(Math.round(days / 365.25), 'year')}`;
}
