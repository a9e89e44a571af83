import type { ReactNode } from 'react';
import { formatHash } from '../routes';
import { useApp } from './context';

/** A link to an event's detail: a real href (open in a new tab, copy) that navigates in place on click. */
export function EventLink({ id, children }: { id: string; children: ReactNode }) {
  const navigate = useApp((s) => s.navigate);
  return (
    <a
      href={formatHash({ view: 'events', id, q: '', memory: null })}
      onClick={(e) => {
        e.preventDefault();
        navigate({ view: 'events', id });
      }}
    >
      {children}
    </a>
  );
}
