import { useApp } from '../components/context';
import { ErrorsPanel } from './settings/ErrorsPanel';
import { ExclusionsPanel } from './settings/ExclusionsPanel';
import { FoldersPanel } from './settings/FoldersPanel';
import { IndexingPanel } from './settings/IndexingPanel';
import { ModelsPanel } from './settings/ModelsPanel';
import { OllamaPanel } from './settings/OllamaPanel';

/** Folders, indexing progress and errors, models and Ollama. */
export function SettingsView() {
  const state = useApp((s) => ({
    settings: s.settings,
    busy: s.busy,
    actionError: s.actionError,
    addRoot: s.addRoot,
    removeRoot: s.removeRoot,
    pauseRoot: s.pauseRoot,
    pauseAll: s.pauseAll,
    dismiss: s.dismissActionError,
  }));
  if (!state.settings) return null;
  return (
    <section className="settings" aria-labelledby="settings-title">
      <div className="view-head">
        <h1 id="settings-title">Settings</h1>
      </div>
      <div className="settings-grid">
        <FoldersPanel
          settings={state.settings}
          busy={state.busy}
          actionError={state.actionError}
          onAdd={state.addRoot}
          onRemove={(path) => void state.removeRoot(path)}
          onPause={(path, paused) => void state.pauseRoot(path, paused)}
          onPauseAll={(paused) => void state.pauseAll(paused)}
          onDismissError={state.dismiss}
        />
        <IndexingPanel />
        <ErrorsPanel />
        <ExclusionsPanel settings={state.settings} />
        <ModelsPanel />
        <OllamaPanel />
      </div>
    </section>
  );
}
