import { useApp } from '../components/context';
import { filtersActive, noFilters } from '../state/timeline-layout';

/**
 * Kind, place, person and "has text", folded away until wanted. The engine applies them, so the day
 * counts, the scrubber and the grid all show the filtered timeline.
 */
export function TimelineFilters() {
  const { filters, setFilters, people } = useApp((s) => ({ filters: s.timeline.filters, setFilters: s.setTimelineFilters, people: s.people.list }));
  const active = [filters.kind !== 'all', filters.place.trim() !== '', filters.person !== '', filters.hasText].filter(Boolean).length;
  return (
    <details className="filters-toggle" open={active > 0 ? true : undefined}>
      <summary>Filters{active > 0 && ` (${active} on)`}</summary>
      <form className="filters" aria-label="Filter the timeline" onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>Kind</span>
          <select value={filters.kind} onChange={(event) => setFilters({ kind: event.target.value as typeof filters.kind })}>
            <option value="all">All kinds</option>
            <option value="photo">Photos</option>
            <option value="screenshot">Screenshots</option>
            <option value="video">Videos</option>
          </select>
        </label>
        <label>
          <span>Place</span>
          <input type="search" value={filters.place} placeholder="Any place" onChange={(event) => setFilters({ place: event.target.value })} />
        </label>
        <label>
          <span>Person</span>
          <select value={filters.person} onChange={(event) => setFilters({ person: event.target.value })}>
            <option value="">Anyone</option>
            {(people ?? []).map((person, i) => (
              <option key={person.id} value={person.id}>
                {person.name ?? `Unnamed person ${i + 1}`}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={filters.hasText} onChange={(event) => setFilters({ hasText: event.target.checked })} />
          <span>Has text</span>
        </label>
        {filtersActive(filters) && (
          <button type="button" onClick={() => setFilters(noFilters)}>
            Clear filters
          </button>
        )}
      </form>
    </details>
  );
}
