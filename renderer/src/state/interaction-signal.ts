/**
 * The engine's signal that the user is interacting, sent at most every `everyMs` and never from the
 * event that noted it: a scroll event is dispatched inside the frame's rendering steps, so a request
 * started from its listener (or a microtask of it) is paid for by that frame; in bench:ui's scroll
 * while indexing, one such listener took 21 ms of a 50+ ms frame. The request goes out in an idle
 * period between frames instead (or after `IDLE_TIMEOUT_MS` when there is none), well inside the
 * engine's hold (electron/engine/library/interaction.ts INTERACTION_QUIET_MS).
 */
const IDLE_TIMEOUT_MS = 100;

export interface InteractionSignal {
  /** The user interacted now: cheap, for event listeners. */
  note(): void;
}

export function interactionSignal(send: () => Promise<unknown>, everyMs: number): InteractionSignal {
  let lastSent = -Infinity;
  let pending = false;
  const fire = (): void => {
    pending = false;
    // Advice, not a request the page waits for: an engine that can't take it changes nothing here.
    void send().catch(() => undefined);
  };
  return {
    note() {
      const now = performance.now();
      if (pending || now - lastSent < everyMs) return;
      lastSent = now;
      pending = true;
      if (typeof requestIdleCallback === 'function') requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(fire, 0);
    },
  };
}
