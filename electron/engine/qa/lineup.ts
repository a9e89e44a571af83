/**
 * A festival's or a venue's line-up: a day's heading ("SATURDAY"), a stage's ("MAIN STAGE"), then
 * "21:45 Act" rows. "Who's playing on the main stage on Saturday" is the acts under both headings the
 * question names; "who headlines" is the latest of them, the bill's top slot.
 */

/** "21:45 Stereophonics", "9.30pm The Coral": a slot's time, then the act. */
const SLOT = /^\s*(\d{1,2})[:.](\d{2})\s*(am|pm)?\s+(\S.*)$/i;
const WEEKDAY = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*$/i;
const HEADLINE = /\bheadlin\w*|\btop\s+of\s+the\s+bill\b|\bclos\w*\b/i;
/** Slots before dawn belong to the night before: 01:00 follows 23:00 on the bill. */
const DAWN_MINUTES = 6 * 60;
/** Words of a question that name no stage. */
const NOT_STAGE = new Set(['who', 'whos', 'playing', 'plays', 'play', 'headlines', 'headlining', 'headliner', 'stage', 'the', 'on', 'at', 'is', 'are', 'what', 'which', 'band', 'bands', 'act', 'acts', 'festival']);

interface Slot { minutes: number; act: string; day: string; stage: string }

function weekdayOf(text: string): string | null {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const day = words.find((w) => WEEKDAY.test(w) && (w.length === 3 || /day$/.test(w)));
  return day ? day.slice(0, 3) : null;
}

function slotsOf(lines: readonly string[]): Slot[] {
  const out: Slot[] = [];
  let day = '';
  let stage = '';
  for (const line of lines) {
    const m = SLOT.exec(line);
    if (m) {
      let minutes = (Number(m[1]) % 12 + (m[3]?.toLowerCase() === 'pm' || (!m[3] && Number(m[1]) >= 12) ? 12 : 0)) * 60 + Number(m[2]);
      if (!m[3] && Number(m[1]) === 24) minutes = 24 * 60;
      if (minutes < DAWN_MINUTES) minutes += 24 * 60;
      out.push({ minutes, act: m[4]!.trim(), day, stage });
      continue;
    }
    // A heading holds no time: a weekday is the day's, any other the stage's, under the day.
    const weekday = line.trim().split(/\s+/).length <= 4 ? weekdayOf(line) : null;
    if (weekday) {
      day = weekday;
      stage = '';
    } else stage = line.toLowerCase();
  }
  return out;
}

/** The acts a line-up bills on the day and the stage a "who" question names; null when it is no line-up or names neither. */
export function billed(lines: readonly string[], question: string): { value: string; line: string } | null {
  if (!/^\s*who\b/i.test(question)) return null;
  const slots = slotsOf(lines);
  // Three slots make a bill; fewer are a ticket's or a timetable's times.
  if (slots.length < 3) return null;
  const day = weekdayOf(question);
  const words = (question.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !NOT_STAGE.has(w) && !WEEKDAY.test(w));
  const stages = new Set(slots.map((s) => s.stage).filter((s) => words.some((w) => s.includes(w))));
  if (!day && stages.size === 0) return null;
  const chosen = slots.filter((s) => (!day || s.day === day) && (stages.size === 0 || stages.has(s.stage)));
  if (chosen.length === 0) return null;
  if (HEADLINE.test(question)) {
    const top = [...chosen].sort((a, b) => b.minutes - a.minutes)[0]!;
    return { value: top.act, line: `${top.stage ? `${top.stage.toUpperCase()} ` : ''}${top.act}` };
  }
  return { value: chosen.map((s) => s.act).join(', '), line: chosen.map((s) => s.act).join(' · ') };
}
