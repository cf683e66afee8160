// The e2e player of type 2.4, dialogue completion (/game-type-2-4/:id): Start, then for each
// reply pick an option and check it. On the first question's first reply one wrong pick, "Ещё
// раз", then the right one; everything else right at the first try.
import { expectedReplies, normaliseSpeech as normalise } from '@bolajon/contract';
import { exact, fill, questionCounter, still } from '../support.mjs';

export async function play({ page, game, questions, texts, screenshot }) {
  const t = texts.dialogueReply;
  const button = (name) => page.getByRole('button', exact(name));
  const heading = (name) => page.getByRole('heading', exact(name));

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    const replies = expectedReplies(question);
    if (replies.length === 0)
      throw new Error(`game ${game.id}: question ${question.id} has no reply`);
    await button(t.start).click();

    for (const [r, reply] of replies.entries()) {
      await page
        .getByText(fill(t.replyCounter, { n: r + 1, total: replies.length }), { exact: true })
        .waitFor();
      const options = page.getByRole('group', exact(fill(t.prompt, { n: r + 1 })));
      const right = question.questionVariants.find((v) => normalise(v.answer) === normalise(reply));
      if (!right) throw new Error(`question ${question.id}: no option for reply "${reply}"`);

      if (q === 0 && r === 0) {
        await still(page);
        await screenshot(page, 'dialogue-reply-question');
        const wrong = question.questionVariants.find(
          (v) => normalise(v.answer) !== normalise(reply),
        );
        if (!wrong) throw new Error(`question ${question.id}: no wrong option to try`);
        await options.getByRole('button', exact(wrong.answer)).click();
        await button(texts.game.check).click();
        await heading(texts.game.incorrect).waitFor();
        await still(page);
        await screenshot(page, 'dialogue-reply-wrong');
        await button(texts.game.repeat).click();
        await heading(texts.game.incorrect).waitFor({ state: 'detached' });
      }

      const option = options.getByRole('button', exact(right.answer));
      await option.click();
      if ((await option.getAttribute('aria-pressed')) !== 'true') {
        throw new Error(`question ${question.id}: the pick "${right.answer}" is not shown`);
      }
      await button(texts.game.check).click();
      await heading(texts.game.correct).waitFor();
      if (q === 0 && r === 0) {
        await still(page);
        await screenshot(page, 'dialogue-reply-right');
      }
      await button(texts.game.continue).click();
      await heading(texts.game.correct).waitFor({ state: 'detached' });
    }
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
