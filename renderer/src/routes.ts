/**
 * Where the user is, kept in the URL's hash so reload, back and forward work and a memory's detail
 * can be linked: `#/events/<id>?m=<memoryId>`, `#/search?q=beach`.
 */
export const VIEWS = ['timeline', 'search', 'events', 'people', 'duplicates', 'places', 'knowledge', 'chat', 'settings'] as const;
export type View = (typeof VIEWS)[number];

export interface Route {
  view: View;
  /** The event or person shown in detail, in those views. */
  id: string | null;
  /** The search text, in the search view. */
  q: string;
  /** The memory open in the detail dialog, over any view. */
  memory: string | null;
}

export const defaultRoute: Route = { view: 'timeline', id: null, q: '', memory: null };

export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#\/?/, '');
  const [pathPart = '', query = ''] = raw.split('?', 2);
  const [first = '', second] = pathPart.split('/').map((p) => safeDecode(p));
  const params = new URLSearchParams(query);
  const view = (VIEWS as readonly string[]).includes(first) ? (first as View) : 'timeline';
  return {
    view,
    id: second ? second : null,
    q: params.get('q') ?? '',
    memory: params.get('m') || null,
  };
}

export function formatHash(route: Route): string {
  let hash = `#/${route.view}`;
  if (route.id) hash += `/${encodeURIComponent(route.id)}`;
  const params = new URLSearchParams();
  if (route.q) params.set('q', route.q);
  if (route.memory) params.set('m', route.memory);
  const query = params.toString();
  return query ? `${hash}?${query}` : hash;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
