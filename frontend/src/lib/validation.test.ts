import { describe, expect, it } from 'vitest';
import { checkRequired, isMissing } from './validation';

describe('required-field check (spec section 5)', () => {
  it('treats undefined, null and zero-length values as missing', () => {
    expect(isMissing(undefined)).toBe(true);
    expect(isMissing(null)).toBe(true);
    expect(isMissing('')).toBe(true);
    expect(isMissing([])).toBe(true);
    expect(isMissing('a')).toBe(false);
    expect(isMissing(0)).toBe(false);
    expect(isMissing(false)).toBe(false);
  });

  it('fills the errors map for each listed field that is missing', () => {
    const values = { email: '', password: 'secret', name: null as string | null };
    expect(checkRequired(values, ['email', 'password', 'name'])).toEqual({ email: 'required', name: 'required' });
    expect(checkRequired(values, ['password'])).toEqual({});
  });
});
