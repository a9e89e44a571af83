import { memo, useMemo } from 'react';
import { formatMonthLong, formatMonthShort } from '../format';
import type { DayCount } from '../state/timeline-layout';

interface Month {
  key: string;
  month: number;
  /** Its newest day with memories: where a click lands. */
  firstDay: string;
  count: number;
  label: string;
}

/** Years and months down the side: a click scrolls the grid to that month's newest day. `current`: the month on top of the grid (YYYY-MM). */
export const TimelineScrubber = memo(function TimelineScrubber({ days, current, onJump }: { days: DayCount[]; current: string | null; onJump: (day: string) => void }) {
  const years = useMemo(() => {
    const out: Array<{ year: number; firstDay: string; months: Month[] }> = [];
    for (const { day, count } of days) {
      if (day === 'unknown') continue;
      const year = Number(day.slice(0, 4));
      const month = Number(day.slice(5, 7));
      let y = out.at(-1);
      if (y?.year !== year) out.push((y = { year, firstDay: day, months: [] }));
      const m = y.months.at(-1);
      if (m?.month === month) m.count += count;
      else y.months.push({ key: day.slice(0, 7), month, firstDay: day, count, label: '' });
    }
    for (const y of out) for (const m of y.months) m.label = `${formatMonthLong(y.year, m.month)}, ${m.count} memories`;
    return out;
  }, [days]);
  const currentMonth = current?.slice(0, 7);
  const currentYear = current?.slice(0, 4);

  return (
    <nav className="scrubber" aria-label="Years and months">
      <ol>
        {years.map((y) => (
          <li key={y.year}>
            <button type="button" className="scrub-year" onClick={() => onJump(y.firstDay)} aria-current={currentYear === String(y.year) ? 'true' : undefined}>
              {y.year}
            </button>
            <ol>
              {y.months.map((m) => (
                <li key={m.key}>
                  <button type="button" className="scrub-month" onClick={() => onJump(m.firstDay)} aria-current={currentMonth === m.key ? 'true' : undefined} aria-label={m.label}>
                    {formatMonthShort(m.month)}
                  </button>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
});
