/** The album life plans the evaluation knows, by id. */
import { HOLDOUT_PLAN } from './holdout/life';
import { DEV_PLAN } from './life';
import type { LifePlan } from './plan';

export const PLANS = { dev: DEV_PLAN, holdout: HOLDOUT_PLAN } satisfies Record<LifePlan['id'], LifePlan>;

export function planById(id: string): LifePlan {
  if (id !== 'dev' && id !== 'holdout') throw new Error(`unknown album plan "${id}" (dev | holdout)`);
  return PLANS[id];
}
