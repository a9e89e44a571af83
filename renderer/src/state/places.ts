import type { OnThisDayYear, PlaceCluster } from '../../../shared/places';
import { describeError } from '../bridge-client';
import type { SliceCreator } from './store';
import { emptyResource, resourceOps, type Resource } from './resource';

export interface OnThisDayState {
  /** The local day asked about (YYYY-MM-DD), null before the first load. */
  today: string | null;
  years: OnThisDayYear[] | null;
  error: string | null;
  /** The user closed the strip for this day. */
  dismissed: boolean;
}

export interface PlacesSlice {
  places: Resource<PlaceCluster>;
  loadPlaces(): Promise<void>;
  onThisDay: OnThisDayState;
  /** Loads the strip for `today` (the viewer's local day), unless it is already loaded for it. */
  loadOnThisDay(today: string): Promise<void>;
  dismissOnThisDay(): void;
}

/** Remembered for the window's session, so a reload the same day keeps the strip closed. */
const DISMISSED_KEY = 'mnemo:on-this-day-dismissed';

/** The viewer's local day, YYYY-MM-DD: "this day" is the user's, not UTC's. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const placesSlice: SliceCreator<PlacesSlice> = (api, set, get, env) => {
  const ops = resourceOps<PlaceCluster>(
    (change) => set((s) => ({ places: { ...s.places, ...change } })),
    () => get().places,
  );
  const patch = (change: Partial<OnThisDayState>): void => set((s) => ({ onThisDay: { ...s.onThisDay, ...change } }));
  return {
    places: emptyResource(),
    loadPlaces: () => ops.load(async () => (await api.places({})).places),
    onThisDay: { today: null, years: null, error: null, dismissed: false },
    async loadOnThisDay(today) {
      const current = get().onThisDay;
      if (current.today === today && (current.years || current.error === null)) return;
      patch({ today, years: null, error: null, dismissed: env.session?.getItem(DISMISSED_KEY) === today });
      try {
        const { years } = await api.onThisDay({ today });
        if (get().onThisDay.today === today) patch({ years });
      } catch (error) {
        if (get().onThisDay.today === today) patch({ error: describeError(error) });
      }
    },
    dismissOnThisDay() {
      const { today } = get().onThisDay;
      if (today) env.session?.setItem(DISMISSED_KEY, today);
      patch({ dismissed: true });
    },
  };
};
