import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ru from '../locales/ru.json';
import { readItem, storageKeys, writeItem } from './storage';

export const languages = ['ru', 'uz'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ru';

/** Only exactly 'ru' or 'uz' counts (spec section 5); anything else is ignored. */
export function isLanguage(value: unknown): value is Language {
  return value === 'ru' || value === 'uz';
}

export function storedLanguage(): Language {
  const value = readItem(storageKeys.language);
  return isLanguage(value) ? value : defaultLanguage;
}

export const namespaces = ['translation', 'screens', 'games', 'studio'] as const;
export type Namespace = (typeof namespaces)[number];
const isNamespace = (value: string): value is Namespace =>
  (namespaces as readonly string[]).includes(value);

// The first load carries only what the shell and the sign-in screens say ('translation', Russian:
// the default and the fallback). Every other screen's texts are the 'screens' namespace, fetched
// before the first of those screens renders (`loadScreenTexts`), and the games' own texts are
// 'games', fetched with the first game screen (`loadGameTexts`); the course studio's are 'studio',
// fetched with its screens (`loadStudioTexts`), never by a learner. Uzbek is fetched only when chosen.
// A key is looked up in its screen's namespace, then in 'translation', then in 'screens', so code
// writes `t('profile.title')` wherever the text lives.
const loaders: Record<Namespace, Record<Language, () => Promise<ResourceKey>>> = {
  translation: {
    ru: () => Promise.resolve(ru),
    uz: () => import('../locales/uz.json').then((module) => module.default),
  },
  screens: {
    ru: () => import('../locales/screens/ru.json').then((module) => module.default),
    uz: () => import('../locales/screens/uz.json').then((module) => module.default),
  },
  games: {
    ru: () => import('../locales/games/ru.json').then((module) => module.default),
    uz: () => import('../locales/games/uz.json').then((module) => module.default),
  },
  studio: {
    ru: () => import('../locales/studio/ru.json').then((module) => module.default),
    uz: () => import('../locales/studio/uz.json').then((module) => module.default),
  },
};

const bundledBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      callback(null, {});
      return;
    }
    loaders[namespace][language]().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = isLanguage(language) ? language : defaultLanguage;
});

// Namespaces asked for before i18next is initialised (a screen's chunk is preloaded while it
// starts) are fetched once it is: i18next would otherwise answer at once with nothing loaded.
let markInitialised = () => {};
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

/** Resolves once the stored (or default) language is ready to render. */
export async function initI18n(language: Language = storedLanguage()): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return;
  }
  try {
    await init(language);
  } finally {
    markInitialised();
  }
}

async function init(language: Language) {
  await i18n
    .use(bundledBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: languages,
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      // A game screen's texts come from 'games', the shared ones (check, continue…) from here.
      fallbackNS: ['translation', 'screens'],
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.documentElement.lang = language;
}

/**
 * The texts of every screen but the sign-in ones, in the current language and the fallback;
 * awaited before such a screen renders, so no key ever shows. A later language change fetches
 * them for the new language before it switches (i18next reloads every namespace it has loaded).
 */
export async function loadScreenTexts(): Promise<void> {
  await initialised;
  await i18n.loadNamespaces('screens');
}

/** The games' texts in the current language (and the fallback), before a game screen renders. */
export async function loadGameTexts(): Promise<void> {
  await initialised;
  await i18n.loadNamespaces('games');
}

/** The course studio's texts (issue 23) in the current language and the fallback. */
export async function loadStudioTexts(): Promise<void> {
  await initialised;
  await i18n.loadNamespaces('studio');
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  writeItem(storageKeys.language, language);
}
