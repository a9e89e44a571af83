import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PlaceCluster } from '../../../../shared/places';
import { formatCount, plural } from '../../format';
import { BASE_HEIGHT, BASE_WIDTH, basemap } from './basemap';
import { clusterName, clusterPlaces, shortName, type MapCluster, type MapPlace } from './cluster';
import { centreOn, clampView, fitView, panBy, zoomAt, ZOOM_STEP, type MapFrame, type MapView } from './map-view';

/** Markers closer than this on screen merge into one. */
const CLUSTER_RADIUS_PX = 36;
/** How far one arrow key press moves the map. */
const PAN_STEP_PX = 80;
/** Town names are drawn beside their markers only while there are few enough not to pile up. */
const MAX_LABELS = 40;

interface Props {
  places: PlaceCluster[];
  /** The open cluster's key, drawn as selected. */
  selected: string | null;
  onOpen(cluster: MapCluster): void;
  /** A town to centre on (from the list beside the map); the nonce makes the same town move it again. */
  focus: { name: string; nonce: number } | null;
}

/**
 * The world from packaged Natural Earth data as SVG, with the towns' photos as counted markers that
 * merge as one zooms out. Drag or arrow keys pan, the wheel or +/− zoom (0 resets), a marker is a
 * button (Tab reaches it, Enter opens its photos).
 */
export default function WorldMap({ places, selected, onOpen, focus }: Props) {
  const world = basemap();
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // What the user made of the view (null: untouched, the whole world); clamped to each size at render.
  const [moved, setMoved] = useState<MapView | null>(null);
  const [seenFocus, setSeenFocus] = useState<Props['focus']>(null);
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);

  const frame: MapFrame | null = useMemo(() => (size ? { baseWidth: BASE_WIDTH, baseHeight: BASE_HEIGHT, ...size } : null), [size]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const view = frame ? (moved ? clampView(moved, frame) : fitView(frame)) : null;
  /** Changes the view from what is on screen now (a resize may have clamped the stored one). */
  const setView = (change: (v: MapView) => MapView): void => {
    if (frame) setMoved((v) => change(v ? clampView(v, frame) : fitView(frame)));
  };

  // The wheel must be a non-passive listener to keep the page from scrolling under the map.
  useEffect(() => {
    const el = box.current;
    if (!el || !frame) return;
    const onWheel = (event: WheelEvent): void => {
      event.preventDefault();
      const r = el.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      setMoved((v) => zoomAt(v ? clampView(v, frame) : fitView(frame), frame, factor, event.clientX - r.left, event.clientY - r.top));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [frame]);

  const located: MapPlace[] = useMemo(
    () =>
      places.flatMap((place) => {
        const at = world.project(place.lon, place.lat);
        return at ? [{ place, x: at[0], y: at[1] }] : [];
      }),
    [places, world],
  );

  // Clusters depend on the zoom only (panning moves them without regrouping); grouping a few
  // thousand towns takes about a millisecond, so it is simply done on each render.
  const clusters = clusterPlaces(located, view ? view.k : 1, CLUSTER_RADIUS_PX);

  // A town picked from the list: centre on it, once per pick (derived during render, not in an effect).
  if (focus !== seenFocus && frame) {
    setSeenFocus(focus);
    const target = focus ? located.find((p) => p.place.name === focus.name) : undefined;
    if (target && view) setMoved(centreOn(view, frame, target.x, target.y, fitView(frame).k * 16));
  }

  const zoomBy = (factor: number): void => {
    if (frame) setView((v) => zoomAt(v, frame, factor, frame.width / 2, frame.height / 2));
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (!frame || event.ctrlKey || event.metaKey || event.altKey) return;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP_PX, 0], ArrowRight: [-PAN_STEP_PX, 0], ArrowUp: [0, PAN_STEP_PX], ArrowDown: [0, -PAN_STEP_PX],
    };
    const step = pan[event.key];
    if (step) setView((v) => panBy(v, frame, step[0], step[1]));
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') setMoved(null);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent): void => {
    if (event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent): void => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId || !frame) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    // A few pixels of wobble is still a click on a marker, not a drag.
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    d.moved = true;
    d.x = event.clientX;
    d.y = event.clientY;
    setView((v) => panBy(v, frame, dx, dy));
  };
  const onPointerUp = (event: PointerEvent): void => {
    const d = drag.current;
    if (d?.id !== event.pointerId) return;
    // After a drag the record stays (as ended) until the next press, so the click that ends the
    // drag does not open the marker under the pointer.
    if (d.moved) d.id = -1;
    else drag.current = null;
  };

  const visible = view && size ? clusters.filter((c) => onScreen(c, view, size)) : [];
  const labels = visible.length <= MAX_LABELS;
  const biggest = clusters.reduce((m, c) => Math.max(m, c.count), 1);

  return (
    <div
      ref={box}
      className="world-map"
      tabIndex={0}
      role="region"
      aria-label="Map of your places. Arrow keys move it, plus and minus zoom, 0 shows the whole world; Tab reaches the places on it."
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown + - 0"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-zoom={view && frame ? (view.k / fitView(frame).k).toFixed(2) : undefined}
    >
      {view && size && (
        <svg width={size.width} height={size.height} role="presentation">
          <g className="map-world" transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            <path className="map-sea" d={world.sphere} />
            <path className="map-graticule" d={world.graticule} vectorEffect="non-scaling-stroke" />
            <path className="map-land" d={world.land} />
            <path className="map-borders" d={world.borders} vectorEffect="non-scaling-stroke" />
            <path className="map-edge" d={world.sphere} vectorEffect="non-scaling-stroke" />
          </g>
          {visible.map((c) => {
            const x = c.x * view.k + view.x;
            const y = c.y * view.k + view.y;
            const r = 9 + 11 * Math.sqrt(Math.log1p(c.count) / Math.log1p(biggest));
            const name = clusterName(c);
            const open = (): void => {
              if (!drag.current?.moved) onOpen(c);
            };
            return (
              <g
                key={c.key}
                className={`map-marker${selected === c.key ? ' selected' : ''}`}
                transform={`translate(${x} ${y})`}
                role="button"
                tabIndex={0}
                aria-label={`${name}: ${plural(c.count, 'photo')}`}
                aria-pressed={selected === c.key}
                data-place={c.key}
                data-count={c.count}
                onClick={open}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    event.stopPropagation();
                    onOpen(c);
                  }
                }}
              >
                <title>{`${name} — ${plural(c.count, 'photo')}`}</title>
                <circle r={r} />
                <text className="map-count" dy="0.35em">
                  {formatCount(c.count)}
                </text>
                {labels && c.places.length === 1 && (
                  <text className="map-label" x={r + 4} dy="0.35em">
                    {shortName(c.key)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
      <div className="map-controls">
        <button type="button" onClick={() => zoomBy(ZOOM_STEP)} aria-label="Zoom in" title="Zoom in (+)">
          +
        </button>
        <button type="button" onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label="Zoom out" title="Zoom out (−)">
          −
        </button>
        <button type="button" onClick={() => setMoved(null)} aria-label="Show the whole world" title="Whole world (0)">
          ⤢
        </button>
      </div>
    </div>
  );
}

function onScreen(c: MapCluster, view: MapView, size: { width: number; height: number }): boolean {
  const x = c.x * view.k + view.x;
  const y = c.y * view.k + view.y;
  const margin = 40;
  return x > -margin && y > -margin && x < size.width + margin && y < size.height + margin;
}
