// How a field shows its entry of the errors map: a missing required field gets
// a red border and the red 'Required' tag beside its label; any other message
// shows under the field.
import { REQUIRED } from '@/lib/validation';
import type { FieldErrors } from '../../lib/required';

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
