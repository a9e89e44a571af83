import { useEffect, useEffectEvent } from 'react';
import { Empty, ErrorState, Loading } from '../components/States';
import { Thumb } from '../components/Thumb';
import { useApp } from '../components/context';
import { fileName, formatTaken, plural } from '../format';

/** Results for the search bar's text, as you type: each with the line that matched. */
export function SearchView() {
  const { q, search, searchFor, openMemory } = useApp((s) => ({ q: s.route.q, search: s.search, searchFor: s.searchFor, openMemory: s.openMemory }));

  // Opened from an address or by Back: search for what the address says. Only a new address
  // searches: results arriving for it are not a reason to search again.
  const searchAddress = useEffectEvent((address: string) => {
    if (address && address !== search.text && !search.loading) searchFor(address, { now: true });
  });
  useEffect(() => searchAddress(q), [q]);

  const results = search.results;
  let body;
  if (!q) body = <Empty title="Search your memories">Type a place, a date ("May 2024", "last week"), or words seen in a photo.</Empty>;
  else if (search.error) body = <ErrorState title="Search failed" message={search.error} onRetry={() => searchFor(q, { now: true })} />;
  else if (!results) body = <Loading label="Searching…" />;
  else if (results.length === 0) body = <Empty title={`Nothing found for “${search.text}”`}>Try other words, a place or a date.</Empty>;
  else {
    const ids = results.map((r) => r.id);
    body = (
      <ol className="results" aria-busy={search.loading}>
        {results.map((result) => {
          const when = result.takenAt || result.takenAtLocal ? formatTaken(result) : 'Unknown date';
          return (
            <li key={result.id} className="result">
              <Thumb id={result.id} label={`${when}${result.place ? `, ${result.place}` : ''}`} onOpen={() => openMemory(result.id, ids)} missing={!result.thumbnail} />
              <div className="result-text">
                <p className="result-why">{result.why}</p>
                <p className="muted">
                  {when}
                  {result.place && ` · ${result.place}`} · {fileName(result.path)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section className="search-view" aria-labelledby="search-title">
      <div className="view-head">
        <h1 id="search-title">Search</h1>
        {results && q && (
          <p className="muted" role="status">
            {search.loading ? 'Searching…' : `${plural(results.length, 'result')} for “${search.text}”`}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
