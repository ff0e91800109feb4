import { describe, expect, it } from 'vitest';
import { localToday, planDateProblem } from './plan-dates';

describe('planDateProblem', () => {
  const today = '2026-11-25';

  it('refuses a due date before the start', () => {
    expect(planDateProblem({ start_date: '2026-12-10', due_date: '2026-12-01' }, today)).toBe('dueBeforeStart');
  });

  it('refuses a due date set in the past, but not today or later', () => {
    expect(planDateProblem({ start_date: '', due_date: '2026-11-24' }, today)).toBe('duePast');
    expect(planDateProblem({ start_date: '', due_date: today }, today)).toBeNull();
    expect(planDateProblem({ start_date: '2026-11-01', due_date: '2026-12-01' }, today)).toBeNull();
  });

  it('lets an overdue plan keep its date, not move it further into the past', () => {
    expect(planDateProblem({ start_date: '2026-10-01', due_date: '2026-11-01' }, today, '2026-11-01')).toBeNull();
    expect(planDateProblem({ start_date: '2026-10-01', due_date: '2026-10-20' }, today, '2026-11-01')).toBe('duePast');
  });

  it('says nothing about a missing due date (the Required tag does)', () => {
    expect(planDateProblem({ start_date: '2026-12-01', due_date: '' }, today)).toBeNull();
  });
});

describe('localToday', () => {
  it('is the local calendar date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
