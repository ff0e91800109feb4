// Small shared pieces of the control and action-plan forms.
import { isApiError } from '@/lib/api-client';
import type { ActionPlanStatus, ControlIntention, Frequency, Level, Repeat } from '../../api/types';

export const INTENTIONS: readonly ControlIntention[] = ['prevent', 'detect', 'correct'];
/** Criticality and priority levels, worst first. */
export const LEVELS: readonly Level[] = ['High', 'Medium', 'Low'];

/** A 409 from a save: a stale version (someone else saved first); nothing was overwritten. */
export function isStale(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export const FREQUENCIES: readonly Frequency[] = ['one_off', 'periodic', 'continuous'];
export const REPEATS: readonly Exclude<Repeat, ''>[] = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'semiannually',
  'annually',
];

export const PLAN_STATUSES: readonly ActionPlanStatus[] = ['in_progress', 'incomplete', 'blocked', 'complete'];
