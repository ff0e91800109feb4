import { describe, expect, it } from 'vitest';
import { REQUIRED } from '@/lib/validation';
import { acceptanceErrors, dateProblem, latestDay } from './acceptance';

const message = (p: string) => `problem:${p}`;
const base = { response: 'accept', acceptance_justification: '', acceptance_expires_on: '', next_review_on: '' };

describe('acceptance rules', () => {
  it('asks an accepted risk why and until when', () => {
    expect(acceptanceErrors(base, '2027-06-15', message)).toEqual({
      acceptance_justification: REQUIRED,
      acceptance_expires_on: REQUIRED,
    });
  });

  it('asks nothing of another response, and ignores its leftover expiry', () => {
    expect(
      acceptanceErrors({ ...base, response: 'monitor', acceptance_expires_on: '2020-01-01' }, '2027-06-15', message),
    ).toEqual({});
  });

  it('refuses a past or too distant day unless the risk keeps the one it has', () => {
    const fields = { ...base, acceptance_justification: 'why', acceptance_expires_on: '2027-06-14', next_review_on: '2031-01-01' };
    expect(acceptanceErrors(fields, '2027-06-15', message)).toEqual({
      acceptance_expires_on: 'problem:past',
      next_review_on: 'problem:tooFar',
    });
    expect(
      acceptanceErrors(fields, '2027-06-15', message, { acceptance_expires_on: '2027-06-14', next_review_on: '2031-01-01' }),
    ).toEqual({});
  });

  it('allows up to three years ahead to the day', () => {
    expect(latestDay('2027-06-15')).toBe('2030-06-15');
    expect(dateProblem('2030-06-15', '2027-06-15')).toBeNull();
    expect(dateProblem('2030-06-16', '2027-06-15')).toBe('tooFar');
    expect(dateProblem('2027-06-15', '2027-06-15')).toBeNull();
  });
});
