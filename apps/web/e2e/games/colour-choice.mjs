// The e2e player of type 2.2, colour buttons (/game-type-2-2/:id): for each question pick the
// button of the right colour word and check it. On the first question one wrong colour first,
// "Ещё раз", then the right one; every other question right at the first try.
import { colourFill } from '@bolajon/contract';
import { assertNoSideScroll, exact, questionCounter, still } from '../support.mjs';

/** '#e53935' as the browser computes it: 'rgb(229, 57, 53)'. */
function rgb(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

export async function play({ page, game, questions, texts, screenshot }) {
  const button = (name) => page.getByRole('button', exact(name));
  const heading = (name) => page.getByRole('heading', exact(name));
  const colours = page.getByRole('group', exact(texts.colourChoice.variants));
  const colour = (word) => colours.getByRole('button', exact(word));

  /** Picks `word`, checks it, and waits for the verdict `title`. */
  async function answer(question, word, title) {
    const pick = colour(word);
    await pick.click();
    if ((await pick.getAttribute('aria-pressed')) !== 'true') {
      throw new Error(`question ${question.id}: the pick "${word}" is not shown`);
    }
    await button(texts.game.check).click();
    await heading(title).waitFor();
    // The server's verdict is in once the way on opens.
    await button(texts.game.continue).click({ trial: true });
    if (!(await pick.isDisabled())) {
      throw new Error(`question ${question.id}: the colours stay open after the check`);
    }
  }

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    await heading(question.text).waitFor();
    const right = question.questionVariants.find((v) => v.isCorrect);
    if (!right) throw new Error(`game ${game.id}: question ${question.id} has no right colour`);

    // Every word is a button painted in its own colour.
    for (const variant of question.questionVariants) {
      const expected = colourFill(variant.answer);
      const painted = await colour(variant.answer).evaluate(
        (element) => globalThis.getComputedStyle(element).backgroundColor,
      );
      if (expected && painted !== rgb(expected)) {
        throw new Error(`"${variant.answer}" is painted ${painted}, not ${expected}`);
      }
    }
    if (!(await button(texts.game.check).isDisabled())) {
      throw new Error(`question ${question.id}: check is open before a colour is picked`);
    }

    if (q === 0) {
      await still(page);
      await screenshot(page, 'colour-choice-question');
      await assertNoSideScroll(page, `question ${question.id} (question)`);
      const wrong = question.questionVariants.find((v) => !v.isCorrect);
      if (!wrong) throw new Error(`question ${question.id}: no wrong colour to try`);
      await answer(question, wrong.answer, texts.game.incorrect);
      await still(page);
      await screenshot(page, 'colour-choice-wrong');
      await assertNoSideScroll(page, `question ${question.id} (wrong)`);
      await button(texts.game.repeat).click();
      await heading(texts.game.incorrect).waitFor({ state: 'detached' });
    }

    await answer(question, right.answer, texts.game.correct);
    if (q === 0) {
      await still(page);
      await screenshot(page, 'colour-choice-right');
      await assertNoSideScroll(page, `question ${question.id} (right)`);
    }
    await button(texts.game.continue).click();
    await heading(texts.game.correct).waitFor({ state: 'detached' });
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
