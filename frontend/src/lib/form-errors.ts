// Server-side validation: a 422 carries `fields` keyed by form field name;
// these turn it into a form's errors map, in the user's language where the
// server's English text is a known one.
import { isApiError } from './api-client';
import i18n from './i18n';
import { REQUIRED } from './validation';

/** The gateway's English field messages and their translation keys. */
const KNOWN_MESSAGES: Record<string, { key: string; options?: Record<string, unknown> }> = {
  'Please enter a valid email address.': { key: 'validation.email' },
  'Use at least 8 characters.': { key: 'validation.passwordLength', options: { count: 8 } },
  'Wrong password': { key: 'validation.wrongPassword' },
  'No such role.': { key: 'validation.noSuchRole' },
  'Choose a password different from the current one.': { key: 'auth.changePassword.sameAsCurrent' },
  "Use 2-32 lowercase letters, digits, '-' or '_', starting with a letter.": { key: 'settings.roles.form.nameRule' },
  'This email is already in use.': { key: 'errors.EMAIL_TAKEN' },
  'A function cannot sit under itself or one of its sub-functions.': { key: 'settings.functions.form.parentLoop' },
  'The due date is before the start date.': { key: 'actionPlans.form.dueBeforeStart' },
  'The due date is in the past.': { key: 'actionPlans.form.duePast' },
};

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value)) return value.map(text).find(Boolean);
  if (value && typeof value === 'object' && 'message' in value) return text((value as { message: unknown }).message);
  return undefined;
}

/** A server field message in the user's language; "Required" becomes the red Required tag marker. */
export function localizeFieldMessage(message: string): string {
  if (message === 'Required') return REQUIRED;
  const known = KNOWN_MESSAGES[message];
  return known ? i18n.t(known.key, { defaultValue: message, ...known.options }) : message;
}

/** The field messages of a 422 answer, or null when the error has none. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const entries = Object.entries(error.fields)
    .map(([name, value]) => [name, text(value)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    .map(([name, message]) => [name, localizeFieldMessage(message)] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
