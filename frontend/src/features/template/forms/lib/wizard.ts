// The wizard's steps and the checks that keep the user on a step: its
// required fields (spec section 5, 'required'), an e-mail format, a
// minimum password length and a matching confirmation.
import { checkRequired, type ErrorsMap } from '@/lib/validation';

export type WizardValues = {
  username: string;
  email: string;
  password: string;
  confirm: string;
  firstName: string;
  lastName: string;
  country: string | null;
  language: string | null;
  street: string;
  city: string;
  postalCode: string;
  landmark: string;
  twitter: string;
  linkedin: string;
};

export type WizardField = keyof WizardValues;

export const WIZARD_STEPS = [
  { key: 'account', fields: ['username', 'email', 'password', 'confirm'], required: ['username', 'email', 'password', 'confirm'] },
  { key: 'personal', fields: ['firstName', 'lastName', 'country', 'language'], required: ['firstName', 'lastName', 'country'] },
  { key: 'address', fields: ['street', 'city', 'postalCode', 'landmark'], required: ['street', 'city', 'postalCode'] },
  { key: 'social', fields: ['twitter', 'linkedin'], required: [] },
] as const satisfies readonly { key: string; fields: readonly WizardField[]; required: readonly WizardField[] }[];

export const EMPTY_WIZARD: WizardValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  firstName: '',
  lastName: '',
  country: null,
  language: null,
  street: '',
  city: '',
  postalCode: '',
  landmark: '',
  twitter: '',
  linkedin: '',
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The errors of one step: 'required', 'email', 'passwordLength' or 'mismatch' by field. */
export function stepErrors(step: number, values: WizardValues): ErrorsMap<WizardField> {
  const definition = WIZARD_STEPS[step];
  if (!definition) return {};
  const errors: ErrorsMap<WizardField> = checkRequired(values, definition.required);
  if (definition.key === 'account') {
    if (!errors.email && !EMAIL_PATTERN.test(values.email)) errors.email = 'email';
    if (!errors.password && values.password.length < 8) errors.password = 'passwordLength';
    if (!errors.confirm && values.confirm !== values.password) errors.confirm = 'mismatch';
  }
  if (definition.key === 'social') {
    if (values.linkedin && !/^https?:\/\/\S+$/.test(values.linkedin)) errors.linkedin = 'url';
  }
  return errors;
}
