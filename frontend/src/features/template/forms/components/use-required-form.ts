// A small form state over the spec's required-field rules (lib/validation):
// edits store the value and flag a missing required field, submit checks
// every required field and keeps the values when none is missing.
import { useState, type FormEvent } from 'react';
import { checkRequired, editField, hasErrors, REQUIRED, type FormState } from '@/lib/validation';

export function useRequiredForm<T extends Record<string, unknown>>(initial: T, required: readonly (keyof T & string)[]) {
  const [state, setState] = useState<FormState<T>>({ fields: initial, errors: {} });
  const [submitted, setSubmitted] = useState<T | null>(null);

  function set<K extends keyof T & string>(name: K, value: T[K]) {
    setState((current) => editField(current, name, value, required.includes(name)));
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const errors = checkRequired(state.fields, required);
    setState((current) => ({ ...current, errors }));
    setSubmitted(hasErrors(errors) ? null : state.fields);
  }

  function reset() {
    setState({ fields: initial, errors: {} });
    setSubmitted(null);
  }

  return {
    values: state.fields,
    errors: state.errors,
    submitted,
    set,
    submit,
    reset,
    missing: (name: keyof T & string) => state.errors[name] === REQUIRED,
    isRequired: (name: keyof T & string) => required.includes(name),
  };
}

export type RequiredForm<T extends Record<string, unknown>> = ReturnType<typeof useRequiredForm<T>>;
