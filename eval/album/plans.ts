/** The album life plans the evaluation knows, by id. */
import { BLIND_PLAN } from './blind/life';
import { BLIND2_PLAN } from './blind2/life';
import { BLIND3_PLAN } from './blind3/life';
import { BLIND4_PLAN } from './blind4/life';
import { BLIND5_PLAN } from './blind5/life';
import { BLIND6_PLAN } from './blind6/life';
import { BLIND7_PLAN } from './blind7/life';
import { BLIND8_PLAN } from './blind8/life';
import { BLIND9_PLAN } from './blind9/life';
import { BLIND10_PLAN } from './blind10/life';
import { BLIND11_PLAN } from './blind11/life';
import { BLIND12_PLAN } from './blind12/life';
import { FRESH_PLAN } from './fresh/life';
import { HOLDOUT_PLAN } from './holdout/life';
import { NOVEL_PLAN } from './novel/life';
import { DEV_PLAN } from './life';
import type { LifePlan } from './plan';
import { UNSEEN_PLAN } from './unseen/life';

export const PLANS = { dev: DEV_PLAN, holdout: HOLDOUT_PLAN, unseen: UNSEEN_PLAN, fresh: FRESH_PLAN, novel: NOVEL_PLAN, blind: BLIND_PLAN, blind2: BLIND2_PLAN, blind3: BLIND3_PLAN, blind4: BLIND4_PLAN, blind5: BLIND5_PLAN, blind6: BLIND6_PLAN, blind7: BLIND7_PLAN, blind8: BLIND8_PLAN, blind9: BLIND9_PLAN, blind10: BLIND10_PLAN, blind11: BLIND11_PLAN, blind12: BLIND12_PLAN } satisfies Record<LifePlan['id'], LifePlan>;

export function planById(id: string): LifePlan {
  if (!Object.hasOwn(PLANS, id)) throw new Error(`unknown album plan "${id}" (${Object.keys(PLANS).join(' | ')})`);
  return PLANS[id as LifePlan['id']];
}
