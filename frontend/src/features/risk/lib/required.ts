// Spec section 5 for the risk forms: a required field is missing when its
// value is undefined, null or empty (text of only spaces counts as empty, as
// on the server); the checks fill an errors map keyed by the API's field names
// (`title`, `net_override.justification`, `new_controls.0.title`, ...), so
// the server's 422 `fields` land on the same inputs.
import { requiredErrors, type FieldErrors } from '@/lib/field-errors';
// The generic checks live in @/lib/field-errors (shared with the incident form).
export { missing, reflag, requiredErrors, type FieldErrors } from '@/lib/field-errors';
import type { OverrideFields, RiskFields } from './risk-fields';

export const IDENTIFY_REQUIRED = ['title', 'category_id', 'function_id', 'owner_id'] as const;
export const GROSS_REQUIRED = ['gross_likelihood', 'gross_impact'] as const;
export const CONTROL_REQUIRED = ['title', 'intention', 'criticality', 'state', 'adequacy', 'effectiveness'] as const;
export const PLAN_REQUIRED = ['title', 'priority', 'due_date'] as const;
export const OVERRIDE_REQUIRED = ['likelihood', 'impact', 'justification'] as const;

export function riskFieldErrors(fields: RiskFields, names: readonly (keyof RiskFields)[]): FieldErrors {
  return requiredErrors(fields, names);
}

/** An override needs its position and a justification. */
export function overrideErrors(override: OverrideFields): FieldErrors {
  return override.enabled ? requiredErrors(override, OVERRIDE_REQUIRED, 'net_override.') : {};
}

/** Each item's missing fields, keyed `list.index.field`. */
export function listErrors(items: readonly object[], names: readonly string[], list: string): FieldErrors {
  return Object.assign({}, ...items.map((item, index) => requiredErrors(item, names, `${list}.${index}.`))) as FieldErrors;
}

/**
 * The errors after item `index` of `list` was removed: its errors dropped, the
 * later items' errors moved down one place.
 */
export function withoutItem(errors: FieldErrors, list: string, index: number): FieldErrors {
  const pattern = new RegExp(`^${list}\\.(\\d+)\\.(.+)$`);
  const next: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = pattern.exec(key);
    if (!match) {
      next[key] = message;
      continue;
    }
    const at = Number(match[1]);
    if (at === index) continue;
    next[at > index ? `${list}.${at - 1}.${match[2]}` : key] = message;
  }
  return next;
}

/** The server's field keys as the forms use them (a `risk.` prefix dropped). */
export function normalizeServerFields(fields: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^risk\./, ''), message]));
}
