// The e2e player of type 1.5, the spoken dialogue (/game-type-1-5/:id): Start, then say each of
// the child's replies in order to the fake recogniser (../fake-speech.mjs); each right reply
// brings the next line; once all are said, Continue. On the first question's first reply
// another line of the dialogue first (shown wrong, the same reply awaited again), then the
// right one; everything else right at the first try. With `via: 'buttons'` (a phone without
// recognition, or whose microphone is refused: `microphone`) it taps the replies on the listening
// choice and presses Check.
import { dialogueLines, expectedReplies, normaliseSpeech } from '@bolajon/contract';
import { hear, holdClock } from '../fake-speech.mjs';
import { fill, questionCounter } from '../support.mjs';
import { speakingPlayer } from './speaking.mjs';

export async function play(options) {
  const { page, questions, texts } = options;
  const { screen, shot, via } = speakingPlayer(options, 'spoken-dialogue');
  const t = texts.spokenDialogue;
  const mic = texts.spokenAnswer.mic;
  const counter = (n, total) => page.getByText(fill(t.replyCounter, { n, total }), { exact: true });
  // On the listening choice the texts ask to choose, not to say.
  const missed = page
    .getByRole('alert')
    .filter({ hasText: via === 'buttons' ? t.chooseAgain : t.sayAgain });
  let chose = false;

  /** Gives `words` for the reply `expected`: said (Check too when shorter), or tapped and checked. */
  async function answer(expected, words) {
    if (via === 'buttons') {
      await screen.choice({ first: !chose });
      chose = true;
      await screen.answers.getByRole('button', { name: words, exact: true }).click();
      await screen.button(texts.game.check).click();
      return;
    }
    // The page's clock stands still from the tap until the words are taken (holdClock).
    const clock = await holdClock(page);
    const fresh = screen.button(mic.start);
    await ((await fresh.count()) > 0 ? fresh : screen.button(mic.again)).click();
    await hear(page, words);
    const short = normaliseSpeech(words).length < normaliseSpeech(expected).length;
    if (short) {
      await page
        .getByText(fill(texts.spokenAnswer.quote, { text: words }), { exact: true })
        .waitFor();
      await clock.silence();
    }
    await clock.release();
    if (short) await screen.button(texts.game.check).click();
  }

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    const replies = expectedReplies(question);
    if (replies.length === 0) throw new Error(`question ${question.id} has no reply`);
    await page.getByText(t.intro, { exact: true }).waitFor();
    if ((await page.getByRole('img', { name: t.sceneImage, exact: true }).count()) !== 0) {
      throw new Error('the scene shows before Start');
    }
    if (q === 0) await shot('ready');
    await screen.button(t.start).click();
    await page.getByRole('img', { name: t.sceneImage, exact: true }).waitFor();

    for (const [r, reply] of replies.entries()) {
      await counter(r + 1, replies.length).waitFor();
      if (q === 0 && r === 0) {
        if (via === 'buttons') {
          await screen.choice({ first: true });
          chose = true;
        }
        await shot('start');
        const lines =
          via === 'buttons'
            ? await screen.answers.getByRole('button').allTextContents()
            : dialogueLines(question).map((p) => p.answer);
        const other = lines.find((line) => normaliseSpeech(line) !== normaliseSpeech(reply));
        if (!other) throw new Error(`question ${question.id}: no other line to say`);
        await answer(reply, other);
        await missed.waitFor();
        await counter(1, replies.length).waitFor();
        await shot('wrong');
      }
      await answer(reply, reply);
      if (r + 1 < replies.length) await counter(r + 2, replies.length).waitFor();
    }
    await page
      .getByText(via === 'buttons' ? t.allDoneChosen : t.allDone, { exact: true })
      .waitFor();
    if ((await missed.count()) !== 0) throw new Error('a wrong reply is still shown at the end');
    if (q === 0) await shot('done');
    await screen.button(texts.game.continue).click();
    if (q + 1 < questions.length) {
      await page
        .getByText(fill(texts.game.questionCounter, { n: q + 2, total: questions.length }), {
          exact: true,
        })
        .waitFor();
    }
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
