import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Memory } from '../../../shared/memory';
import { ErrorState, Loading } from '../components/States';
import { useApp } from '../components/context';
import { isTyping } from '../components/shortcuts';
import { fileName, formatTaken, kindLabel } from '../format';
import { mediaUrl } from '../media';
import { FaceDrawing } from './FaceDrawing';
import { MemoryInfo } from './MemoryInfo';

/**
 * One memory over whatever view opened it: the picture large, everything known about it, each
 * annotation correctable. ←/→ step through the memories it was opened among; Esc closes.
 */
export function MemoryDetail({ id }: { id: string }) {
  const { detail, loadDetail, closeMemory, stepMemory, neighbour } = useApp((s) => ({
    detail: s.detail,
    loadDetail: s.loadDetail,
    closeMemory: s.closeMemory,
    stepMemory: s.stepMemory,
    neighbour: s.neighbour,
  }));
  // Which memory a face is being drawn on: stepping to another one ends the drawing.
  const [drawingOn, setDrawingOn] = useState<string | null>(null);
  const drawing = drawingOn === id;
  const setDrawing = (on: boolean): void => setDrawingOn(on ? id : null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    void loadDetail(id);
  }, [id, loadDetail]);

  useEffect(() => {
    const dialog = dialogRef.current;
    opener.current = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      // Back to the thumbnail (or link) that opened it, if it is still on the page.
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
  }, []);

  const prev = neighbour(-1);
  const next = neighbour(1);
  const memory = detail.memory?.id === id ? detail.memory : null;

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key.toLowerCase() === 'f' && memory && memory.kind !== 'video' && !drawing) {
      event.preventDefault();
      setDrawing(true);
    } else if (event.key === 'ArrowLeft' && prev) {
      event.preventDefault();
      stepMemory(-1);
    } else if (event.key === 'ArrowRight' && next) {
      event.preventDefault();
      stepMemory(1);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="detail"
      aria-labelledby="detail-title"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Esc: close through the route, so Back and the address stay right.
        event.preventDefault();
        closeMemory();
      }}
    >
      <div className="detail-bar">
        <h2 id="detail-title">{memory ? `${kindLabel(memory.kind)} · ${formatTaken(memory)}` : 'Memory'}</h2>
        <div className="row">
          {memory && memory.kind !== 'video' && !drawing && (
            <button type="button" onClick={() => setDrawing(true)} aria-keyshortcuts="F">
              Draw a face
            </button>
          )}
          <button type="button" onClick={() => stepMemory(-1)} disabled={!prev} aria-keyshortcuts="ArrowLeft" aria-label="Previous memory">
            ← Previous
          </button>
          <button type="button" onClick={() => stepMemory(1)} disabled={!next} aria-keyshortcuts="ArrowRight" aria-label="Next memory">
            Next →
          </button>
          <button type="button" onClick={closeMemory} aria-keyshortcuts="Escape" autoFocus>
            Close
          </button>
        </div>
      </div>
      <div className="detail-body">
        <div className="detail-media">
          {drawing && memory ? <FaceDrawing memory={memory} onDone={() => setDrawing(false)} /> : <MemoryMedia key={id} id={id} memory={memory} />}
        </div>
        <div className="detail-info">
          {memory ? (
            <MemoryInfo memory={memory} />
          ) : detail.error && !detail.loading ? (
            <ErrorState title="Couldn't open this memory" message={detail.error} onRetry={() => void loadDetail(id)} />
          ) : (
            <Loading label="Loading…" />
          )}
        </div>
      </div>
    </dialog>
  );
}

/**
 * The original file when the host serves it (`mediaUrl('original')`), else the thumbnail scaled up:
 * a failed original (not served yet, or a format the browser can't show, like HEIC) falls back.
 */
function MemoryMedia({ id, memory }: { id: string; memory: Memory | null }) {
  const [source, setSource] = useState<'original' | 'thumb' | 'none'>('original');
  const alt = memory ? `${kindLabel(memory.kind)} ${fileName(memory.path)}${memory.caption ? `: ${memory.caption}` : ''}` : 'The memory';
  const fallback = (): void => setSource((s) => (s === 'original' ? 'thumb' : 'none'));
  if (source === 'none') return <p className="muted">No preview for this file.</p>;
  if (memory?.kind === 'video' && source === 'original') {
    return <video className="detail-image" src={mediaUrl('original', id)} poster={mediaUrl('thumb', id)} controls onError={fallback} aria-label={alt} />;
  }
  return <img className="detail-image" src={mediaUrl(source, id)} alt={alt} onError={fallback} />;
}
