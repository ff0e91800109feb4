// Spec section 5: a required field is missing when its value is undefined,
// null or of zero length; the check fills an errors map keyed by field name.

export type ErrorsMap<K extends string = string> = Partial<Record<K, string>>;

export const REQUIRED = 'required';

export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  return false;
}

/** Errors map with `required` for every listed field whose value is missing. */
export function checkRequired<T extends Record<string, unknown>, K extends keyof T & string>(
  values: T,
  required: readonly K[],
): ErrorsMap<K> {
  const errors: ErrorsMap<K> = {};
  for (const name of required) {
    if (isMissing(values[name])) errors[name] = REQUIRED;
  }
  return errors;
}
