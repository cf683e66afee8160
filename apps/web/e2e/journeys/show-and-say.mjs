import assert from 'node:assert/strict';
import { gameTypeFacts } from '@bolajon/contract';
import { listenToSound } from '../sound.mjs';
import { apiAs, fill, gameLabel, signInWith, stagePath, texts, waitForPath } from '../support.mjs';

const { uz } = texts;

/**
 * Waits until `text` is heard after the first `after` sounds, in any voice: its recording
 * (`audioUrl`), the server's synthesis of it, or the browser's voice. (The sound module's own wait
 * takes only a Russian browser voice; the words' translations and the instructions are Uzbek.)
 */
async function waitForHeardAnyVoice(page, heard, text, { after = 0, audioUrl = null } = {}) {
  const recorded = audioUrl ? { [new URL(audioUrl, page.url()).href]: text } : {};
  for (let tries = 0; tries < 150; tries += 1) {
    const sounds = (await heard.sounds()).slice(after);
    const found = sounds.find((sound) =>
      sound.kind === 'speech'
        ? sound.text === text
        : sound.kind === 'audio' && heard.textOf(sound.src, recorded) === text,
    );
    if (found) return found;
    await page.waitForTimeout(100);
  }
  throw new Error(`"${text}" was not heard: ${JSON.stringify(await heard.sounds())}`);
}

export const showAndSay = {
  name: "show and say: a new family in Uzbek opens lesson 1's words from the map (the bubble on them), sees and hears each word and its Uzbek translation after it, swipes, then 'Play!' opens game 1, whose instruction is heard in Uzbek; back on the map the words are done and the bubble is on game 1",
  async run({ newFamily, newMobilePage, screenshot }) {
    const session = await newFamily('Dilnoza');
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      const heard = await listenToSound(page, { beforeLoad: true });
      await signInWith(page, url, session);
      await page.evaluate(() => globalThis.localStorage.setItem('language', 'uz'));
      const api = apiAs(page);
      const read = async (pathname) => (await api('GET', pathname)).body;
      const progress = await read('/home/my-progress');
      const lesson = progress.lessons[0];
      assert.equal(lesson.introSeen, false, 'a new child has not seen the words');
      const { dictionaries: words } = await read(`/lessons/${lesson.id}/with-dictionaries`);
      assert.ok(words.length > 0, 'lesson 1 has new words');

      // The map: the lesson's first stop is its words, and the bubble is on them.
      await page.goto(url('/'));
      const lessonMap = page.getByRole('region', {
        name: new RegExp(lesson.title.replace(/[!?.]/g, '\\$&')),
      });
      const wordsStop = lessonMap.getByRole('button', { name: uz.home.introLabel, exact: true });
      await wordsStop.waitFor();
      const stops = lessonMap.getByRole('listitem');
      assert.equal(
        await stops.first().getByText(uz.home.play, { exact: true }).count(),
        1,
        'the bubble is on the words',
      );
      await screenshot(page, 'show-and-say-map-uz');

      // The words, one by one: each is heard as it shows, its Uzbek translation after it.
      await wordsStop.click();
      await waitForPath(page, `/lesson-intro/${lesson.id}`);
      await page.getByRole('heading', { level: 1, name: uz.lessonIntro.title }).waitFor();
      for (const [index, word] of words.entries()) {
        const card = page.getByRole('button', {
          name: fill(uz.lessonIntro.hear, { text: word.word }),
        });
        await card.waitFor();
        await page.getByText(word.translation, { exact: true }).waitFor();
        await waitForHeardAnyVoice(page, heard, word.word, { audioUrl: word.audioUrl });
        await waitForHeardAnyVoice(page, heard, word.translation, {
          audioUrl: word.translationAudioUrl,
        });
        if (index === 0) await screenshot(page, 'show-and-say-first-word-uz');
        if (index === words.length - 1) break;
        if (index === 0 && words.length > 2) {
          // A swipe to the left turns the card, as the "next" button does.
          const box = await card.boundingBox();
          assert.ok(box);
          const y = box.y + box.height / 2;
          await page.mouse.move(box.x + box.width * 0.8, y);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
          await page.mouse.up();
        } else {
          await page.getByRole('button', { name: uz.lessonIntro.next }).click();
        }
      }
      // The words' audio files (or their synthesis) were asked for.
      const audioFiles = (await heard.sounds()).filter((s) => s.kind === 'audio').map((s) => s.src);
      for (const word of words) {
        if (word.audioUrl)
          assert.ok(
            audioFiles.includes(new URL(word.audioUrl, page.url()).href),
            `${word.word}'s recording`,
          );
      }
      const play = page.getByRole('button', { name: uz.lessonIntro.play });
      await play.waitFor();
      await screenshot(page, 'show-and-say-last-word-uz');
      // Seen through: recorded on the server for this child.
      for (let tries = 0; ; tries += 1) {
        const lessons = (await read('/home/my-progress')).lessons;
        if (lessons.find((l) => l.id === lesson.id)?.introSeen) break;
        assert.ok(tries < 100, 'the words are recorded as seen');
        await page.waitForTimeout(100);
      }

      // "Play!": game 1's intro, then the game, whose instruction is heard in Uzbek.
      const game = await read(`/games/${lesson.games[0].id}`);
      await play.click();
      await waitForPath(page, stagePath.intro(game.id));
      // The intro video says what to do in Uzbek too: its Uzbek recording and poster (ADR 0039).
      assert.ok(game.videoFirstUz, 'the first game has an Uzbek intro video');
      const video = page.locator('video');
      await video.waitFor();
      assert.equal(await video.getAttribute('src'), game.videoFirstUz);
      assert.equal(await video.getAttribute('poster'), game.videoFirstPosterUz);
      await page.getByRole('button', { name: uz.intro.play }).click();
      const start = page.getByRole('button', { name: uz.intro.start });
      await start.click();
      await waitForPath(page, stagePath.play(game.type, game.id));
      // The pack's Uzbek instruction, else the app's own Uzbek words for the game type.
      const instruction = game.instructionUz ?? uz.instructions[gameTypeFacts(game.type).slug];
      const line = page.getByRole('button', {
        name: fill(uz.game.instruction, { text: instruction }),
      });
      await line.waitFor();
      await waitForHeardAnyVoice(page, heard, instruction, {
        audioUrl: game.instructionUzAudioUrl ?? null,
      });
      await screenshot(page, 'show-and-say-game-instruction-uz');

      // Back on the map: the words are done (a tick) and the bubble is on game 1.
      await page.goto(url('/'));
      await wordsStop.waitFor();
      const gameStop = stops.filter({
        has: page.getByRole('button', { name: gameLabel(1, uz), exact: true }),
      });
      await gameStop.getByText(uz.home.play, { exact: true }).waitFor();
      assert.equal(
        await wordsStop
          .getAttribute('aria-describedby')
          .then((id) => page.locator(`[id="${id}"]`).textContent()),
        uz.home.status.introSeen,
      );
      await screenshot(page, 'show-and-say-map-done-uz');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
