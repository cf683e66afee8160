// The e2e player of types 2.0 and 2.1, choice (/game-type-2-0/:id): for each question pick the
// right answer button and check it. On the first question one wrong answer first, "Ещё раз", then
// the right one; every other question right at the first try.
import { exact, questionCounter } from '../support.mjs';

export async function play({ page, questions, texts, screenshot }) {
  const button = (name) => page.getByRole('button', exact(name));
  const variants = page.getByRole('group', exact(texts.choice.variants));

  async function answer(word, verdict) {
    await variants.getByRole('button', exact(word)).click();
    await button(texts.game.check).click();
    await page.getByRole('heading', exact(verdict)).waitFor();
    // The server's verdict is in once the way on opens.
    await button(texts.game.continue).click({ trial: true });
  }

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    await page.getByRole('heading', exact(question.text)).waitFor();
    const right = question.questionVariants.find((v) => v.isCorrect)?.answer;
    const wrong = question.questionVariants.find((v) => !v.isCorrect)?.answer;
    if (!right) throw new Error(`question ${question.id} has no right answer`);

    if (q === 0 && wrong) {
      await answer(wrong, texts.game.incorrect);
      await screenshot(page, 'wrong');
      await button(texts.game.repeat).click();
      await page.getByRole('heading', exact(texts.game.incorrect)).waitFor({ state: 'detached' });
    }
    await answer(right, texts.game.correct);
    if (q === 0) await screenshot(page, 'right');
    await button(texts.game.continue).click();
  }
  const wrongFirst = questions[0]?.questionVariants.some((v) => !v.isCorrect) ? 1 : 0;
  return { firstTryRight: questions.length - wrongFirst, total: questions.length };
}
