// The rules of a risk's acceptance and review dates, checked on the screen
// before the server does (it refuses the same with a 422, services/risk
// domain::validate, docs/risk-acceptance.md):
// - an accepted risk says why and until when;
// - an expiry or review day set now is not in the past and at most 3 years
//   ahead; a risk may keep the day it has (an overdue review stays overdue
//   while other fields are edited).
import type { FieldErrors } from './required';
import { REQUIRED } from '@/lib/validation';

/** What is wrong with a date, as a key under `riskReview.problems`. */
export type DateProblem = 'past' | 'tooFar';

/** The last day (YYYY-MM-DD) a date may be set to from `today`. */
export function latestDay(today: string): string {
  const [y = 1970, m = 1, d = 1] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y + 3, m - 1, d));
  return last.toISOString().slice(0, 10);
}

/** The problem of a day set now, or null; `kept`: the day the risk has. */
export function dateProblem(value: string, today: string, kept?: string): DateProblem | null {
  if (!value || value === kept) return null;
  if (value < today) return 'past';
  if (value > latestDay(today)) return 'tooFar';
  return null;
}

type AcceptanceFields = {
  response: string;
  acceptance_justification: string;
  acceptance_expires_on: string;
  next_review_on: string;
};

/**
 * The errors of a risk's acceptance and review fields; `message` turns a
 * date problem into the text shown; `kept`: the saved risk's days.
 */
export function acceptanceErrors(
  fields: AcceptanceFields,
  today: string,
  message: (problem: DateProblem) => string,
  kept: { acceptance_expires_on?: string; next_review_on?: string } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.response === 'accept') {
    if (!fields.acceptance_justification.trim()) errors.acceptance_justification = REQUIRED;
    if (!fields.acceptance_expires_on) errors.acceptance_expires_on = REQUIRED;
    const expiry = dateProblem(fields.acceptance_expires_on, today, kept.acceptance_expires_on);
    if (expiry) errors.acceptance_expires_on = message(expiry);
  }
  const review = dateProblem(fields.next_review_on, today, kept.next_review_on);
  if (review) errors.next_review_on = message(review);
  return errors;
}
