// A fresh copy of lib/i18n for each test: the shared one (test/setup.ts) has every namespace loaded.
async function freshI18n() {
  vi.resetModules();
  return import('../i18n');
}

describe('texts loaded by screen', () => {
  it('starts with the sign-in texts only; the other screens fetch theirs first', async () => {
    const { i18n, initI18n, loadScreenTexts } = await freshI18n();
    await initI18n('uz');

    expect(i18n.t('auth.login.title')).toBe('Kirish');
    expect(i18n.hasLoadedNamespace('screens')).toBe(false);
    expect(i18n.t('screens.profile')).toBe('screens.profile');

    await loadScreenTexts();
    expect(i18n.t('screens.profile')).toBe('Profil');
    // The fallback language's copy too, for a text missing in Uzbek.
    expect(i18n.getResourceBundle('ru', 'screens')).toMatchObject({
      screens: { profile: 'Профиль' },
    });
  });

  it('fetches the loaded screen texts in a new language before it switches', async () => {
    const { i18n, initI18n, loadScreenTexts, changeLanguage } = await freshI18n();
    await initI18n('ru');
    await loadScreenTexts();
    expect(i18n.hasResourceBundle('uz', 'screens')).toBe(false);

    const seenOnSwitch: string[] = [];
    i18n.on('languageChanged', () => seenOnSwitch.push(i18n.t('screens.profile')));
    await changeLanguage('uz');

    expect(seenOnSwitch).toEqual(['Profil']);
  });

  it('fetches texts asked for while it starts once it has started', async () => {
    const { i18n, initI18n, loadScreenTexts, loadGameTexts } = await freshI18n();
    // A screen's chunk is preloaded as the app starts, before the language is known.
    const asked = Promise.all([loadScreenTexts(), loadGameTexts()]);
    await initI18n('ru');
    await asked;

    expect(i18n.t('screens.profile')).toBe('Профиль');
    expect(i18n.hasLoadedNamespace('games')).toBe(true);
  });

  it('looks up a screen text from a game screen, through both fallbacks', async () => {
    const { i18n, initI18n, loadScreenTexts, loadGameTexts } = await freshI18n();
    await initI18n('ru');
    await Promise.all([loadScreenTexts(), loadGameTexts()]);

    const t = i18n.getFixedT('ru', 'games');
    expect(t('screens.gameTypes.2-0')).toBe('Выбери ответ');
    expect(t('common.loading')).toBe('Загрузка…');
  });
});
