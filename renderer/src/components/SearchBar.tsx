import { useEffect, useRef, useState } from 'react';
import { useApp } from './context';

/**
 * The search field in the top bar: typing shows results as you type (the search view), Enter
 * searches at once, Esc clears and goes back. "/" focuses it from anywhere.
 */
export function SearchBar() {
  const { route, navigate, searchFor } = useApp((s) => ({ route: s.route, navigate: s.navigate, searchFor: s.searchFor }));
  const [text, setText] = useState(route.view === 'search' ? route.q : '');
  const inputRef = useRef<HTMLInputElement>(null);
  const lastView = useRef(route.view === 'search' ? 'timeline' : route.view);

  useEffect(() => {
    if (route.view !== 'search') lastView.current = route.view;
  }, [route.view]);

  // Back/forward into a search shows its text. Adjusted while rendering, not in an effect, so the
  // field never shows the previous search for one frame (React's "adjusting state on a prop change").
  const searched = route.view === 'search' ? route.q : null;
  const [shownSearch, setShownSearch] = useState(searched);
  if (searched !== shownSearch) {
    setShownSearch(searched);
    if (searched !== null && searched !== text.trim()) setText(searched);
  }

  useEffect(() => {
    const focus = (): void => inputRef.current?.focus();
    window.addEventListener('mnemo:focus-search', focus);
    return () => window.removeEventListener('mnemo:focus-search', focus);
  }, []);

  const change = (value: string): void => {
    setText(value);
    if (value.trim()) {
      // One history entry per search, not per keystroke.
      navigate({ view: 'search', q: value.trim() }, { replace: route.view === 'search' });
      searchFor(value);
    } else if (route.view === 'search') {
      searchFor('');
      navigate({ view: lastView.current });
    }
  };

  return (
    <form
      className="searchbar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        navigate({ view: 'search', q: text.trim() }, { replace: route.view === 'search' });
        searchFor(text, { now: true });
      }}
    >
      <label htmlFor="search-input" className="visually-hidden">
        Search your memories
      </label>
      <input
        id="search-input"
        ref={inputRef}
        type="search"
        placeholder="Search: places, dates, words in photos…  ( / )"
        value={text}
        autoComplete="off"
        spellCheck={false}
        aria-keyshortcuts="/"
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            change('');
          }
        }}
      />
    </form>
  );
}
