import assert from 'node:assert/strict';
import { contrastOf } from '../contrast.mjs';
import { apiAs, passGate, signInWith, texts, waitForPath } from '../support.mjs';

const { ru, uz } = texts;

/** A text's box in the page. */
const boxOf = async (locator) => {
  const box = await locator.boundingBox();
  assert.ok(box, 'the text is on the screen');
  return box;
};

/**
 * The Uzbek form is on the screen, under its Russian title (its top at or below the title's
 * bottom) and readable: at least 4.5:1 against what it is painted on.
 */
async function assertUnder(russian, uzbek, what) {
  await uzbek.waitFor();
  assert.equal(await russian.count(), 1, `${what}: one Russian title`);
  const [above, below] = [await boxOf(russian), await boxOf(uzbek)];
  assert.ok(
    below.y >= above.y + above.height - 1,
    `${what}: the Uzbek form is under the Russian title (${JSON.stringify({ above, below })})`,
  );
  const [measured] = await contrastOf(uzbek);
  assert.ok(
    measured && measured.ratio >= 4.5,
    `${what}: the Uzbek form reads at 4.5:1 or more, got ${JSON.stringify(measured)}`,
  );
}

export const uzbekTitles = {
  name: 'Uzbek titles: in Uzbek the map header shows the Russian block and lesson titles with their Uzbek forms under them, in Russian only the Russian',
  async run({ newFamily, newMobilePage, screenshot }) {
    const session = await newFamily('Nodira');
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await signInWith(page, url, session);
      // The family chose Uzbek (as the settings' switch stores it).
      await page.evaluate(() => globalThis.localStorage.setItem('language', 'uz'));
      await page.goto(url('/'));
      const header = page
        .locator('header')
        .filter({ has: page.getByRole('heading', { level: 1, name: uz.screens.home }) });
      await header.waitFor();

      // What the server gives: the demo course has an Uzbek form for every title.
      const progress = (await apiAs(page)('GET', '/home/my-progress')).body;
      const lesson = progress.lessons[0];
      assert.ok(lesson.titleUz && lesson.block.titleUz, 'the demo lesson and block have titleUz');

      // The header: the block's Russian title, and its Uzbek form under it.
      await assertUnder(
        header.getByText(lesson.block.title, { exact: true }),
        header.locator('[lang="uz"]').getByText(lesson.block.titleUz, { exact: true }),
        'the header block',
      );
      // The lesson's banner at the top of the map: "1-dars", the Russian title, its Uzbek form.
      const banner = page
        .getByRole('region', { name: new RegExp(lesson.title.replace(/[!?.]/g, '\\$&')) })
        .getByRole('heading', { level: 2 });
      await assertUnder(
        banner.getByText(lesson.title, { exact: true }),
        banner.locator('[lang="uz"]').getByText(lesson.titleUz, { exact: true }),
        'the lesson banner',
      );
      await screenshot(page, 'uzbek-titles-map-uz');

      // The dictionary's lessons: each with its Uzbek form; then the lesson's words, headed so.
      await page.goto(url('/dictionary-list?view=lessons'));
      const list = page.getByRole('list', { name: uz.wordLists.lessons });
      const link = list.getByRole('link').filter({ hasText: lesson.title });
      await assertUnder(
        link.getByText(lesson.title, { exact: true }),
        link.locator('[lang="uz"]').getByText(lesson.titleUz, { exact: true }),
        'the dictionary lesson',
      );
      await screenshot(page, 'uzbek-titles-lessons-uz');
      await link.click();
      await waitForPath(page, `/lesson-words/${lesson.id}`);
      const heading = page.getByRole('heading', { level: 1 });
      await assertUnder(
        heading.getByText(lesson.title, { exact: true }),
        heading.locator('[lang="uz"]').getByText(lesson.titleUz, { exact: true }),
        'the lesson words heading',
      );
      await screenshot(page, 'uzbek-titles-lesson-words-uz');

      // Back to Russian in the settings: the map shows the Russian titles alone.
      await page.goto(url('/profile?view=settings'));
      await passGate(page, 'uz');
      await page.getByRole('button', { name: ru.language.ru.name }).click();
      await page.getByRole('link', { name: ru.nav.home }).click();
      await waitForPath(page, '/');
      const ruHeader = page
        .locator('header')
        .filter({ has: page.getByRole('heading', { level: 1, name: ru.screens.home }) });
      await ruHeader.getByText(lesson.block.title, { exact: true }).waitFor();
      await banner.getByText(lesson.title, { exact: true }).waitFor();
      assert.equal(await page.locator('main [lang="uz"]').count(), 0, 'no Uzbek form in Russian');
      assert.equal(await page.getByText(lesson.block.titleUz, { exact: true }).count(), 0);
      assert.equal(await page.getByText(lesson.titleUz, { exact: true }).count(), 0);
      await screenshot(page, 'uzbek-titles-map-ru');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
