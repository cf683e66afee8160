import assert from 'node:assert/strict';
import { fakeRecogniserPhone } from '../fake-speech.mjs';
import { apiAs, gameLabel, playToOutro, signInWith, texts, waitForPath } from '../support.mjs';

const ru = texts.ru;

export const freeLesson = {
  name: 'the free lesson: a new family plays "Привет!" from its first game to its last from the map, heard and spoken (a fake recogniser), each outro equal to the stored results',
  async run({ newFamily, newMobilePage, screenshot }) {
    const session = await newFamily('Зарина');
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await fakeRecogniserPhone(page);
      await signInWith(page, url, session);
      const api = apiAs(page);
      const read = async (pathname) => (await api('GET', pathname)).body;

      await page.goto(url('/'));
      const home = await read('/home');
      const lesson = home.lessons[0];
      assert.equal(lesson.title, 'Привет!');
      const lessonMap = page.getByRole('region', { name: lesson.title });

      for (const [index, { id }] of lesson.games.entries()) {
        const game = await read(`/games/${id}`);
        const questions = (await read(`/questions/by-game/${id}`)).sort(
          (a, b) => a.order - b.order || a.id - b.id,
        );
        await playToOutro({
          page,
          api,
          game,
          questions,
          // From the map, as a child opens it, once the game's turn has come: the map may first
          // show the progress it had, then the refreshed one.
          open: async () => {
            await waitForPath(page, '/');
            await lessonMap
              .getByRole('button', { name: gameLabel(index + 1), exact: true, disabled: false })
              .click();
          },
          screenshot,
          prefix: `free-lesson-${index + 1}-`,
        });
        await page.getByRole('link', { name: ru.outro.toMap, exact: true }).click();
      }

      // Every game of the lesson has its stars.
      await waitForPath(page, '/');
      const progress = await read('/home/my-progress');
      const played = progress.lessons.find((l) => l.id === lesson.id);
      assert.ok(
        played.games.every((g) => g.stars >= 1),
        'every game of the free lesson is complete',
      );
      await screenshot(page, 'free-lesson-map');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
