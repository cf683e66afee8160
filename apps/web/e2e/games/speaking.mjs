// What every speaking game's player does the same way (1.0–1.4 on the kit's SpokenAnswer): say an
// answer to the fake recogniser (../fake-speech.mjs), or — on the listening choice of a phone that
// cannot listen or whose microphone is refused — tap it among the answer buttons, or type it;
// then wait for the verdict.
import { correctAnswer, normaliseSpeech } from '@bolajon/contract';
import { hear, holdClock } from '../fake-speech.mjs';
import { assertNoSideScroll, exact, fill, still } from '../support.mjs';

/**
 * What every speaking player starts from (`options` as the journeys pass them): its screen, how
 * it answers (`via`, and the phone's `microphone`), and `shot(name)`, a screenshot of the still
 * screen named for the game (`family`) and the way, checked for sideways scrolling.
 */
export function speakingPlayer(options, family) {
  const { page, texts, screenshot, via = 'voice', microphone = 'works' } = options;
  const shot = async (name, { wait = true } = {}) => {
    if (wait) await still(page);
    await screenshot(page, `${family}-${via === 'voice' ? '' : 'buttons-'}${name}`);
    await assertNoSideScroll(page, `${family} ${name}`);
  };
  return { screen: speakingScreen({ page, texts, microphone }), shot, via, microphone };
}

/** A wrong answer a child might give: another question's answer, else a word of no question. */
export function wrongAnswer(game, question, questions) {
  const right = normaliseSpeech(correctAnswer(game.type, question));
  const other = questions
    .map((q) => correctAnswer(game.type, q))
    .find((answer) => normaliseSpeech(answer) !== right && normaliseSpeech(answer) !== '');
  return other ?? 'Ой';
}

/**
 * The screen's controls, by the texts a child hears and sees. `microphone` is the phone's: 'works'
 * (the fake recogniser hears what the player says), 'refused' (it refuses, as a family without a
 * microphone), or 'none' (no recognition at all, as Firefox).
 */
