import { describe, expect, it } from 'vitest';
import { checkRequired, editField, hasErrors, isMissing, REQUIRED, type FormState } from './validation';

describe('isMissing (spec section 5)', () => {
  it('treats undefined, null and zero-length values as missing', () => {
    expect(isMissing(undefined)).toBe(true);
    expect(isMissing(null)).toBe(true);
    expect(isMissing('')).toBe(true);
    expect(isMissing([])).toBe(true);
  });

  it('treats everything else as a value, 0 and false included', () => {
    expect(isMissing('a')).toBe(false);
    expect(isMissing(' ')).toBe(false);
    expect(isMissing(['x'])).toBe(false);
    expect(isMissing(0)).toBe(false);
    expect(isMissing(false)).toBe(false);
    expect(isMissing({})).toBe(false);
  });
});

describe('checkRequired', () => {
  it('fills the errors map for each listed field that is missing', () => {
    const values = { email: '', password: 'secret', name: null as string | null, tags: [] as string[] };
    expect(checkRequired(values, ['email', 'password', 'name', 'tags'])).toEqual({
      email: REQUIRED,
      name: REQUIRED,
      tags: REQUIRED,
    });
  });

  it('checks only the listed fields', () => {
    const values = { email: '', password: 'secret' };
    expect(checkRequired(values, ['password'])).toEqual({});
    expect(checkRequired(values, [])).toEqual({});
  });

  it('flags a listed field that is absent from the values', () => {
    const values: { title?: string } = {};
    expect(checkRequired(values, ['title'])).toEqual({ title: REQUIRED });
  });
});

describe('editField', () => {
  type Fields = { title: string | null; notes: string };
  const start: FormState<Fields> = { fields: { title: 'Risk', notes: '' }, errors: {} };

  it('stores the value without touching the old state', () => {
    const next = editField(start, 'notes', 'more');
    expect(next.fields).toEqual({ title: 'Risk', notes: 'more' });
    expect(start.fields.notes).toBe('');
  });

  it('flags a required field emptied or set to null', () => {
    expect(editField(start, 'title', '', true).errors).toEqual({ title: REQUIRED });
    expect(editField(start, 'title', null, true).errors).toEqual({ title: REQUIRED });
  });

  it('clears the flag once the required field is filled again', () => {
    const flagged = editField(start, 'title', '', true);
    expect(editField(flagged, 'title', 'Back', true).errors).toEqual({});
  });

  it('never flags an optional field, and clears its old error', () => {
    const withError: FormState<Fields> = { ...start, errors: { notes: 'Too long' } };
    expect(editField(withError, 'notes', '').errors).toEqual({});
  });

  it('keeps the other fields errors', () => {
    const withError: FormState<Fields> = { ...start, errors: { notes: 'Too long' } };
    expect(editField(withError, 'title', '', true).errors).toEqual({ notes: 'Too long', title: REQUIRED });
  });
});

describe('hasErrors', () => {
  it('is true only when a message is present', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: undefined })).toBe(false);
    expect(hasErrors({ a: REQUIRED })).toBe(true);
  });
});
