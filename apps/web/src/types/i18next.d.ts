import 'i18next';
import type gamesRu from '../locales/games/ru.json';
import type ru from '../locales/ru.json';

// Translation keys are checked at compile time against the Russian file; a test keeps uz.json
// holding exactly the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    resources: { translation: typeof ru; games: typeof gamesRu };
  }
}
