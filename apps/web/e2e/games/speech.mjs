// The e2e player of types 1.0, 1.3 and 1.4 (/game-type-1-0/:id): a picture and a question, and the
// child says the answer to the fake recogniser (../fake-speech.mjs). On the first question: the
// microphone's states (nothing heard, refused, listening), one wrong answer, "Ещё раз", then the
// right one; every other question right at the first try, one of them heard across an Android
// restart. With `via: 'buttons'` (a phone without recognition, or whose microphone is refused:
// `microphone`) it answers on the listening choice instead: taps the answer buttons, and types the
// last answer as a reader would.
import { correctAnswer } from '@bolajon/contract';
import { hear, holdClock, speechLog, speechMode, waitListening } from '../fake-speech.mjs';
import { fill, questionCounter } from '../support.mjs';
import { speakingPlayer, wrongAnswer } from './speaking.mjs';

export async function play(options) {
  const { page, game, questions, texts } = options;
  const { screen, shot, via } = speakingPlayer(options, 'speech');
  const t = texts.spokenAnswer;

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    await screen.heading(question.text).waitFor();
    const right = correctAnswer(game.type, question);
    if (!(await screen.button(texts.game.check).isDisabled())) {
      throw new Error(`question ${question.id}: check is open before an answer`);
    }

    if (via === 'buttons') {
      await screen.choice({ first: q === 0 });
      if (q === 0) {
        await shot('question');
        // Under the answers: the readers' field and, on a phone that has one, the microphone's link.
        await page.evaluate(() => globalThis.scrollTo(0, globalThis.document.body.scrollHeight));
        await shot('question-end');
        await screen.tap(wrongAnswer(game, question, questions), texts.game.incorrect);
        await shot('wrong');
        await screen.repeat();
        await screen.choice();
      }
      if (q === questions.length - 1 && q > 0) await screen.type(right, texts.game.correct);
      else await screen.tap(right, texts.game.correct);
      if (q === 0) await shot('right');
      await screen.next();
      continue;
    }

    if (q === 0) {
      await screen.mic().waitFor();
      if ((await screen.answers.count()) !== 0) throw new Error('answer buttons while it listens');
      await shot('question');

      // A phone that hears nothing: the microphone restarts a few times, then says so.
      await speechMode(page, 'silent');
      await screen.mic().click();
      await page.getByRole('status').filter({ hasText: t.status.nothing }).waitFor();
      await shot('nothing');
      // The microphone refused: a listening choice, and a small link to try the microphone again.
      await speechMode(page, 'deny');
      await screen.button(t.mic.again).click();
      await page.getByRole('status').filter({ hasText: t.choose.heading }).waitFor();
      await screen.answers.waitFor();
      await shot('denied');
      await speechMode(page, 'normal');
      // The page's clock stands still while the child speaks: neither the listening limit nor the
      // silence after the words can end it before the child taps Stop.
      const clock = await holdClock(page);
      await screen.button(t.choose.tryMicrophone).click();
      await waitListening(page);
      await shot('listening');
      const start = right.slice(0, Math.max(1, right.length - 2));
      await hear(page, start, { final: false });
      await page.getByText(fill(t.quote, { text: start }), { exact: true }).waitFor();
      await shot('listening-words');
      // The child stops: what was heard so far is the answer, and it is wrong.
      await screen.button(t.mic.stop).click();
      await page.getByRole('status').filter({ hasText: t.status.heard }).waitFor();
      await clock.release();
      await screen.button(texts.game.check).click();
      await screen.heading(texts.game.incorrect).waitFor();
      await screen.button(texts.game.continue).click({ trial: true });
      await shot('wrong');
      await screen.repeat();
      const log = await speechLog(page);
      if (!log[0]?.startsWith('start ru-RU continuous=true interim=true')) {
        throw new Error(`the recogniser was not asked for Russian, continuous, interim: ${log[0]}`);
      }
    }

    // Right at the first try (or at the repeat); an answer of two words is heard across two
    // sessions, as Android Chrome ends the first after a moment.
    await screen.say(right, right, texts.game.correct, { split: q > 0 && right.includes(' ') });
    if (q === 0) await shot('right');
    await screen.next();
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
