// Spec section 5: a required field is missing when its value is undefined,
// null or of zero length; the check runs over a list of named required fields
// and fills an errors map keyed by field name. Editing a required field stores
// its value and flags it missing when it is null or empty.

export type ErrorsMap<K extends string = string> = Partial<Record<K, string>>;

/** The spec's form state: the values and the errors, each keyed by field name. */
export type FormState<T extends Record<string, unknown>> = {
  fields: T;
  errors: ErrorsMap<keyof T & string>;
};

/** The errors-map marker of a missing required field (shown as the red "Required" tag). */
export const REQUIRED = 'required';

/** Undefined, null, or a string or list of zero length. (0 and false are values.) */
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

/**
 * One field edited: its value is stored; a required field is flagged missing
 * when the new value is, and its `required` flag cleared once it is filled. A
 * field's other errors (e.g. from the server) are cleared by any edit.
 */
export function editField<T extends Record<string, unknown>, K extends keyof T & string>(
  state: FormState<T>,
  name: K,
  value: T[K],
  required = false,
): FormState<T> {
  const errors = { ...state.errors };
  if (required && isMissing(value)) errors[name] = REQUIRED;
  else delete errors[name];
  return { fields: { ...state.fields, [name]: value }, errors };
}

/** True when the errors map holds at least one error. */
export function hasErrors(errors: ErrorsMap): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