export function speakingScreen({ page, texts, microphone = 'works' }) {
  const button = (name) => page.getByRole('button', exact(name));
  const heading = (name) => page.getByRole('heading', exact(name));
  const t = texts.spokenAnswer;
  const answers = page.getByRole('group', exact(t.choices));

  async function waitVerdict(title) {
    await heading(title).waitFor();
    // The server's verdict is in once the way on opens.
    await button(texts.game.continue).click({ trial: true });
  }

  return {
    button,
    heading,
    answers,
    /** The microphone, ready for a first tap. */
    mic: () => button(t.mic.start),

    /**
     * Taps the microphone and says `words`. Said as long as the answer, the game checks by itself
     * (spec section 5); shorter, it shows what it heard once the child falls silent, and the
     * player presses Check. Then waits for the verdict `title`. Returns how it went: 'by itself'
     * or 'check'. The page's clock stands still from the tap until the words are taken (holdClock):
     * the journey, not the machine's speed, says when the silence is over.
     */
    async say(expected, words, title, { split = false, onHeard } = {}) {
      const clock = await holdClock(page);
      await button(t.mic.start).click();
      await hear(page, words, { split });
      let how = 'by itself';
      if (normaliseSpeech(words).length < normaliseSpeech(expected).length) {
        await page.getByText(fill(t.quote, { text: words }), { exact: true }).waitFor();
        await clock.silence();
        await page.getByRole('status').filter({ hasText: t.status.heard }).waitFor();
        await onHeard?.();
        how = 'check';
      }
      await clock.release();
      if (how === 'check') await button(texts.game.check).click();
      await waitVerdict(title);
      if (!(await button(t.mic.again).isDisabled())) {
        throw new Error(`"${words}": the microphone stays open after the check`);
      }
      return how;
    },

    /** Taps `answer` among the answer buttons (it is said aloud), checks, waits for `title`. */
    async tap(answer, title) {
      const pick = answers.getByRole('button', exact(answer));
      await pick.click();
      if ((await pick.getAttribute('aria-pressed')) !== 'true') {
        throw new Error(`the tapped answer "${answer}" is not shown picked`);
      }
      await button(texts.game.check).click();
      await waitVerdict(title);
      if (!(await pick.isDisabled())) throw new Error('the answers stay open after the check');
    },

    /** Types `answer` into the readers' field and checks it (the one Check); waits for `title`. */
    async type(answer, title) {
      await page.getByLabel(t.typeLabel, { exact: true }).fill(answer);
      await button(texts.game.check).click();
      await waitVerdict(title);
    },

    /** On to the next question (or the next stage). */
    async next() {
      await button(texts.game.continue).click();
      await heading(texts.game.correct).waitFor({ state: 'detached' });
    },

    /** After a wrong answer: the same question again, clean. */
    async repeat() {
      await button(texts.game.repeat).click();
      await heading(texts.game.incorrect).waitFor({ state: 'detached' });
    },

    /**
     * Where the phone cannot listen, the answer is a listening choice. On the game's first answer
     * of a phone whose microphone is refused, the microphone shows and the player taps it; after
     * that, and everywhere on a phone without recognition, the choice shows at once. Checks the
     * choice as a family sees it (`first`: also the field's width and the footer).
     */
    async choice({ first = false } = {}) {
      const mic = button(t.mic.start);
      if (microphone === 'refused' && first) {
        await mic.click();
      } else if ((await mic.count()) !== 0) {
        throw new Error(`a microphone on the listening choice (${microphone})`);
      }
      await page.getByRole('status').filter({ hasText: t.choose.heading }).waitFor();
      await answers.waitFor();
      await assertListeningChoice({ first });
    },
  };

  /** The listening choice: no microphone, one Check, words whole, a field wide enough. */
  async function assertListeningChoice({ first }) {
    for (const name of [t.mic.start, t.mic.again, t.mic.stop]) {
      if ((await button(name).count()) !== 0) throw new Error(`"${name}" on the listening choice`);
    }
    const link = await button(t.choose.tryMicrophone).count();
    if (link !== (microphone === 'refused' ? 1 : 0)) {
      throw new Error(
        `${link} "${t.choose.tryMicrophone}" links with the microphone ${microphone}`,
      );
    }
    if ((await button(texts.game.check).count()) !== 1) throw new Error('not one Check button');
    if ((await page.locator('button[type="submit"]').count()) !== 0) {
      throw new Error('a second submit button beside Check');
    }
    const hyphenated = await answers.evaluate((group) =>
      [group, ...group.querySelectorAll('*')]
        .filter((element) => globalThis.getComputedStyle(element).hyphens === 'auto')
        .map((element) => element.textContent),
    );
    if (hyphenated.length > 0) throw new Error(`answers hyphenated: ${hyphenated.join(', ')}`);
    if (!first) return;

    // The longest greeting fits the readers' field of a 390 px phone, its first letter in sight;
    // and focused from the top of the page (the browser scrolls it in, as on a tap), it stands
    // clear of the sticky footer with its Check.
    const field = page.getByLabel(t.typeLabel, { exact: true });
    await field.fill('До свидания');
    const fits = await field.evaluate((input) => {
      input.blur();
      globalThis.scrollTo(0, 0);
      input.focus();
      return { scroll: input.scrollWidth, client: input.clientWidth };
    });
    if (fits.scroll > fits.client) {
      throw new Error(`"До свидания" is ${fits.scroll} px in a ${fits.client} px field`);
    }
    const fieldBox = await field.boundingBox();
    const checkBox = await button(texts.game.check).boundingBox();
    if (!fieldBox || !checkBox || fieldBox.y + fieldBox.height > checkBox.y) {
      const where = await field.evaluate((input) => ({
        y: globalThis.scrollY,
        margin: globalThis.getComputedStyle(input).scrollMarginBottom,
        inner: globalThis.innerHeight,
        doc: globalThis.document.documentElement.scrollHeight,
      }));
      throw new Error(
        `the footer covers the readers’ field: ${JSON.stringify({ fieldBox, checkBox, where })}`,
      );
    }
    await field.fill('');
    await field.blur();
  }
}
