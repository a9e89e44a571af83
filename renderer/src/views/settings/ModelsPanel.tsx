import { useEffect, useState, type FormEvent } from 'react';
import type { ModelInfo } from '../../../../shared/contract';
import type { PerceptionSettings } from '../../../../shared/settings';
import { PullBar } from '../../components/Progress';
import { ErrorState, Loading } from '../../components/States';
import { useApp } from '../../components/context';
import { formatBytes } from '../../format';
import { pullKey } from '../../state/models';
import { OcrLanguages } from './OcrLanguages';

const TASKS: Record<string, string> = { clip: 'Image search (CLIP)', 'text-embedding': 'Text search', speech: 'Speech to text' };

/** Downloadable models (download with progress) and the perception settings that choose them. */
export function ModelsPanel() {
  const { models, load, pull } = useApp((s) => ({ models: s.models, load: s.loadModels, pull: s.pullModel }));
  useEffect(() => {
    void load();
  }, [load]);
  const list = models.list;
  return (
    <section className="panel" aria-labelledby="models-title">
      <h2 id="models-title">Models</h2>
      <p className="hint">They run on this computer. Each is downloaded once.</p>
      {!list && models.error ? (
        <ErrorState title="Couldn't list the models" message={models.error} onRetry={() => void load()} />
      ) : !list ? (
        <Loading label="Listing models…" />
      ) : (
        <ul className="models">
          {list.map((model) => {
            const progress = models.pulls[pullKey('models', model.id)];
            const downloading = (progress && !progress.done) || model.downloading !== null;
            return (
              <li key={model.id}>
                <div className="row spread">
                  <div>
                    <strong>{model.name}</strong>
                    <span className="muted">
                      {' '}
                      · {TASKS[model.task] ?? model.task} · {formatBytes(model.size)}
                    </span>
                    <div>
                      <ModelState model={model} />
                    </div>
                  </div>
                  {(!model.present || !model.verified) && (
                    <button type="button" onClick={() => void pull(model.id)} disabled={downloading} aria-label={`Download ${model.name}`}>
                      {downloading ? 'Downloading…' : 'Download'}
                    </button>
                  )}
                </div>
                {progress ? (
                  <PullBar progress={progress} label={model.name} />
                ) : model.downloading ? (
                  <PullBar progress={{ source: 'models', id: model.id, status: 'downloading', completed: model.downloading.bytes, total: model.downloading.total, done: false, error: null }} label={model.name} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {list && <PerceptionForm models={list} />}
    </section>
  );
}

function ModelState({ model }: { model: ModelInfo }) {
  if (model.lastError) return <span className="error-text">{model.lastError}</span>;
  if (!model.present) return <span className="badge badge-pending">Not downloaded</span>;
  if (!model.verified) return <span className="badge badge-pending">Incomplete</span>;
  return <span className="badge badge-ok">{model.inUse ? 'Ready · in use' : 'Ready'}</span>;
}

function PerceptionForm({ models }: { models: ModelInfo[] }) {
  const { settings, save, busy } = useApp((s) => ({ settings: s.settings?.perception, save: s.setPerceptionSettings, busy: s.busy }));
  const [draft, setDraft] = useState<PerceptionSettings | null>(settings ?? null);
  // New settings from the engine replace the draft (adjusted while rendering, so no frame shows the old draft).
  const [draftOf, setDraftOf] = useState(settings);
  if (settings !== draftOf) {
    setDraftOf(settings);
    setDraft(settings ?? null);
  }
  if (!draft || !settings) return null;
  const choose = (task: string, field: 'clipModel' | 'textEmbeddingModel' | 'speechModel', label: string) => {
    const options = models.filter((m) => m.task === task);
    return (
      <label>
        <span>{label}</span>
        <select value={draft[field]} onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}>
          {!options.some((m) => m.id === draft[field]) && <option value={draft[field]}>{draft[field]}</option>}
          {options.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
    );
  };
  const threshold = (field: 'photoDuplicateCosine' | 'screenshotDuplicateCosine', label: string) => (
    <label>
      <span>{label}</span>
      <input type="number" min={0.5} max={1} step={0.01} value={draft[field]} onChange={(e) => setDraft({ ...draft, [field]: Number(e.target.value) })} />
    </label>
  );
  const changed = JSON.stringify(draft) !== JSON.stringify(settings);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void save(draft);
  };
  return (
    <form className="perception" onSubmit={submit} aria-labelledby="perception-title">
      <h3 id="perception-title">Perception</h3>
      <div className="form-grid">
        {choose('clip', 'clipModel', 'Image model')}
        {choose('text-embedding', 'textEmbeddingModel', 'Text embedding model')}
        {choose('speech', 'speechModel', 'Speech model')}
        {threshold('photoDuplicateCosine', 'Photos are near-duplicates from similarity')}
        {threshold('screenshotDuplicateCosine', 'Screenshots are near-duplicates from similarity')}
      </div>
      <p className="hint">Similarity runs from 0.5 to 1; higher groups fewer photos as duplicates.</p>
      <OcrLanguages value={draft.ocrLanguages} onChange={(ocrLanguages) => setDraft({ ...draft, ocrLanguages })} />
      <button type="submit" disabled={busy || !changed}>
        Save perception settings
      </button>
    </form>
  );
}
