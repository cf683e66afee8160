// The e2e player of types 3.1 and 3.2, dialogue ordering (/game-type-3-1/:id, /game-type-3-2/:id):
// tap the chips in the spoken order (each goes into the first empty slot), then check. On the first
// question one wrong order first, "Ещё раз", then the right one; everything else right at once.
import { dialogueLines } from '@bolajon/contract';
import { exact, fill, questionCounter, still } from '../support.mjs';

export async function play({ page, game, questions, texts, screenshot }) {
  const t = texts.dialogueOrdering;
  const button = (name) => page.getByRole('button', exact(name));
  const heading = (name) => page.getByRole('heading', exact(name));
  const tray = page.getByRole('group', exact(t.tray));
  const chat = page.getByRole('list', exact(t.chat));
  const slotName = (lines, i, text) =>
    text === null
      ? fill(t.slotEmpty, { n: i + 1, speaker: lines[i].personageNumber })
      : fill(t.slotFilled, { n: i + 1, speaker: lines[i].personageNumber, text });

  /** Taps the chips of `chips` one by one; each must land in the next slot. */
  async function place(lines, chips) {
    for (const [i, chip] of chips.entries()) {
      await tray.getByRole('button', exact(chip.answer)).first().click();
      await chat.getByRole('button', exact(slotName(lines, i, chip.answer))).waitFor();
    }
  }

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    // The lines in the order they are spoken (read from the variants): the chat's slots.
    const lines = dialogueLines(question);
    if (lines.length === 0)
      throw new Error(`game ${game.id}: question ${question.id} has no lines`);
    await chat.getByRole('button', exact(slotName(lines, 0, null))).waitFor();
    const checkButton = button(texts.game.check);
    if (!(await checkButton.isDisabled())) {
      throw new Error(`question ${question.id}: Check is enabled before any chip is placed`);
    }

    if (q === 0) {
      await still(page);
      await screenshot(page, 'ordering-question');
      // The first line moved to the end: a whole chat in the wrong order (or, when every line
      // says the same, a chat with only one chip in it).
      const rotated = [...lines.slice(1), lines[0]];
      const differs = rotated.some((line, i) => line.answer !== lines[i].answer);
      await place(lines, differs ? rotated : lines.slice(0, 1));
      await screenshot(page, 'ordering-placed');
      await checkButton.click();
      await heading(texts.game.incorrect).waitFor();
      // Each slot tells its verdict in words (not by colour alone).
      const wrongSlots = await chat.getByText(texts.game.yourAnswerWrong, { exact: true }).count();
      if (wrongSlots === 0) throw new Error(`question ${question.id}: no slot is marked wrong`);
      await screenshot(page, 'ordering-wrong');
      await button(texts.game.repeat).click();
      await heading(texts.game.incorrect).waitFor({ state: 'detached' });
      await chat.getByRole('button', exact(slotName(lines, 0, null))).waitFor();
    }

    await place(lines, lines);
    await checkButton.click();
    await heading(texts.game.correct).waitFor();
    if (q === 0) await screenshot(page, 'ordering-right');
    await button(texts.game.continue).click();
    await heading(texts.game.correct).waitFor({ state: 'detached' });
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
