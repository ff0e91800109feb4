// The password strength meter of the input page: five rules, the share of
// them met as a 0–100 score, and the colour of the bar.

export const PASSWORD_RULES = [
  { key: 'length', test: (value: string) => value.length >= 8 },
  { key: 'lower', test: (value: string) => /[a-z]/.test(value) },
  { key: 'upper', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'digit', test: (value: string) => /[0-9]/.test(value) },
  { key: 'symbol', test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

/** 0 for an empty password, 100 when every rule is met. */
export function passwordStrength(value: string): number {
  if (!value) return 0;
  const met = PASSWORD_RULES.filter((rule) => rule.test(value)).length;
  return Math.round((met / PASSWORD_RULES.length) * 100);
}

export function strengthColor(score: number): 'danger' | 'warning' | 'success' {
  if (score >= 100) return 'success';
  if (score >= 60) return 'warning';
  return 'danger';
}
