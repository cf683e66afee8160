// The e2e player of type 2.3, listening choice (/game-type-2-3/:id): the word is said, the child
// picks its picture. On the first question one wrong picture first, "Ещё раз", then the right
// one; every other question right at the first try.
//
// The pictures carry neutral names ("Картинка 1" …) so that nothing gives the word away: the
// player finds the right one by its place. The screen shows the variants in the order of
// arrangeVariants (src/games/kit/arrange.ts: sorted by order then id, shuffled with a seeded
// mulberry32 whose seed is the question id); `arrange` below is a copy of it. So that a change
// there cannot go unnoticed, every check is cross-checked with what the screen then shows: the
// word under the picked picture must be the one the player meant to pick.
//
// The word is heard from the server's synthesis on an <audio>, or from the browser's voice when
// the server has no engine (../sound.mjs records both).

import { listenToSound } from '../sound.mjs';
import {
  assertNoSideScroll,
  escapeRegExp,
  exact,
  fill,
  questionCounter,
  still,
} from '../support.mjs';

/** A copy of src/games/kit/arrange.ts: the order the screen shows the variants in. */
function arrange(variants, seed) {
  const items = [...variants].sort((a, b) => a.order - b.order || a.id - b.id);
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export async function play({ page, game, questions, texts, screenshot }) {
  const t = texts.listeningChoice;
  const button = (name) => page.getByRole('button', exact(name));
  const heading = (name) => page.getByRole('heading', exact(name));
  const pictures = page.getByRole('group', exact(t.pictures));
  /** The picture at `place` (from 1), before the check ("Картинка 2") or after ("Картинка 2 Утка"). */
  const picture = (place) =>
    pictures.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(fill(t.picture, { n: place }))}( |$)`),
    });

  const sound = await listenToSound(page);
  const heard = (question, after) =>
    sound.waitForHeard(question.text, { after, audioUrl: question.audioUrl });
  let fourShown = false;

  /** Picks the picture of `variant`, checks it, waits for `title`, and reads the word shown. */
  async function answer(question, variant, title) {
    const place = arrange(question.questionVariants, question.id).indexOf(variant) + 1;
    const pick = picture(place);
    await pick.click();
    if ((await pick.getAttribute('aria-pressed')) !== 'true') {
      throw new Error(`question ${question.id}: the picked picture ${place} is not shown`);
    }
    await button(texts.game.check).click();
    await heading(title).waitFor();
    // The server's verdict is in once the way on opens.
    await button(texts.game.continue).click({ trial: true });
    // Now the words are under the pictures: the picked one must be the one meant.
    const label = fill(t.picture, { n: place });
    const shown = (await pick.textContent())?.trim();
    if (shown !== variant.answer) {
      throw new Error(
        `question ${question.id}: ${label} shows "${shown}", not "${variant.answer}" — ` +
          'has the order of src/games/kit/arrange.ts changed? (the player copies it)',
      );
    }
    if (!(await pick.isDisabled())) {
      throw new Error(`question ${question.id}: the pictures stay open after the check`);
    }
  }

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    await heading(t.instruction).waitFor();
    const right = question.questionVariants.find((v) => v.isCorrect);
    if (!right) throw new Error(`game ${game.id}: question ${question.id} has no right picture`);

    // The words stay hidden until the check: the child must listen.
    if ((await pictures.getByRole('button').count()) !== question.questionVariants.length) {
      throw new Error(`question ${question.id}: not one picture per variant`);
    }
    for (const variant of question.questionVariants) {
      if ((await pictures.getByText(variant.answer, { exact: true }).count()) > 0) {
        throw new Error(`question ${question.id}: "${variant.answer}" shows before the check`);
      }
    }
    if (!(await button(texts.game.check).isDisabled())) {
      throw new Error(`question ${question.id}: check is open before a picture is picked`);
    }

    if (q === 0) {
      // The word was said as the screen opened (before this player listened): say it again.
      const before = await sound.count();
      await button(t.listen).click();
      await heard(question, before);
      await still(page);
      await screenshot(page, 'listening-choice-question');
      await assertNoSideScroll(page, `question ${question.id} (question)`);

      const wrong = question.questionVariants.find((v) => !v.isCorrect);
      if (!wrong) throw new Error(`question ${question.id}: no wrong picture to try`);
      await answer(question, wrong, texts.game.incorrect);
      await still(page);
      await screenshot(page, 'listening-choice-wrong');
      await assertNoSideScroll(page, `question ${question.id} (wrong)`);
      const beforeRepeat = await sound.count();
      await button(texts.game.repeat).click();
      await heading(texts.game.incorrect).waitFor({ state: 'detached' });
      // A repeat says the word again.
      await heard(question, beforeRepeat);
    }

    await answer(question, right, texts.game.correct);
    if (question.questionVariants.length === 4 && !fourShown) {
      // The largest layout, with its words shown: do they stay in sight above the verdict?
      fourShown = true;
      await still(page);
      await screenshot(page, 'listening-choice-four');
      await assertNoSideScroll(page, `question ${question.id} (four pictures)`);
    }
    if (q === 0) {
      await still(page);
      await screenshot(page, 'listening-choice-right');
      await assertNoSideScroll(page, `question ${question.id} (right)`);
    }
    const beforeNext = await sound.count();
    await button(texts.game.continue).click();
    await heading(texts.game.correct).waitFor({ state: 'detached' });
    // The next question says its word as it appears.
    const next = questions[q + 1];
    if (next) await heard(next, beforeNext);
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
