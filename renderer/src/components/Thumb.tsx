import { startTransition, useEffect, useReducer, useState } from 'react';
import { mediaUrl, tileThumbKind } from '../media';
import type { ThumbBatches } from '../thumb-batches';

interface Props {
  id: string;
  /** What the button says to a screen reader (kind, time, place). */
  label: string;
  onOpen: () => void;
  /** How many near-duplicates the cell stands for (1: none). */
  duplicates?: number;
  video?: boolean;
  /** The memory has no thumbnail (yet): show its name instead of a broken image. */
  missing?: boolean;
  /** Timeline cells are already windowed; long plain lists load lazily. */
  lazy?: boolean;
  selected?: boolean;
  /** Pressed state, for thumbnails that select rather than open. */
  pressed?: boolean;
  /** Don't ask for the image yet (the grid is flying past); the cell stays, and an image already asked for stays too. */
  defer?: boolean;
  /** The cell's size in px, when known: the image gets it as its size, so it never moves the layout. */
  size?: number;
  /** The thumbnail's own version (MemorySummary.thumbVersion): its URL is then cached for good. */
  version?: string | null;
  /** The timeline's batches: the image comes from its batch when it has one (thumb-batches.ts). */
  batches?: ThumbBatches | null;
  className?: string;
}

/** A memory as a square thumbnail button. */
export function Thumb({ id, label, onOpen, duplicates = 1, video = false, missing = false, lazy = true, selected, pressed, defer = false, size, version, batches = null, className }: Props) {
  // Once asked for, the image is kept when the grid starts flying again: dropping it would only make
  // the cell blink and the image be decoded and painted once more when the grid slows down.
  const [asked, setAsked] = useState(!defer);
  if (!defer && !asked) setAsked(true);
  const showing = asked || !defer;
  // A cell the grid flies past shows no image: it does not look at its batch either.
  const fromBatch = showing ? batches?.get(id) : undefined;
  // An arriving batch tells up to 200 cells at once. As a store snapshot (useSyncExternalStore) that
  // was one synchronous render of every cell on screen in the task that received the batch (up to
  // 31 ms of CPU in bench:ui's scrolls); as a transition React renders them in slices between frames.
  const [, changed] = useReducer((n: number) => n + 1, 0);
  // Only a cell that shows its image listens: the batch makes URLs for the cells listening when it arrives.
  useEffect(() => {
    if (!batches || !showing) return;
    const stop = batches.watch(id, () => startTransition(changed));
    // What arrived between this render and the subscription.
    if (batches.get(id) !== fromBatch) startTransition(changed);
    return stop;
  }, [batches, id, fromBatch, showing]);
  // A batch's image that fails to show (a policy, a bad slice) is tried once more from its own URL.
  const [own, setOwn] = useState(false);
  const batched = own ? undefined : fromBatch;
  const [broken, setBroken] = useState(missing);
  const extra = duplicates > 1 ? `, shown once for ${duplicates} near-duplicates` : '';
  return (
    <button
      type="button"
      className={`thumb${broken ? ' thumb-missing' : ''}${selected ? ' thumb-selected' : ''}${className ? ` ${className}` : ''}`}
      onClick={onOpen}
      aria-label={`${label}${extra}`}
      title={label}
      aria-pressed={pressed}
      data-memory={id}
    >
      {!showing || batched === 'pending' ? null : broken ? (
        <span className="thumb-text" aria-hidden="true">
          No preview
        </span>
      ) : (
        <img
          src={batched ?? mediaUrl(tileThumbKind(), id, version)}
          alt=""
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          draggable={false}
          width={size}
          height={size}
          onError={() => (batched ? setOwn(true) : setBroken(true))}
        />
      )}
      {video && (
        <span className="thumb-badge" aria-hidden="true">
          ▶
        </span>
      )}
      {duplicates > 1 && (
        <span className="thumb-count" aria-hidden="true">
          ×{duplicates}
        </span>
      )}
    </button>
  );
}

