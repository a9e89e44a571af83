import type { ApiName } from '../../shared/contract';
import type { MnemoBridge } from '../../shared/ipc';

type Call = readonly [name: ApiName, input: unknown];

/**
 * `bridge`, with `calls` asked for now: the first call of each (same name, same input) later gets
 * the answer already under way, later ones go to the engine as usual. The page starts the first
 * screen's calls (boot.ts) before the rest of its script is evaluated; the store, built afterwards,
 * makes the same calls as it always does.
 */
export function withEarlyCalls(bridge: MnemoBridge, calls: readonly Call[]): MnemoBridge {
  const key = (name: string, input: unknown): string => `${name} ${JSON.stringify(input ?? {})}`;
  const early = new Map<string, Promise<unknown>>();
  for (const [name, input] of calls) {
    const answer = (bridge[name] as (input: unknown) => Promise<unknown>)(input);
    // Not unhandled while nobody has asked yet: the caller that takes it sees the failure.
    answer.catch(() => undefined);
    early.set(key(name, input), answer);
  }
  return new Proxy(bridge, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof name !== 'string' || name === 'on' || typeof value !== 'function') return value;
      return (input: unknown) => {
        const k = key(name, input);
        const answer = early.get(k);
        if (!answer) return (value as (input: unknown) => Promise<unknown>)(input);
        early.delete(k);
        return answer;
      };
    },
  });
}
