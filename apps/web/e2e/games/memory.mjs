// The e2e player of type 4.0, memory cards (/game-type-4-0/:id). No Check and no verdict panel:
// a question ends by itself half a second after its last pair. The cards are found the way a
// child finds them: turn one, read it (a face-up card's name says its word), remember, match.
// "One wrong answer and a repeat" is here one pair that does not match, on the first question
// (or the first where the board allows it), before every pair is found.
import { normaliseSpeech as normalise } from '@bolajon/contract';
import { exact, fill, questionCounter, still } from '../support.mjs';

/** How many cards of a question belong to a pair (only the words, not where they lie). */
function pairedCards(question) {
  const counts = new Map();
  for (const variant of question.questionVariants) {
    const word = normalise(variant.answer);
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.values()].reduce((sum, count) => sum + Math.floor(count / 2) * 2, 0);
}

export async function play({ page, game, questions, texts, screenshot }) {
  const t = texts.memory;
  const grid = page.getByRole('group', exact(t.cards));
  const card = (i) => grid.getByRole('button').nth(i);
  const closed = (i) => grid.getByRole('button', exact(fill(t.cardClosed, { n: i + 1 })));
  let missToShow = true;
  let tallShown = false;

  for (const [q, question] of questions.entries()) {
    const counter = (n) => questionCounter(page, n, questions.length, texts);
    await counter(q + 1).waitFor();
    const total = question.questionVariants.length;
    const paired = pairedCards(question);
    await closed(total - 1).waitFor();
    if ((await grid.getByRole('button').count()) !== total) {
      throw new Error(`game ${game.id}: question ${question.id} does not show ${total} cards`);
    }
    if (q === 0) {
      await still(page);
      await screenshot(page, 'memory-question');
    } else if (total > 6 && !tallShown) {
      tallShown = true;
      await still(page);
      await screenshot(page, 'memory-eight-cards');
    }

    /** Turns card i face up and reads its word from its name. */
    async function flip(i) {
      await card(i).click();
      const prefix = fill(t.cardOpen, { n: i + 1, word: '' });
      await grid.getByRole('button', { name: prefix, pressed: true }).first().waitFor();
      const label = (await card(i).getAttribute('aria-label')) ?? '';
      if (!label.startsWith(prefix)) throw new Error(`card ${i + 1} did not turn: "${label}"`);
      return normalise(label.slice(prefix.length));
    }

    const known = new Map();
    const found = new Set();
    while (found.size < paired) {
      const open = [...Array(total).keys()].filter((i) => !found.has(i));
      const unknown = open.filter((i) => !known.has(i));
      const knownPair = open.flatMap((i) =>
        open
          .filter((j) => j > i && known.get(i) !== undefined && known.get(i) === known.get(j))
          .map((j) => [i, j]),
      )[0];

      let a;
      let b;
      let wordA;
      if (!missToShow && knownPair) {
        [a, b] = knownPair;
        wordA = await flip(a);
      } else {
        a = missToShow ? open[0] : unknown[0];
        wordA = await flip(a);
        known.set(a, wordA);
        const partner = open.find((i) => i !== a && known.get(i) === wordA);
        const differing = open.find((i) => i !== a && known.has(i) && known.get(i) !== wordA);
        const fresh = unknown.find((i) => i !== a);
        b = missToShow
          ? (differing ?? fresh ?? partner)
          : (partner ?? fresh ?? open.find((i) => i !== a));
      }
      const wordB = await flip(b);
      known.set(b, wordB);

      if (wordA === wordB) {
        found.add(a);
        found.add(b);
        continue;
      }
      if (missToShow) {
        missToShow = false;
        // Both face up: the second card has finished turning (they stay up for a second).
        await still(page);
        await screenshot(page, 'memory-wrong');
      }
      // Not a pair: both turn back after a second; taps meanwhile would do nothing.
      await closed(a).waitFor();
      await closed(b).waitFor();
    }

    await page.getByText(t.allFound, { exact: true }).waitFor();
    if (q === 0) await screenshot(page, 'memory-right');
    // The question records itself and moves on: the next question, or the next stage.
    if (q + 1 < questions.length) await counter(q + 2).waitFor();
    else await page.waitForURL((url) => !url.pathname.startsWith('/game-type-4-0/'));
  }
  if (missToShow) console.warn(`game ${game.id}: every pair was found at the first try`);

  return { firstTryRight: questions.length, total: questions.length };
}
