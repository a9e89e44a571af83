import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PlaceCluster } from '../../../shared/places';
import { Empty, ErrorState, Loading } from '../components/States';
import { Thumb } from '../components/Thumb';
import { useApp } from '../components/context';
import { formatCount, plural } from '../format';
import { clusterMemoryIds, clusterName, type MapCluster } from './places/cluster';

// The map and its world data (~110 kB of Natural Earth) load when this view first opens, not with the app.
const WorldMap = lazy(() => import('./places/WorldMap'));

/** What is open below the map: one marker's or one listed town's photos. */
interface Opened {
  key: string;
  name: string;
  ids: string[];
}

/** Photos shown at once for a place; more on request (a home town can hold tens of thousands). */
const PAGE = 300;

/** The towns the photos were taken in, on an offline world map and as a list; a place opens its photos. */
export function PlacesView() {
  const { places, loadPlaces } = useApp((s) => ({ places: s.places, loadPlaces: s.loadPlaces }));
  const [opened, setOpened] = useState<Opened | null>(null);
  const [focus, setFocus] = useState<{ name: string; nonce: number } | null>(null);

  useEffect(() => {
    void loadPlaces();
  }, [loadPlaces]);

  const list = places.list;
  const photos = list?.reduce((n, p) => n + p.count, 0) ?? 0;
  const openCluster = (c: MapCluster): void => setOpened({ key: c.key, name: clusterName(c), ids: clusterMemoryIds(c) });
  const openPlace = (p: PlaceCluster): void => {
    setOpened({ key: p.name, name: p.name, ids: p.memoryIds });
    setFocus((f) => ({ name: p.name, nonce: (f?.nonce ?? 0) + 1 }));
  };

  let body;
  if (!list && places.error) body = <ErrorState title="Couldn't load your places" message={places.error} onRetry={() => void loadPlaces()} />;
  else if (!list) body = <Loading label="Finding where your photos were taken…" />;
  else if (list.length === 0) {
    body = (
      <Empty title="No photos with a location yet">
        <p>Photos taken with location services on appear here, on a map drawn on this device.</p>
      </Empty>
    );
  } else {
    body = (
      <>
        <div className="places-body">
          <Suspense fallback={<Loading label="Drawing the map…" />}>
            <WorldMap places={list} selected={opened?.key ?? null} onOpen={openCluster} focus={focus} />
          </Suspense>
          <nav className="place-list" aria-labelledby="place-list-title">
            <h2 id="place-list-title">All places</h2>
            <ol>
              {list.map((p) => (
                <li key={p.name}>
                  <button type="button" className="link" aria-pressed={opened?.key === p.name} onClick={() => openPlace(p)}>
                    <span className="place-name">{p.name}</span>
                    <span className="place-count" aria-label={plural(p.count, 'photo')}>
                      {formatCount(p.count)}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        {opened && <PlacePhotos key={opened.key} opened={opened} onClose={() => setOpened(null)} />}
      </>
    );
  }

  return (
    <section className="places" aria-labelledby="places-title">
      <div className="view-head">
        <h1 id="places-title">Places</h1>
        {list && list.length > 0 && (
          <p className="muted">
            {plural(list.length, 'place')} · {plural(photos, 'photo')} with a location
          </p>
        )}
      </div>
      {body}
    </section>
  );
}

function PlacePhotos({ opened, onClose }: { opened: Opened; onClose: () => void }) {
  const openMemory = useApp((s) => s.openMemory);
  const [shown, setShown] = useState(PAGE);
  const title = useRef<HTMLHeadingElement>(null);
  // The photos are what the user asked for: focus moves there (a new place is a new component).
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const ids = opened.ids.slice(0, shown);
  return (
    <section className="panel place-photos" aria-labelledby="place-photos-title">
      <div className="panel-head">
        <h2 id="place-photos-title" ref={title} tabIndex={-1}>
          {opened.name} <span className="muted">· {plural(opened.ids.length, 'photo')}</span>
        </h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="thumb-grid">
        {ids.map((id, i) => (
          <Thumb key={id} id={id} label={`Photo ${i + 1} of ${opened.ids.length} in ${opened.name}`} onOpen={() => openMemory(id, opened.ids)} />
        ))}
      </div>
      {opened.ids.length > shown && (
        <button type="button" className="more" onClick={() => setShown(shown + PAGE)}>
          Show {formatCount(Math.min(PAGE, opened.ids.length - shown))} more
        </button>
      )}
    </section>
  );
}
