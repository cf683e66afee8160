// The e2e player of type 1.1, the treasure chest (/game-type-1-1/:id): for each question tap the
// closed chest, wait for its word (1 second), and say it to the fake recogniser
// (../fake-speech.mjs). On the first question another question's word first (said in full, it is
// checked by itself; shorter, the player presses Check), "Ещё раз" (the chest closes again), then
// the right word; every other question right at the first try. With `via: 'buttons'` (a phone
// without recognition, or whose microphone is refused: `microphone`) it answers on the listening
// choice: taps the words among the answer buttons (another one first), and types the last answer
// as a reader would.
import { correctAnswer, normaliseSpeech } from '@bolajon/contract';
import { questionCounter } from '../support.mjs';
import { speakingPlayer, wrongAnswer } from './speaking.mjs';

/**
 * The chest's word appears 1 second after it opens (spec section 9): not before (a little room
 * for two processes' clocks), and any time after on a busy machine, so no most is checked.
 */
const REVEAL_LEAST_MS = 900;

export async function play(options) {
  const { page, game, questions, texts } = options;
  const { screen, shot, via } = speakingPlayer(options, 'chest');
  let chose = false;
  const chest = () => screen.button(texts.chest.open);
  const word = page.getByRole('group', { name: texts.chest.word, exact: true });

  /** Opens the chest and waits for its word; checks it took a second at least. */
  async function open(question, q) {
    await page.getByText(texts.chest.closed, { exact: true }).waitFor();
    if ((await word.count()) !== 0)
      throw new Error(`question ${question.id}: the word shows closed`);
    if ((await screen.mic().count()) !== 0) throw new Error('a microphone before the chest opens');
    if (q === 0) await shot('closed');
    const opened = Date.now();
    await chest().click();
    await page.getByText(texts.chest.opening, { exact: true }).waitFor();
    if (q === 0) await shot('opening', { wait: false });
    await word.waitFor();
    const took = Date.now() - opened;
    if (took < REVEAL_LEAST_MS) throw new Error(`the word came after ${took} ms, not 1 s`);
    const shown = (await word.textContent())?.trim();
    const expected = question.text.trim() || correctAnswer(game.type, question);
    if (shown !== expected) throw new Error(`the chest shows "${shown}", not "${expected}"`);
    if (via === 'buttons') {
      await screen.choice({ first: !chose });
      chose = true;
      if ((await page.getByText(texts.chest.sayIt, { exact: true }).count()) !== 0) {
        throw new Error(`"${texts.chest.sayIt}" on the listening choice`);
      }
    } else {
      await page.getByText(texts.chest.sayIt, { exact: true }).waitFor();
    }
  }

  /** A word among the answer buttons that is not the chest's. */
  async function otherButton(right) {
    const offered = await screen.answers.getByRole('button').allTextContents();
    const other = offered.find((s) => normaliseSpeech(s) !== normaliseSpeech(right));
    if (!other) throw new Error(`no other answer than "${right}" among the buttons`);
    return other;
  }

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    const right = correctAnswer(game.type, question);
    await open(question, q);

    if (q === 0) {
      await shot('open');
      if (via === 'buttons') {
        await screen.tap(await otherButton(right), texts.game.incorrect);
      } else {
        const wrong = wrongAnswer(game, question, questions);
        await screen.say(right, wrong, texts.game.incorrect, {
          onHeard: () => shot('heard'),
        });
      }
      await shot('wrong');
      await screen.repeat();
      if ((await chest().getAttribute('aria-expanded')) !== 'false') {
        throw new Error('a repeat does not close the chest again');
      }
      await open(question, 1);
    }

    if (via === 'buttons') {
      if (q === questions.length - 1 && q > 0) await screen.type(right, texts.game.correct);
      else await screen.tap(right, texts.game.correct);
    } else {
      await screen.say(right, right, texts.game.correct);
    }
    if (q === 0) await shot('right');
    await screen.next();
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
