import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './form-errors';
import i18n from './i18n';
import { REQUIRED } from './validation';

describe('server field errors', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('maps a 422 answer to field messages, "Required" to the Required tag', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Please fill in all the * fields',
      fields: { new_password: 'Use at least 8 characters.', email: ['Something else', 'x'], name: 'Required', empty: '' },
    });
    expect(serverFieldErrors(error)).toEqual({
      new_password: 'Use at least 8 characters.',
      email: 'Something else',
      name: REQUIRED,
    });
  });

  it('translates the gateway messages it knows', async () => {
    await i18n.changeLanguage('de');
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: { current_password: 'Wrong password', new_password: 'Use at least 8 characters.' },
    });
    expect(serverFieldErrors(error)).toEqual({
      current_password: 'Falsches Passwort',
      new_password: 'Mindestens 8 Zeichen verwenden.',
    });
  });

  it('ignores other errors', () => {
    expect(serverFieldErrors(new ApiError({ status: 409, code: 'EMAIL_TAKEN', message: 'taken' }))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });
});
