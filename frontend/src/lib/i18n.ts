// i18next set-up: the English texts of sign-in and the shell bundled, the
// English feature texts and German/French/Portuguese loaded on demand; the
// chosen language is persisted in localStorage.
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en/core';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
  { code: 'pt', label: 'Português' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'riskhub.language';

const loaders: Record<LanguageCode, () => Promise<ResourceKey>> = {
  en: () => Promise.resolve(en),
  de: () => import('@/locales/de').then((m) => m.default),
  fr: () => import('@/locales/fr').then((m) => m.default),
  pt: () => import('@/locales/pt').then((m) => m.default),
};

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

function storedLanguage(): LanguageCode {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Namespaces other than `translation` are the texts of one group of pages
 * (the template's areas, the account pages), one JSON file per language in
 * `locales/<language>/ns/<namespace>.json`, each its own lazy chunk: a page
 * loads its namespace with its code (`loadNamespaces` in the router), and
 * i18next loads it again for each language the user switches to.
 */
const namespaceFiles = import.meta.glob<{ default: ResourceKey }>('../locales/*/ns/*.json');

export function namespaceLoader(language: string, namespace: string): (() => Promise<ResourceKey>) | undefined {
  const file = namespaceFiles[`../locales/${language}/ns/${namespace}.json`];
  return file && (() => file().then((m) => m.default));
}

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    const load = namespace === 'translation' ? loaders[language] : namespaceLoader(language, namespace);
    if (!load) {
      callback(new Error(`No texts for namespace ${namespace} in ${language}`), false);
      return;
    }
    load()
      .then((bundle) => callback(null, bundle))
      .catch((error: unknown) => callback(error as Error, false));
  },
};

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
});

/** Resolves once the initial language is loaded. */
export const i18nReady = i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

let featureTexts: Promise<void> | null = null;

/**
 * Adds the English feature texts (the fallback of every language); the
 * signed-in layout awaits this before it renders. Single-flight.
 */
export function loadFeatureTexts(): Promise<void> {
  featureTexts ??= import('@/locales/en/features')
    .then((m) => {
      i18n.addResourceBundle('en', 'translation', m.default, true, false);
    })
    .catch((error: unknown) => {
      featureTexts = null;
      throw error;
    });
  return featureTexts;
}

export default i18n;
