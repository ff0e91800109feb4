// The user's language is kept with their account too, so it follows them to
// another browser: every explicit choice is saved on the account, and at
// sign-in the account's language applies — unless the person picked one on
// the sign-in page just before, which is then saved instead.
import { api, getAuthToken } from './api-client';
import i18n, { isLanguage, type LanguageCode } from './i18n';

/** A choice made while signed out, waiting to be saved at sign-in. */
let chosenWhileSignedOut: LanguageCode | null = null;

/** Switches the language and saves it on the account (best effort). */
export function chooseLanguage(language: LanguageCode): void {
  void i18n.changeLanguage(language);
  if (!getAuthToken()) {
    chosenWhileSignedOut = language;
    return;
  }
  api.patch('/api/app/user', { language }, { refreshOn401: false }).catch((error: unknown) => {
    console.warn('Could not save the language on the account', error);
  });
}

/** At sign-in: the account's language, or the one just picked on the sign-in page. */
export function syncLanguageAtSignIn(user: { language?: string | null }): void {
  const picked = chosenWhileSignedOut;
  chosenWhileSignedOut = null;
  if (picked) {
    if (user.language !== picked) chooseLanguage(picked);
  } else if (isLanguage(user.language) && user.language !== i18n.resolvedLanguage) {
    void i18n.changeLanguage(user.language);
  }
}
