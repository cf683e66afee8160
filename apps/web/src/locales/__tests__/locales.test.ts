import gamesRu from '../games/ru.json';
import gamesUz from '../games/uz.json';
import ru from '../ru.json';
import screensRu from '../screens/ru.json';
import screensUz from '../screens/uz.json';
import studioRu from '../studio/ru.json';
import studioUz from '../studio/uz.json';
import uz from '../uz.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix && !prefix.endsWith(':') ? `${prefix}.${key}` : `${prefix}${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

// Every namespace: the first load's texts, the other screens', the games' and the studio's own
// (lib/i18n.ts).
const russian = new Map([
  ...flatten(ru),
  ...flatten(screensRu, 'screens:'),
  ...flatten(gamesRu, 'games:'),
  ...flatten(studioRu, 'studio:'),
]);
const uzbek = new Map([
  ...flatten(uz),
  ...flatten(screensUz, 'screens:'),
  ...flatten(gamesUz, 'games:'),
  ...flatten(studioUz, 'studio:'),
]);

/** {{placeholders}} and <tags> a text needs filled in; both languages must use the same ones. */
const slots = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();

describe('locales', () => {
  it('ru.json and uz.json have exactly the same keys', () => {
    expect([...uzbek.keys()].sort()).toEqual([...russian.keys()].sort());
  });

  it('holds each text of the default lookup once: first-load texts and screens texts never overlap', () => {
    // t('a.b') finds 'translation' first and 'screens' next: a key in both would hide one of them.
    const firstLoad = [...flatten(ru).keys()];
    const screens = new Set(flatten(screensRu).keys());
    expect(firstLoad.filter((key) => screens.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    for (const [key, text] of [...russian, ...uzbek]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders and tags in both languages', () => {
    for (const [key, text] of russian) {
      expect(slots(uzbek.get(key) ?? ''), key).toEqual(slots(text));
    }
  });

  it('writes Uzbek in Latin script (language names aside)', () => {
    for (const [key, text] of uzbek) {
      if (key.startsWith('language.ru.')) continue;
      expect(text, key).not.toMatch(/[А-Яа-яЁё]/);
    }
  });
});
