// The checks of the formik page's sign-up form: each field's error as a key
// (translated by the page), or nothing when the field is valid.

export type SignUpValues = {
  fullName: string;
  email: string;
  password: string;
  confirm: string;
  age: number | string;
  role: string | null;
  terms: boolean;
};

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

export const EMPTY_SIGN_UP: SignUpValues = { fullName: '', email: '', password: '', confirm: '', age: '', role: null, terms: false };

export const AGE_MIN = 18;
export const AGE_MAX = 99;

export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!values.fullName.trim()) errors.fullName = 'required';
  else if (values.fullName.trim().length < 3) errors.fullName = 'tooShort';
  if (!values.email) errors.email = 'required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = 'email';
  if (!values.password) errors.password = 'required';
  else if (values.password.length < 8) errors.password = 'passwordLength';
  if (!values.confirm) errors.confirm = 'required';
  else if (values.confirm !== values.password) errors.confirm = 'mismatch';
  if (values.age === '' || values.age === null) errors.age = 'required';
  else if (Number(values.age) < AGE_MIN || Number(values.age) > AGE_MAX) errors.age = 'ageRange';
  if (!values.role) errors.role = 'required';
  if (!values.terms) errors.terms = 'terms';
  return errors;
}
