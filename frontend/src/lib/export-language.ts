// The language of a server export (the `lang` parameter of the register
// and audit exports): the screen's current language, so the file's headings
// and labels read as the screen does.
import i18n, { DEFAULT_LANGUAGE, isLanguage, type LanguageCode } from './i18n';

/** The current UI language as an export's `lang`: en, de, fr or pt. */
export function exportLanguage(): LanguageCode {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}
