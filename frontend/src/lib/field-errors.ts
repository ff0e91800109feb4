// Spec section 5 for the forms with many fields (risk, incident): a required
// field is missing when its value is undefined, null or empty (text of only
// spaces counts as empty, as on the server); the checks fill an errors map
// keyed by the API's field names, so the server's 422 `fields` land on the
// same inputs. A missing required field gets a red border and the red
// 'Required' tag beside its label; any other message shows under the field.
import { isMissing, REQUIRED } from './validation';

export type FieldErrors = Record<string, string>;

/** Missing, with text of only spaces counting as empty. */
export function missing(value: unknown): boolean {
  return isMissing(typeof value === 'string' ? value.trim() : value);
}

/** `Required` for each listed field of `values` that is missing, keyed `prefix + name`. */
export function requiredErrors(values: object, names: readonly string[], prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  const record = values as Record<string, unknown>;
  for (const name of names) {
    if (missing(record[name])) errors[`${prefix}${name}`] = REQUIRED;
  }
  return errors;
}

/**
 * The error of a field after it was edited: `Required` when a required field
 * became missing, none otherwise (a server message goes once edited).
 */
export function reflag(errors: FieldErrors, key: string, value: unknown, required: boolean): FieldErrors {
  const next = { ...errors };
  if (required && missing(value)) next[key] = REQUIRED;
  else delete next[key];
  return next;
}

/** Mantine's `error` prop for a field: true (border only) when missing, else the message. */
export function errorProp(errors: FieldErrors, key: string): boolean | string | undefined {
  const error = errors[key];
  if (!error) return undefined;
  return error === REQUIRED ? true : error;
}

/** Whether the field is flagged missing (the Required tag shows). */
export function isFlagged(errors: FieldErrors, key: string): boolean {
  return errors[key] === REQUIRED;
}

/** Ids of the DOM element of a field, to focus the first field with an error. */
export function fieldId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}
