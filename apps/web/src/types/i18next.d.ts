import 'i18next';
import type gamesRu from '../locales/games/ru.json';
import type ru from '../locales/ru.json';
import type screensRu from '../locales/screens/ru.json';
import type studioRu from '../locales/studio/ru.json';

// Translation keys are checked at compile time against the Russian files; a test keeps the Uzbek
// ones holding exactly the same keys. A key of the default namespace may live in either the
// first-load texts ('translation') or the other screens' ('screens'): lib/i18n.ts looks in both.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: ['translation', 'screens'];
    resources: {
      translation: typeof ru;
      screens: typeof screensRu;
      games: typeof gamesRu;
      studio: typeof studioRu;
    };
  }
}
