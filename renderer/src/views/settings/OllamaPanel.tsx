import { useEffect, useState } from 'react';
import { PullBar } from '../../components/Progress';
import { useApp } from '../../components/context';
import { pullKey } from '../../state/models';

/** Where Ollama runs, whether it answers, which models it has, and pulling the ones Mnemo needs. */
export function OllamaPanel() {
  const { llm, loading, error, load, settings, save, pull, pulls, busy } = useApp((s) => ({
    llm: s.models.llm,
    loading: s.models.llmLoading,
    error: s.models.llmError,
    load: s.loadLlmStatus,
    settings: s.settings?.llm,
    save: s.setLlmSettings,
    pull: s.pullLlmModel,
    pulls: s.models.pulls,
    busy: s.busy,
  }));
  const [url, setUrl] = useState(settings?.url ?? '');
  const [vision, setVision] = useState(settings?.visionModel ?? '');
  const [text, setText] = useState(settings?.textModel ?? '');
  const [context, setContext] = useState(String(settings?.maxContextTokens ?? ''));
  useEffect(() => {
    void load();
  }, [load]);
  // New settings from the engine replace the fields (adjusted while rendering, so no frame shows the old values).
  const [fieldsOf, setFieldsOf] = useState(settings);
  if (settings !== fieldsOf) {
    setFieldsOf(settings);
    if (settings) {
      setUrl(settings.url);
      setVision(settings.visionModel);
      setText(settings.textModel);
      setContext(String(settings.maxContextTokens));
    }
  }
  if (!settings) return null;
  const changed =
    url.trim() !== settings.url || vision.trim() !== settings.visionModel || text.trim() !== settings.textModel || Number(context) !== settings.maxContextTokens;
  const needed = llm ? [llm.visionModel, llm.textModel].filter((m) => !m.present) : [];

  return (
    <section className="panel" aria-labelledby="ollama-title">
      <div className="panel-head">
        <h2 id="ollama-title">Language models (Ollama)</h2>
        <button type="button" onClick={() => void load()} disabled={loading}>
          {loading ? 'Checking…' : 'Check again'}
        </button>
      </div>
      {llm && !llm.loopback && (
        <p className="banner banner-warning" role="alert">
          {llm.url} is not on this computer: your photos and questions would be sent there.
        </p>
      )}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : llm ? (
        <p role="status">
          {llm.reachable ? (
            <span className="badge badge-ok">Reachable</span>
          ) : (
            <span className="badge badge-error">Not reachable</span>
          )}{' '}
          {llm.version && `Ollama ${llm.version}`} {llm.reason && <span className="muted">{llm.reason}</span>}
        </p>
      ) : (
        <p className="muted">Checking Ollama…</p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save({ url: url.trim(), visionModel: vision.trim(), textModel: text.trim(), maxContextTokens: Number(context) });
        }}
      >
        <div className="form-grid">
          <label>
            <span>Ollama address</span>
            <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} spellCheck={false} required />
          </label>
          <label>
            <span>Vision model (captions)</span>
            <input type="text" value={vision} onChange={(e) => setVision(e.target.value)} spellCheck={false} required />
          </label>
          <label>
            <span>Text model (events, answers)</span>
            <input type="text" value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} required />
          </label>
          <label>
            <span>Context limit (tokens; each request asks for what its prompt needs, up to this)</span>
            <input type="number" min={2048} max={131072} step={1024} value={context} onChange={(e) => setContext(e.target.value)} required />
          </label>
        </div>
        <button type="submit" disabled={busy || !changed}>
          Save
        </button>
      </form>
      {llm?.reachable && (
        <div className="pulls">
          {needed.map((m) => (
            <div key={m.name} className="row">
              <span>
                {m.name} <span className="badge badge-pending">not pulled</span>
              </span>
              <button type="button" onClick={() => void pull(m.name)} disabled={!!pulls[pullKey('ollama', m.name)] && !pulls[pullKey('ollama', m.name)]!.done}>
                Pull {m.name}
              </button>
            </div>
          ))}
          {llm.models.length > 0 && <p className="muted">Installed: {llm.models.join(', ')}</p>}
        </div>
      )}
      {Object.values(pulls)
        .filter((p) => p.source === 'ollama')
        .map((p) => (
          <PullBar key={p.id} progress={p} label={p.id} />
        ))}
    </section>
  );
}
