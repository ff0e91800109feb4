import { describe, expect, it } from 'vitest';
import { mergeBundles } from './merge';

describe('mergeBundles', () => {
  it('joins the branches of several files', () => {
    expect(mergeBundles({ errors: { A: 'a' } }, { errors: { B: 'b' }, x: 'y' })).toEqual({
      errors: { A: 'a', B: 'b' },
      x: 'y',
    });
  });

  it('refuses a key defined in two files', () => {
    expect(() => mergeBundles({ errors: { A: 'a' } }, { errors: { A: 'again' } })).toThrow('errors.A');
  });
});
