// The e2e player of type 3.0, colour matching (/game-type-3-0/:id): pick a colour in the palette,
// tap a picture to paint it, check once every picture is painted. On the first question the
// first picture is painted a wrong colour, the verdict is read per picture, then "Ещё раз" and
// the right colours.
import assert from 'node:assert/strict';
import { describedBy, escapeRegExp, exact, fill, questionCounter, still } from '../support.mjs';

/** The contract's normaliseColourWord: 'Жёлтый' and 'желтый' are one colour. */
const colourKey = (word) => word.trim().toLowerCase().replaceAll('ё', 'е');

/** The right colour of each picture: the correct variants in their order. */
const rightColours = (question) =>
  question.questionVariants
    .filter((v) => v.isCorrect)
    .sort((a, b) => a.order - b.order)
    .map((v) => v.answer);

export async function play({ page, game, questions, texts, screenshot }) {
  const t = texts.colourMatch;
  const pictures = page.getByRole('group', exact(t.pictures));
  const palette = page.getByRole('group', exact(t.palette));
  const check = page.getByRole('button', exact(texts.game.check));

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    const total = question.questionImages.length;
    const right = rightColours(question);
    assert.equal(right.length, total, `question ${question.id}: one right colour a picture`);
    /** Picture n (from 1), blank or painted: its name starts "Картинка n из total". */
    const picture = (n) =>
      pictures.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(fill(t.picture, { n, total }))}(:|$)`),
      });
    await picture(total).waitFor();
    assert.equal(
      await pictures.getByRole('button').count(),
      total,
      `game ${game.id}, question ${question.id}: every picture is shown`,
    );

    const words = await palette.getByRole('button').allTextContents();
    const inPalette = (colour) => {
      const word = words.find((w) => colourKey(w) === colourKey(colour));
      assert.ok(word, `"${colour}" is in the palette (${words.join(', ')})`);
      return word;
    };
    /** Picks each colour and paints its picture with it, in picture order. */
    async function paint(colours) {
      for (const [index, colour] of colours.entries()) {
        const word = inPalette(colour);
        await palette.getByRole('button', exact(word)).click();
        await palette.getByRole('button', { name: word, exact: true, pressed: true }).waitFor();
        await picture(index + 1).click();
        await pictures
          .getByRole(
            'button',
            exact(fill(t.pictureColoured, { n: index + 1, total, colour: word })),
          )
          .waitFor();
      }
    }

    if (q === 0) {
      await still(page);
      await screenshot(page, 'question');
      assert.ok(await check.isDisabled(), 'check waits until every picture is painted');
      const wrong = words.find((w) => colourKey(w) !== colourKey(right[0]));
      assert.ok(wrong, 'the palette has a colour that is wrong for the first picture');
      await paint([wrong, ...right.slice(1)]);
      await screenshot(page, 'painted-wrong');
      await check.click();
      await page.getByRole('heading', exact(texts.game.incorrect)).waitFor();
      assert.equal(await describedBy(picture(1)), texts.game.yourAnswerWrong);
      if (total > 1) assert.equal(await describedBy(picture(2)), texts.game.yourAnswerCorrect);
      // The buttons wait for the server's verdict.
      const repeat = page.getByRole('button', { ...exact(texts.game.repeat), disabled: false });
      await repeat.waitFor();
      await screenshot(page, 'wrong');
      await repeat.click();
      await page.getByRole('heading', exact(texts.game.incorrect)).waitFor({ state: 'detached' });
      await pictures.getByRole('button', exact(fill(t.picture, { n: 1, total }))).waitFor();
    }

    await paint(right);
    await check.click();
    await page.getByRole('heading', exact(texts.game.correct)).waitFor();
    for (let n = 1; n <= total; n += 1) {
      assert.equal(await describedBy(picture(n)), texts.game.yourAnswerCorrect, `picture ${n}`);
    }
    if (q === 0) await screenshot(page, 'right');
    await page.getByRole('button', exact(texts.game.continue)).click();
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
