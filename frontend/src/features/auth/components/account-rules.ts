// The checks the account pages share (register, forgot and reset password),
// each giving the message in the reader's language, or null when it passes.
import type { TFunction } from 'i18next';

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required, and shaped like an address (blanks around it do not count). */
export function emailError(value: string, t: TFunction<'auth-pages'>): string | null {
  if (!value.trim()) return t('register.required');
  return EMAIL.test(value.trim()) ? null : t('register.emailInvalid');
}

/** A new password of at least MIN_PASSWORD_LENGTH characters. */
export function newPasswordError(value: string, t: TFunction<'auth-pages'>): string | null {
  return value.length >= MIN_PASSWORD_LENGTH ? null : t('register.passwordLength', { count: MIN_PASSWORD_LENGTH });
}
