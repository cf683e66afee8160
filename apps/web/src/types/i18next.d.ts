import 'i18next';
import type ru from '../locales/ru.json';

// Translation keys are checked at compile time against the Russian file; a test keeps uz.json
// holding exactly the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ru };
  }
}
