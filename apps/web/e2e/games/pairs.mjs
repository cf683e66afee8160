// The e2e player of type 5.0, pair connecting (/game-type-5-0/:id): tap a word on the left, then
// its pair on the right, until every left word is linked, then check. On the first question the
// first two words are linked to each other's pairs (two wrong links), the verdict is read per
// item, then "Ещё раз" and the right links. Every right answer also sends the duolingo check of
// the question's first duolingo item (spec section 7): the player waits for it and reads it.
import assert from 'node:assert/strict';
import { describedBy, exact, fill, questionCounter, still } from '../support.mjs';

export async function play({ page, game, questions, texts, screenshot }) {
  const t = texts.pairs;
  const leftColumn = page.getByRole('group', exact(t.left));
  const rightColumn = page.getByRole('group', exact(t.right));
  const left = (word) => leftColumn.getByRole('button', exact(word));
  const right = (word) => rightColumn.getByRole('button', exact(word));
  const check = page.getByRole('button', exact(texts.game.check));
  const connected = (item) => fill(t.connectedTo, { item });

  /** Links each [left, right] pair of words, left first or right first by turns. */
  async function link(pairs) {
    for (const [index, [l, r]] of pairs.entries()) {
      if (index % 2 === 0) {
        await left(l).click();
        await right(r).click();
      } else {
        await right(r).click();
        await left(l).click();
      }
      assert.equal(await describedBy(left(l)), connected(r), `${l} is linked to ${r}`);
    }
  }

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    const pairs = question.pairs.map((p) => [p.left, p.right]);
    await left(pairs.at(-1)[0]).waitFor();
    // The Russian words' speakers carry no text: only the words are read here.
    assert.deepEqual(
      (await leftColumn.getByRole('button').allTextContents()).filter(Boolean),
      pairs.map(([l]) => l),
      `game ${game.id}, question ${question.id}: the left column keeps the pairs’ order`,
    );
    assert.deepEqual(
      (await rightColumn.getByRole('button').allTextContents()).filter(Boolean).sort(),
      pairs.map(([, r]) => r).sort(),
      'the right column holds every pair’s other word',
    );

    if (q === 0) {
      await still(page);
      await screenshot(page, 'question');
      const [[l1, r1], [l2, r2], ...rest] = pairs;
      await link([[l1, r2], [l2, r1], ...rest]);
      assert.ok(await check.isEnabled(), 'every left word is linked: check is open');
      await screenshot(page, 'linked-wrong');
      await check.click();
      await page.getByRole('heading', exact(texts.game.incorrect)).waitFor();
      assert.equal(await describedBy(left(l1)), `${connected(r2)} ${texts.game.yourAnswerWrong}`);
      if (rest.length > 0) {
        assert.equal(
          await describedBy(left(rest[0][0])),
          `${connected(rest[0][1])} ${texts.game.yourAnswerCorrect}`,
        );
      }
      // The buttons wait for the server's verdict.
      const repeat = page.getByRole('button', { ...exact(texts.game.repeat), disabled: false });
      await repeat.waitFor();
      await screenshot(page, 'wrong');
      await repeat.click();
      await page.getByRole('heading', exact(texts.game.incorrect)).waitFor({ state: 'detached' });
      assert.equal(await describedBy(left(l1)), '', 'a repeat starts with nothing linked');
    }

    const item = question.questionDuolingos[0];
    const duolingo = item
      ? page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname === `/api/user/question-duolingo/${item.id}/check`,
        )
      : null;
    await link(pairs);
    await check.click();
    await page.getByRole('heading', exact(texts.game.correct)).waitFor();
    for (const [l, r] of pairs) {
      assert.equal(await describedBy(left(l)), `${connected(r)} ${texts.game.yourAnswerCorrect}`);
    }
    if (duolingo) {
      const response = await duolingo;
      assert.equal(response.status(), 200, 'the duolingo check is answered');
      assert.deepEqual(response.request().postDataJSON(), { answer: item.leftAnswer });
      assert.deepEqual(await response.json(), { isCorrect: true });
    }
    if (q === 0) await screenshot(page, 'right');
    await page.getByRole('button', { ...exact(texts.game.continue), disabled: false }).click();
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
