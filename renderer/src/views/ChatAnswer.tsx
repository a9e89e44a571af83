import type { QueryAnalysis } from '../../../shared/qa';
import { Thumb } from '../components/Thumb';
import { useApp } from '../components/context';
import { formatRange, formatTaken } from '../format';
import type { ChatTurn } from '../state/chat';

/** One question and its answer: the text (streaming), computed facts, what was searched, and the references. */
export function ChatAnswer({ turn }: { turn: ChatTurn }) {
  const { openMemory, markReference } = useApp((s) => ({ openMemory: s.openMemory, markReference: s.markReference }));
  const result = turn.result;
  const ids = result?.references.map((r) => r.id) ?? [];
  return (
    <article className="turn" aria-label={`Question: ${turn.question}`}>
      <p className="question">{turn.question}</p>
      <div className="answer">
        {turn.error ? (
          <p className="error-text" role="alert">
            Couldn't answer: {turn.error}
          </p>
        ) : turn.answer ? (
          <p className="answer-text">{turn.answer}</p>
        ) : (
          <p className="muted" role="status">
            <span className="spinner" aria-hidden="true" /> Looking through your memories…
          </p>
        )}
        {result?.explanation && <p className="muted">{result.explanation}</p>}
        {result && result.facts.length > 0 && (
          <ul className="facts-computed">
            {result.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
        {result && <Searched analysis={result.analysis} />}
        {result && (
          <p className="muted small">
            {result.usedLLM ? 'Answered by the language model from these memories' : 'Answered from your library without a language model'} · {(result.ms / 1000).toFixed(1)} s
          </p>
        )}
        {result?.llmError && <p className="muted small" role="note">The language model's answer could not be used: {result.llmError}</p>}
      </div>
      {result && result.references.length > 0 && (
        <ul className="references" aria-label="Memories this answer comes from">
          {result.references.map((ref) => {
            const wrong = turn.wrong[ref.id] === true;
            const when = ref.takenAt || ref.takenAtLocal ? formatTaken(ref) : 'Unknown date';
            return (
              <li key={ref.id} className={wrong ? 'reference wrong' : 'reference'}>
                <Thumb id={ref.id} label={`${when}${ref.place ? `, ${ref.place}` : ''}: ${ref.why}`} onOpen={() => openMemory(ref.id, ids)} missing={!ref.thumbnail} />
                <p className="reference-why" title={ref.why}>
                  {ref.why}
                </p>
                <button type="button" className="link" aria-pressed={wrong} onClick={() => void markReference(turn.id, ref.id, !wrong)}>
                  {wrong ? 'Marked wrong — undo' : 'Wrong?'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

/** "searched: …" chips: how the question was understood (time, places, events, people, words). */
function Searched({ analysis }: { analysis: QueryAnalysis }) {
  const navigate = useApp((s) => s.navigate);
  const chips: Array<{ key: string; label: string; to?: { view: 'events' | 'people'; id: string } }> = [];
  if (analysis.time) chips.push({ key: 'time', label: `${analysis.time.text} (${formatRange(analysis.time.from, analysis.time.to)})` });
  if (analysis.recency) chips.push({ key: 'recency', label: 'most recent first' });
  if (analysis.earliest) chips.push({ key: 'earliest', label: 'earliest first' });
  for (const place of analysis.places) {
    const label = place.route === 'origin' ? `from ${place.label}` : place.route === 'destination' ? `to ${place.label}` : `near ${place.label}`;
    chips.push({ key: `place:${place.label}`, label });
  }
  for (const event of analysis.events) chips.push({ key: `event:${event.id}`, label: event.name, to: { view: 'events', id: event.id } });
  for (const person of analysis.people) chips.push({ key: `person:${person.id}`, label: person.name, to: { view: 'people', id: person.id } });
  if (analysis.aggregation) chips.push({ key: 'agg', label: { count: 'counting', duration: 'adding up time', frequency: 'how often' }[analysis.aggregation] });
  for (const term of analysis.terms) chips.push({ key: `term:${term}`, label: `“${term}”` });
  if (chips.length === 0) return null;
  return (
    <div className="searched">
      <span className="muted">Searched:</span>
      <ul className="chips">
        {chips.map((chip) => (
          <li key={chip.key}>
            {chip.to ? (
              <a
                className="chip"
                href={`#/${chip.to.view}/${encodeURIComponent(chip.to.id)}`}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(chip.to!);
                }}
              >
                {chip.label}
              </a>
            ) : (
              <span className="chip">{chip.label}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
