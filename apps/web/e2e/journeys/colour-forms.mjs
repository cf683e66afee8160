import assert from 'node:assert/strict';
import { colourFill, correctAnswer } from '@bolajon/contract';
import { apiAs, playToOutro, signInWith, stagePath } from '../support.mjs';

/**
 * Issue 21, "colours agree": the colour question of lesson 8 asks «Какого цвета яблоко?» and
 * takes «Красное», the form that agrees with «яблоко», painted red like «Красный»; the server
 * judges it right. Every game before it is completed through the api, as a child who knows them.
 */
export const colourForms = {
  name: 'colour forms: in a paid family’s course, lesson 8’s colour game asks the colour of the apple with the neuter forms, paints «Красное» red and takes it as right',
  needs: ['paidFamily'],
  async run({ newMobilePage, paidFamily, screenshot }) {
    const { page, url: at, assertHealthy, close } = await newMobilePage();
    try {
      await signInWith(page, at, paidFamily);
      const api = apiAs(page);
      const home = await api('GET', '/home');
      assert.equal(home.status, 200);
      const lesson = home.body.lessons.find((l) => l.title === 'Фрукты и овощи');
      assert.ok(lesson, 'the course has the lesson «Фрукты и овощи»');

      let target = null;
      for (const id of home.body.lessons.flatMap((l) => l.games.map((g) => g.id))) {
        const game = (await api('GET', `/games/${id}`)).body;
        const questions = (await api('GET', `/questions/by-game/${id}`)).body.sort(
          (a, b) => a.order - b.order || a.id - b.id,
        );
        if (game.lesson.id === lesson.id && game.type === '2.2') {
          target = { game, questions };
          break;
        }
        for (const question of questions) {
          const answer = await api('POST', '/user-questions', {
            questionId: question.id,
            answer: correctAnswer(game.type, question),
          });
          assert.equal(answer.status, 200, `game ${id} (${game.type}) takes its answers`);
        }
      }
      assert.ok(target, 'lesson 8 has a colour game (2.2)');

      const apple = target.questions.find((q) => q.text === 'Какого цвета яблоко?');
      assert.ok(apple, 'the colour game asks the colour of the apple');
      const right = apple.questionVariants.find((v) => v.isCorrect);
      assert.equal(right.answer, 'Красное', 'the right colour agrees with «яблоко»');
      assert.ok(
        apple.questionVariants.every((v) => /(ое|ее)$/.test(v.answer)),
        'every choice is in the neuter form',
      );
      // «Красное» is the colour red, as «Красный» is: the player checks each button's paint.
      assert.ok(colourFill('Красное'));
      assert.equal(colourFill('Красное'), colourFill('Красный'));

      await playToOutro({
        page,
        api,
        game: target.game,
        questions: target.questions,
        open: () => page.goto(at(stagePath.intro(target.game.id))),
        screenshot,
        prefix: 'colour-forms-',
      });

      // The server stored the apple's «Красное» as right at the first try.
      const results = (await api('GET', `/user-questions/my-game-results/${target.game.id}`)).body;
      const answered = results.filter((r) => r.question.id === apple.id);
      assert.deepEqual(
        answered.map((r) => [r.answer, r.isCorrect]),
        [['Красное', true]],
        'the apple was answered «Красное» once, right',
      );
      assertHealthy();
    } finally {
      await close();
    }
  },
};
