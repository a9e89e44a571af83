import type { View } from '../routes';
import { useApp } from './context';

/** The views in the nav, with their one-key shortcuts (pressed outside text fields). */
export const NAV_ITEMS: Array<{ view: View; label: string; key: string }> = [
  { view: 'timeline', label: 'Timeline', key: 't' },
  { view: 'events', label: 'Events', key: 'e' },
  { view: 'people', label: 'People', key: 'p' },
  { view: 'duplicates', label: 'Duplicates', key: 'd' },
  { view: 'places', label: 'Places', key: 'm' },
  { view: 'knowledge', label: 'Knowledge', key: 'k' },
  { view: 'chat', label: 'Chat', key: 'c' },
  { view: 'settings', label: 'Settings', key: 's' },
];

export function Nav() {
  const { view, navigate } = useApp((s) => ({ view: s.route.view, navigate: s.navigate }));
  return (
    <nav className="nav" aria-label="Views">
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.view}>
            {/* Real links: they show the address, open with Enter, and work with the browser's history. */}
            <a
              href={`#/${item.view}`}
              aria-current={view === item.view ? 'page' : undefined}
              aria-keyshortcuts={item.key.toUpperCase()}
              onClick={(event) => {
                event.preventDefault();
                navigate({ view: item.view });
              }}
            >
              <span>{item.label}</span>
              <kbd aria-hidden="true">{item.key.toUpperCase()}</kbd>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
