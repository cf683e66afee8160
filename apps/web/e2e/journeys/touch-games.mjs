import { apiAs, playCourseTypes, playToOutro, signInWith, stagePath } from '../support.mjs';

/** The touch types played here (2.0 and 2.1, choice, are the free lesson's first games). */
const TOUCH_TYPES = ['2.2', '2.3', '2.4', '3.0', '3.1', '3.2', '4.0', '5.0'];

export const touchGames = {
  name: 'touch games: each of the eight touch types plays to its end in a paid family’s course, with one wrong answer and a repeat, and the outro counts equal the stored results',
  needs: ['paidFamily'],
  async run({ newMobilePage, paidFamily, screenshot }) {
    const wanted = (process.env.E2E_GAMES?.split(',') ?? TOUCH_TYPES).map((t) => t.trim());
    const { page, url: at, assertHealthy, close } = await newMobilePage();
    try {
      // Signed in as the family that bought the course (the tokens of its sign-up).
      await signInWith(page, at, paidFamily);
      const api = apiAs(page);
      await playCourseTypes(api, wanted, async ({ game, questions }) => {
        // The intro as the map opens it; the end of a touch game: the achievement card when
        // there is one, then the outro.
        await playToOutro({
          page,
          api,
          game,
          questions,
          open: () => page.goto(at(stagePath.intro(game.id))),
          screenshot,
          prefix: `game-${game.type}-`,
        });
        await screenshot(page, `game-${game.type}-outro`);
      });
      assertHealthy();
    } finally {
      await close();
    }
  },
};
