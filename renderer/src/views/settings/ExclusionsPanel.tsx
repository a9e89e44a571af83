import { useState } from 'react';
import type { Settings } from '../../../../shared/settings';
import { useApp } from '../../components/context';

const lines = (text: string): string[] => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** Folders and patterns never indexed, one per line. */
export function ExclusionsPanel({ settings }: { settings: Settings }) {
  const { save, busy } = useApp((s) => ({ save: s.setExclusions, busy: s.busy }));
  const [folders, setFolders] = useState(settings.excludedFolders.join('\n'));
  const [patterns, setPatterns] = useState(settings.excludedPatterns.join('\n'));
  const changed = lines(folders).join('\n') !== settings.excludedFolders.join('\n') || lines(patterns).join('\n') !== settings.excludedPatterns.join('\n');
  return (
    <form
      className="panel"
      aria-labelledby="exclusions-title"
      onSubmit={(e) => {
        e.preventDefault();
        void save(lines(folders), lines(patterns));
      }}
    >
      <h2 id="exclusions-title">Exclusions</h2>
      <label htmlFor="excluded-folders">Folders never indexed (one full path per line)</label>
      <textarea id="excluded-folders" rows={3} value={folders} onChange={(e) => setFolders(e.target.value)} spellCheck={false} />
      <label htmlFor="excluded-patterns">Patterns never indexed (e.g. <code>**/Screenshots/**</code>, <code>*.gif</code>)</label>
      <textarea id="excluded-patterns" rows={3} value={patterns} onChange={(e) => setPatterns(e.target.value)} spellCheck={false} />
      <p className="hint">Excluded memories leave search; your files are never touched.</p>
      <button type="submit" disabled={busy || !changed}>
        Save exclusions
      </button>
    </form>
  );
}
