// The date rules of an action plan, checked on the screen before the server
// does (it refuses the same with a 422, services/risk domain::validate):
// - the due date is not before the start date;
// - a due date set now is not in the past; an existing plan may keep the
//   date it has (an overdue plan is edited without moving its date).

/** What is wrong with a plan's dates, as a key under `actionPlans.form`. */
export type PlanDateProblem = 'dueBeforeStart' | 'duePast';

/** Today's date where the user is, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first problem of the dates, or null; `kept` is the due date the plan has (none for a new one). */
export function planDateProblem(
  plan: { start_date: string; due_date: string },
  today: string,
  kept?: string,
): PlanDateProblem | null {
  if (!plan.due_date) return null;
  if (plan.start_date && plan.due_date < plan.start_date) return 'dueBeforeStart';
  if (plan.due_date !== kept && plan.due_date < today) return 'duePast';
  return null;
}
