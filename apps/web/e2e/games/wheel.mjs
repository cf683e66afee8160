// The e2e player of type 1.2, the wheel (/game-type-1-2/:id): for each question spin the wheel,
// wait the 5 seconds of its turn, read which sector it stopped on from the screen ("Выпало:
// Лиса") and say that word to the fake recogniser (../fake-speech.mjs). On the first question
// another sector's word first (a word the judge would take for the question, but not the one
// the wheel picked: wrong), "Ещё раз" (a fresh wheel), a new spin, then its word; every other
// question right at the first try. With `via: 'buttons'` (a phone without recognition, or whose
// microphone is refused: `microphone`) it taps the words on the listening choice instead.
import { normaliseSpeech } from '@bolajon/contract';
import { questionCounter } from '../support.mjs';
import { speakingPlayer } from './speaking.mjs';

/**
 * A spin takes 5 seconds (spec section 9): not less (a little room for two processes' clocks),
 * and any time more on a busy machine, so no most is checked.
 */
const SPIN_LEAST_MS = 4500;
/** The spinning wheel's screenshot is taken this far into its turn (the turn's own clock). */
const SPINNING_SHOT_MS = 1500;

export async function play(options) {
  const { page, questions, texts } = options;
  const { screen, shot, via, microphone } = speakingPlayer(options, 'wheel');
  // The listening choice is on from the start without recognition, else once the microphone was
  // refused (the first answer).
  let chose = false;
  const choosing = () => via === 'buttons' && (microphone === 'none' || chose);
  async function choice() {
    await screen.choice({ first: !chose });
    chose = true;
  }
  const t = texts.wheel;
  const spin = () => screen.button(t.spin);
  const result = page.getByRole('status').filter({ hasText: t.landed });

  /**
   * Waits until the wheel's turn (its CSS transition) has run `ms` of its own time, or has ended:
   * a busy machine draws fewer frames but the turn's clock still says where it is.
   */
  async function spunFor(ms) {
    await page.waitForFunction(
      ({ ms, landed }) =>
        globalThis.document
          .getAnimations()
          .some((a) => a.transitionProperty === 'transform' && a.currentTime >= ms) ||
        [...globalThis.document.querySelectorAll('[role="status"]')].some((s) =>
          s.textContent.includes(landed),
        ),
      { ms, landed: t.landed },
    );
  }

  /** Spins, checks the turn took its 5 seconds, and returns the word the screen says it picked. */
  async function spinWheel(question, q) {
    await page.getByText(choosing() ? t.tapSpinChoose : t.tapSpin, { exact: true }).waitFor();
    if ((await screen.mic().count()) !== 0) throw new Error('a microphone before the spin');
    if (q === 0) await shot('before-spin');
    const started = Date.now();
    await spin().click();
    await screen.button(t.spinningButton).waitFor();
    if (q === 0) {
      await spunFor(SPINNING_SHOT_MS);
      await shot('spinning', { wait: false });
    }
    await result.waitFor();
    const took = Date.now() - started;
    if (took < SPIN_LEAST_MS) throw new Error(`the wheel stopped after ${took} ms, not 5 s`);
    const text = ((await result.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const word = text.slice(t.landed.length).trim();
    const sectors = question.questionVariants.map((v) => v.answer);
    if (!sectors.some((s) => normaliseSpeech(s) === normaliseSpeech(word))) {
      throw new Error(`the wheel says "${text}", no sector of question ${question.id}`);
    }
    return word;
  }

  for (const [q, question] of questions.entries()) {
    await questionCounter(page, q + 1, questions.length, texts).waitFor();
    if (question.text.trim()) await screen.heading(question.text).waitFor();
    let word = await spinWheel(question, q);

    if (q === 0) {
      await shot('landed');
      // Another sector's word: right for the question, wrong for this spin.
      const other = question.questionVariants
        .map((v) => v.answer)
        .find((s) => normaliseSpeech(s) !== normaliseSpeech(word));
      if (!other) throw new Error(`question ${question.id} has one sector only`);
      if (via === 'buttons') {
        await choice();
        const offered = await screen.answers.getByRole('button').allTextContents();
        // The buttons offer the landed word; tap another one, of this wheel where offered.
        const wrong =
          offered.find((s) => normaliseSpeech(s) === normaliseSpeech(other)) ??
          offered.find((s) => normaliseSpeech(s) !== normaliseSpeech(word));
        if (!wrong) throw new Error('no other answer button to tap');
        await screen.tap(wrong, texts.game.incorrect);
      } else {
        await screen.say(word, other, texts.game.incorrect);
      }
      // The right answer shown is the landed sector's word.
      await page
        .getByRole('region', { name: texts.game.incorrect, exact: true })
        .getByText(word, { exact: true })
        .waitFor();
      await shot('wrong');
      await screen.repeat();
      if ((await result.count()) !== 0) throw new Error('a repeat keeps the old spin');
      word = await spinWheel(question, 1);
    }

    if (via === 'buttons') {
      await choice();
      await screen.tap(word, texts.game.correct);
    } else {
      await screen.say(word, word, texts.game.correct);
    }
    if (q === 0) await shot('right');
    await screen.next();
  }

  return { firstTryRight: questions.length - 1, total: questions.length };
}
