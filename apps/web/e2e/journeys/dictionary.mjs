import assert from 'node:assert/strict';
import { listenToSound } from '../sound.mjs';
import { apiAs, fill, signInWith, texts, waitForPath, PLACEHOLDER_TEXT } from '../support.mjs';

const ru = texts.ru;
const listen = (text) => fill(ru.speaker.listen, { text });

/** The word on the card's front (its turn-over button is named after it). */
async function wordOnCard(page) {
  const front = page.locator('.flip-card__face--front .dictionary-card__word');
  await front.waitFor();
  return (await front.textContent()).trim();
}

/**
 * Taps the speaker named for `text` and waits until it is heard: its recording (`audioUrl`)
 * playing, or the server's or the browser's voice saying it.
 */
async function hear(page, heard, text, audioUrl) {
  const after = await heard.count();
  await page
    .getByRole('button', { name: listen(text), exact: true })
    .first()
    .click();
  await heard.waitForHeard(text, { after, audioUrl });
}

export const dictionary = {
  name: "the dictionary: a new user reviews words on the card (heard, know / don't know, next, previous), the lists and the star, lessons and their words",
  async run({ newFamily, newMobilePage, screenshot }) {
    const session = await newFamily('Дильноза');
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      const heard = await listenToSound(page, { beforeLoad: true });
      await signInWith(page, url, session);
      await page.goto(url('/'));
      await page.getByRole('heading', { name: ru.screens.home }).waitFor();
      await page.getByRole('link', { name: ru.nav.dictionary }).click();
      await waitForPath(page, '/dictionary');
      await page.getByRole('heading', { level: 1, name: ru.screens.dictionary }).waitFor();

      // The words of the free lesson, with their recordings, as the server has them.
      const me = apiAs(page);
      const [lesson] = (await me('GET', '/lessons')).body;
      const words = new Map(
        (await me('GET', `/lessons/${lesson.id}/with-dictionaries`)).body.dictionaries.map((w) => [
          w.word,
          w,
        ]),
      );

      // The first card: a word of the free lesson with its lesson, heard as it appears and on a tap.
      const first = await wordOnCard(page);
      const firstWord = words.get(first);
      assert.ok(firstWord, `${first} is a word of lesson 1`);
      await page.getByText(fill(ru.dictionary.lesson, { title: lesson.title })).waitFor();
      await heard.waitForHeard(first, { audioUrl: firstWord.audioUrl });
      await hear(page, heard, first, firstWord.audioUrl);
      assert.equal(
        await page.getByRole('button', { name: ru.dictionary.next }).count(),
        0,
        'no next word before an answer',
      );
      await screenshot(page, 'dictionary-card-front');

      // Flip: the translation shows and can be heard.
      await page.getByRole('button', { name: `${first}. ${ru.dictionary.tapToFlip}` }).click();
      const translation = (
        await page.locator('.dictionary-card__translation').textContent()
      ).trim();
      assert.equal(translation, firstWord.translation);
      await hear(page, heard, translation, firstWord.translationAudioUrl);
      await screenshot(page, 'dictionary-card-back');

      // Know → saved → the next word, a different one.
      await page.getByRole('button', { name: ru.dictionary.know, exact: true }).click();
      await page.getByRole('button', { name: ru.dictionary.next }).click();
      const second = await wordOnCard(page);
      assert.notEqual(second, first, 'the next word is another word');
      await page.getByRole('button', { name: ru.dictionary.dontKnow, exact: true }).click();
      await page.getByRole('button', { name: ru.dictionary.next }).waitFor();

      // Previous returns to the first word, still answered "know".
      await page.getByRole('button', { name: ru.dictionary.previous, exact: true }).click();
      assert.equal(await wordOnCard(page), first);
      assert.equal(
        await page
          .getByRole('button', { name: ru.dictionary.know, exact: true })
          .getAttribute('aria-pressed'),
        'true',
      );

      // The server has both marks.
      const learned = (await me('GET', '/user-dictionary/my-learned')).body;
      const unlearned = (await me('GET', '/user-dictionary/my-unlearned')).body;
      assert.deepEqual(
        learned.map((r) => r.dictionary.word),
        [first],
      );
      assert.deepEqual(
        unlearned.map((r) => r.dictionary.word),
        [second],
      );

      // My words: the two lists show them.
      await page.getByRole('link', { name: ru.screens.dictionaryList }).click();
      await waitForPath(page, '/dictionary-list');
      await page.getByRole('link', { name: ru.wordLists.know, exact: true }).click();
      await waitForPath(page, '/learned-words');
      await page.getByRole('heading', { level: 1, name: ru.screens.learnedWords }).waitFor();
      await hear(page, heard, first, firstWord.audioUrl);
      await screenshot(page, 'dictionary-learned');

      // The star moves the word to "don't know" and takes it off this list.
      await page
        .getByRole('button', { name: fill(ru.wordLists.moveToUnlearned, { word: first }) })
        .click();
      await page.getByText(ru.wordLists.noLearned).waitFor();
      await page.goto(url('/unlearned-words'));
      await page.getByRole('heading', { level: 1, name: ru.screens.unlearnedWords }).waitFor();
      for (const word of [first, second]) {
        await page.getByRole('button', { name: listen(word), exact: true }).waitFor();
      }
      await screenshot(page, 'dictionary-unlearned');

      // Course mode: the lessons a new user can open (the free one), and its words.
      await page.goto(url('/dictionary-list'));
      await page.getByRole('link', { name: ru.wordLists.byLessons }).click();
      const lessonLink = page.getByRole('link', { name: lesson.title });
      await lessonLink.waitFor();
      await screenshot(page, 'dictionary-lessons');
      await lessonLink.click();
      await page.waitForURL((u) => /^\/lesson-words\/\d+$/.test(u.pathname));
      await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
      for (const word of [first, second]) {
        await page.getByRole('button', { name: listen(word), exact: true }).waitFor();
      }
      await screenshot(page, 'dictionary-lesson-words');
      await page.getByRole('link', { name: ru.wordLists.toDictionary }).click();
      await waitForPath(page, '/dictionary');
      assert.equal(
        await page.getByText(PLACEHOLDER_TEXT).count(),
        0,
        'no placeholder on the dictionary',
      );
      assertHealthy();
    } finally {
      await close();
    }
  },
};
