import { describe, expect, it } from 'vitest';
import { cardMask, cardType } from './card-type';
import { EMPTY_SIGN_UP, validateSignUp } from './formik-rules';
import { passwordStrength, strengthColor } from './password-strength';
import { samplePeople } from './sample-people';
import { selectAllState, toggleAll } from './select-all';
import { EMPTY_WIZARD, stepErrors } from './wizard';

describe('sample people', () => {
  it('are the same on every call and have unique e-mails', () => {
    const first = samplePeople(100);
    expect(samplePeople(100)).toEqual(first);
    expect(first).toHaveLength(100);
    expect(new Set(first.map((p) => p.email)).size).toBe(100);
    expect(first.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.startDate))).toBe(true);
    expect(samplePeople(100, 2)).not.toEqual(first);
  });
});

describe('select all', () => {
  const all = ['a', 'b', 'c'];
  it('is indeterminate when some are selected and checked when all are', () => {
    expect(selectAllState([], all)).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState(['a'], all)).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState(['a', 'b', 'c'], all)).toEqual({ checked: true, indeterminate: false });
  });
  it('selects everything unless everything is selected', () => {
    expect(toggleAll(['a'], all)).toEqual(all);
    expect(toggleAll(all, all)).toEqual([]);
  });
});

describe('card type', () => {
  it('is told by the leading digits', () => {
    expect(cardType('4111')).toBe('visa');
    expect(cardType('5500 00')).toBe('mastercard');
    expect(cardType('3782')).toBe('amex');
    expect(cardType('6011')).toBe('discover');
    expect(cardType('9')).toBe('unknown');
    expect(cardMask('amex')).toBe('0000 000000 00000');
    expect(cardMask('visa')).toBe('0000 0000 0000 0000');
  });
});

describe('password strength', () => {
  it('grows with the rules met', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(20);
    expect(passwordStrength('Abcdefg1!')).toBe(100);
    expect(strengthColor(100)).toBe('success');
    expect(strengthColor(20)).toBe('danger');
  });
});

describe('wizard steps', () => {
  it('flags the missing and invalid account fields', () => {
    expect(stepErrors(0, EMPTY_WIZARD)).toEqual({ username: 'required', email: 'required', password: 'required', confirm: 'required' });
    expect(stepErrors(0, { ...EMPTY_WIZARD, username: 'ab', email: 'x', password: 'short', confirm: 'other' })).toEqual({
      email: 'email',
      password: 'passwordLength',
      confirm: 'mismatch',
    });
    expect(stepErrors(0, { ...EMPTY_WIZARD, username: 'ab', email: 'a@b.co', password: 'long enough', confirm: 'long enough' })).toEqual({});
  });
  it('lets the optional social step through empty', () => {
    expect(stepErrors(3, EMPTY_WIZARD)).toEqual({});
    expect(stepErrors(3, { ...EMPTY_WIZARD, linkedin: 'not a url' })).toEqual({ linkedin: 'url' });
  });
});

describe('formik sign-up rules', () => {
  it('names every problem and passes a valid form', () => {
    expect(validateSignUp(EMPTY_SIGN_UP)).toEqual({
      fullName: 'required',
      email: 'required',
      password: 'required',
      confirm: 'required',
      age: 'required',
      role: 'required',
      terms: 'terms',
    });
    const valid = { fullName: 'Ana Silva', email: 'ana@example.com', password: 'secret-123', confirm: 'secret-123', age: 30, role: 'auditor', terms: true };
    expect(validateSignUp(valid)).toEqual({});
    expect(validateSignUp({ ...valid, age: 12 })).toEqual({ age: 'ageRange' });
  });
});
