import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { Memory } from '../../../shared/memory';
import type { FaceBox } from '../components/FaceCrop';
import { useApp } from '../components/context';
import { mediaUrl } from '../media';
import { personName } from './PeopleView';

/** Where a keyboard user's box starts, and how far one arrow press moves or grows it (relative). */
const START: FaceBox = { x: 0.4, y: 0.3, w: 0.2, h: 0.25 };
const NUDGE = 0.01;

const clamp = (b: FaceBox): FaceBox => {
  const w = Math.min(1, Math.max(0.01, b.w));
  const h = Math.min(1, Math.max(0.01, b.h));
  return { x: Math.min(1 - w, Math.max(0, b.x)), y: Math.min(1 - h, Math.max(0, b.y)), w, h };
};

/**
 * Draw a box around a face the detector missed and say whose it is. With a mouse or pen: drag on
 * the picture. With keys: a box appears in the middle; arrows move it, Shift+arrows resize it.
 */
export function FaceDrawing({ memory, onDone }: { memory: Memory; onDone: () => void }) {
  const { people, load, addFace, busy, error } = useApp((s) => ({
    people: s.people.list,
    load: s.loadPeople,
    addFace: s.addFace,
    busy: s.people.busy,
    error: s.people.actionError,
  }));
  // The people to choose from, once when drawing starts.
  const loadIfMissing = useEffectEvent(() => {
    if (!people) void load();
  });
  useEffect(() => loadIfMissing(), []);
  const [box, setBox] = useState<FaceBox | null>(null);
  const [who, setWho] = useState('');
  const [name, setName] = useState('');
  // The thumbnail's shape, once loaded: the area then grows to the space there is, keeping it.
  const [aspect, setAspect] = useState<number | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);

  const at = (event: PointerEvent): { x: number; y: number } => {
    const r = area.current!.getBoundingClientRect();
    return { x: Math.min(1, Math.max(0, (event.clientX - r.left) / r.width)), y: Math.min(1, Math.max(0, (event.clientY - r.top) / r.height)) };
  };
  const onDown = (event: PointerEvent): void => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = at(event);
    setBox({ ...start.current, w: 0, h: 0 });
  };
  const onMove = (event: PointerEvent): void => {
    if (!start.current) return;
    const p = at(event);
    const s = start.current;
    setBox({ x: Math.min(s.x, p.x), y: Math.min(s.y, p.y), w: Math.abs(p.x - s.x), h: Math.abs(p.y - s.y) });
  };
  const onUp = (): void => {
    start.current = null;
    // The state as it is now: the last moves may not have been rendered yet.
    setBox((b) => (b && (b.w < 0.01 || b.h < 0.01) ? null : b));
  };
  const onKey = (event: KeyboardEvent): void => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation(); // not the detail's ←/→ (previous/next memory)
    const b = box ?? START;
    const [dx, dy] = move;
    setBox(clamp(event.shiftKey ? { ...b, w: b.w + dx * NUDGE, h: b.h + dy * NUDGE } : { ...b, x: b.x + dx * NUDGE, y: b.y + dy * NUDGE }));
  };
  const save = async (): Promise<void> => {
    if (!box) return;
    const target = who === 'new' ? { name: name.trim() } : { personId: who };
    if (await addFace(memory.id, clamp(box), target)) onDone();
  };
  const ready = box !== null && (who === 'new' ? name.trim().length > 0 : who !== '');
  const style = (b: FaceBox) => ({ left: `${b.x * 100}%`, top: `${b.y * 100}%`, width: `${b.w * 100}%`, height: `${b.h * 100}%` });

  return (
    <div className="face-drawing">
      <div
        ref={area}
        className={aspect ? 'face-canvas sized' : 'face-canvas'}
        style={aspect ? ({ '--aspect': aspect } as CSSProperties) : undefined}
        tabIndex={0}
        role="application"
        aria-label="Draw a box around the face: drag on the picture, or use the arrow keys to move the box and Shift with the arrows to resize it"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onKeyDown={onKey}
        onFocus={() => setBox((b) => b ?? START)}
      >
        <img
          src={mediaUrl('thumb', memory.id)}
          alt="The photo to draw on"
          draggable={false}
          onLoad={(e) => setAspect(e.currentTarget.naturalWidth / e.currentTarget.naturalHeight || null)}
        />
        {memory.faces.map((f) => (
          <span key={f.faceId} className="face-box" style={style(f.box)} aria-hidden="true" />
        ))}
        {box && <span className="face-box drawn" style={style(box)} aria-hidden="true" />}
      </div>
      <form
        className="face-form panel"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) void save();
        }}
      >
        <label htmlFor="face-who">Whose face is this?</label>
        <div className="row">
          <select id="face-who" value={who} onChange={(e) => setWho(e.target.value)}>
            <option value="">Choose…</option>
            {(people ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {personName(p, people)}
              </option>
            ))}
            <option value="new">Someone new…</option>
          </select>
          {who === 'new' && (
            <>
              <label className="visually-hidden" htmlFor="face-name">
                Their name
              </label>
              <input id="face-name" type="text" value={name} placeholder="Their name" onChange={(e) => setName(e.target.value)} />
            </>
          )}
          <button type="submit" disabled={busy || !ready}>
            Save face
          </button>
          <button type="button" onClick={onDone}>
            Cancel
          </button>
        </div>
        {/* Always one line: the picture is centred above this form, and a line appearing or going as the
            drag starts would move the picture under the pointer, putting the box off where it was drawn. */}
        <p className="hint">{box ? 'Drag again to redraw it; arrows move it, Shift with the arrows resizes it.' : 'Drag a box around the face first.'}</p>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
