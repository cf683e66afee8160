import assert from 'node:assert/strict';
import { correctAnswer } from '@bolajon/contract';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenToSound } from '../sound.mjs';
import {
  apiAs,
  escapeRegExp,
  exact,
  fill,
  nationalDigits,
  passGate,
  playToOutro,
  signInWith,
  stagePath,
  studioTexts,
  texts,
  waitForPath,
} from '../support.mjs';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const ru = texts.ru;
const st = studioTexts.ru;
const TEACHER = 'Гульнора Каримова';
const LESSON = 'Кошка и собака';
const WORDS = [
  { word: 'кошка', translation: 'mushuk', picture: 'кошка' },
  { word: 'собака', translation: 'it', picture: 'собака' },
];

/** A name that begins as `template` does once its last value is left out («Слово 1: …»). */
const begins = (template, values) =>
  new RegExp(`^${escapeRegExp(fill(template, values).trimEnd())}`);

/** The part of the editor for word `n` (from 1): its legend says «Слово n: …». */
const wordGroup = (page, n) =>
  page.getByRole('group', { name: begins(st.editor.wordName, { n, word: '' }) });

/** Picks the first Twemoji the search finds for `name`, inside `scope` (a picture field). */
async function findPicture(scope, name) {
  await scope.getByRole('button', exact(st.picture.find)).click();
  await scope.getByLabel(st.picture.searchLabel).fill(name);
  await scope.getByRole('button', exact(st.picture.search)).click();
  const results = scope.getByRole('list', { name: st.picture.results });
  await results.getByRole('button').first().click();
  await scope.getByRole('img').first().waitFor();
}

/**
 * Issue 23, "Done when": an admin makes a teacher an editor in the support console; the teacher
 * adds a lesson in the studio with two words and a 2.3 listening game, records the first word
 * through Chromium's fake microphone (a wav espeak-ng rendered), previews the game in the phone
 * frame, and publishes it; a family with the course open finds the lesson on its map, plays the
 * game and hears the teacher's recording (its /media/r/ URL), not the synthesiser.
 */
export const courseStudio = {
  name: 'course studio: an admin makes a teacher an editor; she adds a lesson with two words and a listening game, records a word, previews and publishes it; a family plays it and hears her recording',
  needs: ['admin', 'paidFamily', 'microphone'],
  // It publishes a lesson into the course every family sees: on a database of its own (run.mjs).
  isolated: true,
  async run({ newFamily, newMobilePage, screenshot, admin, paidFamily, microphone }) {
    assert.ok(microphone, 'the fake microphone needs espeak-ng to render its wav');
    const teacherSession = await newFamily(TEACHER);
    const support = await newMobilePage();
    const teacher = await newMobilePage();
    const family = await newMobilePage();
    try {
      // 1. Support makes the teacher an editor.
      const s = support.page;
      await signInWith(s, support.url, admin);
      await s.goto(support.url('/profile?view=settings'));
      await passGate(s);
      await s.getByRole('link', { name: ru.admin.consoleLink }).click();
      await waitForPath(s, '/admin');
      await s
        .getByLabel(ru.admin.search.label)
        .fill(nationalDigits(teacherSession.phone).slice(-6));
      await s.getByRole('button', exact(ru.admin.search.submit)).click();
      await s.getByRole('link', { name: new RegExp(TEACHER) }).click();
      await s.waitForURL((u) => /^\/admin\/families\/\d+$/.test(u.pathname));
      await s.getByRole('button', exact(ru.admin.family.makeEditor)).click();
      await s
        .getByRole('dialog')
        .getByRole('button', exact(ru.admin.family.makeEditorConfirm.confirm))
        .click();
      await s.getByText(fill(ru.admin.family.madeEditor, { name: TEACHER })).waitFor();

      // 2. The teacher opens the studio from her settings, behind the grown-up gate.
      const p = teacher.page;
      await p
        .context()
        .grantPermissions(['microphone'], { origin: new URL(teacher.url('/')).origin });
      await signInWith(p, teacher.url, teacherSession);
      await p.goto(teacher.url('/profile?view=settings'));
      await passGate(p);
      await p.getByRole('link', { name: ru.settings.studioLink }).click();
      await waitForPath(p, '/studio');
      await p.getByRole('button', exact(st.tree.expandAll)).click();
      // A new lesson at the end of the course's first block.
      await p.getByRole('button', exact(st.tree.addLesson)).first().click();
      await p.getByLabel(st.tree.newLesson.title, { exact: true }).fill(LESSON);
      await p.getByLabel(st.tree.newLesson.titleUz, { exact: true }).fill('Mushuk va it');
      await p.getByRole('button', exact(st.tree.newLesson.create)).click();
      await p.waitForURL((u) => /^\/studio\/drafts\/\d+$/.test(u.pathname));
      const draftId = Number(new URL(p.url()).pathname.split('/').pop());

      // 3. Two words, each with a picture from the bundled set.
      for (const [i, w] of WORDS.entries()) {
        await p.getByRole('button', exact(st.editor.addWord)).click();
        const group = wordGroup(p, i + 1);
        await group.getByRole('textbox', exact(st.editor.word)).fill(w.word);
        await group.getByRole('textbox', exact(st.editor.translation)).fill(w.translation);
        await findPicture(group.getByRole('group', { name: st.editor.picture }), w.picture);
      }

      // 4. The first word in the teacher's voice: record, hear it back, keep it.
      const voice = wordGroup(p, 1).getByRole('group', exact(st.editor.word));
      await voice.getByRole('button', exact(st.voice.record)).click();
      // She speaks for two seconds (the fake microphone says «Кошка» over and over), then stops.
      await voice.getByText(fill(st.voice.elapsed, { seconds: 2, max: 30 })).waitFor();
      await voice.getByRole('button', exact(st.voice.stop)).click();
      await voice
        .getByLabel(fill(st.voice.takePlayer, { label: st.editor.word }), { exact: true })
        .waitFor();
      await voice.getByRole('button', exact(st.voice.keep)).click();
      await voice
        .getByLabel(fill(st.voice.player, { label: st.editor.word }), { exact: true })
        .waitFor();
      assert.equal(await voice.getByRole('alert').count(), 0, 'the recording was kept');
      await screenshot(p, 'studio-words');

      // 5. A 2.3 listening game: «Кошка» said, two pictures, the cat's is right.
      await p.getByLabel(st.editor.newGameType).selectOption('2.3');
      await p.getByRole('button', exact(st.editor.addGame)).click();
      const game = p.getByRole('region', {
        name: begins(st.editor.gameName, { n: 1, title: '' }),
      });
      await game.getByRole('textbox', exact(st.editor.gameTitle)).fill('Где кошка?');
      const question = game.getByRole('group', {
        name: begins(st.editor.questionName, { n: 1 }),
      });
      await question.getByRole('textbox', exact(st.editor.questionText)).fill('Кошка');
      for (const [i, w] of WORDS.entries()) {
        if (
          (await question
            .getByRole('textbox', exact(fill(st.editor.variantAnswer, { n: i + 1 })))
            .count()) === 0
        )
          await question.getByRole('button', exact(st.editor.addVariant)).click();
        await question
          .getByRole('textbox', exact(fill(st.editor.variantAnswer, { n: i + 1 })))
          .fill(w.word);
        const variant = question.getByRole('listitem').filter({
          has: p.getByRole('textbox', exact(fill(st.editor.variantAnswer, { n: i + 1 }))),
        });
        await findPicture(variant.getByRole('group', { name: st.editor.variantImage }), w.picture);
      }
      await question
        .getByRole('listitem')
        .filter({ has: p.getByRole('textbox', exact(fill(st.editor.variantAnswer, { n: 1 }))) })
        .getByRole('radio', exact(st.editor.rightAnswer))
        .check();
      await p.getByRole('button', exact(st.editor.save)).click();
      await p.getByText(st.editor.saved, { exact: true }).waitFor();
      await screenshot(p, 'studio-game');

      // 6. The preview: the game as a child sees it, judged on the device, nobody's progress.
      const posts = [];
      p.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/(user-|progress)/.test(request.url()))
          posts.push(request.url());
      });
      await game
        .getByRole('link', { name: fill(st.preview.linkLabel, { title: 'Где кошка?' }) })
        .click();
      await p.waitForURL((u) => u.pathname.startsWith(`/studio/drafts/${draftId}/preview/`));
      await p.getByText(st.preview.notice).waitFor();
      await screenshot(p, 'studio-preview');
      await p.getByRole('button', { name: ru.intro.play }).click();
      await p.getByRole('button', { name: ru.intro.start }).click();
      const pictures = p.getByRole('group', exact(ru.listeningChoice.pictures));
      // A picture picked and checked: the verdict comes from the contract's judge, on the device.
      await pictures.getByRole('button').first().click();
      await p.getByRole('button', exact(ru.game.check)).click();
      await p
        .getByRole('heading', exact(ru.game.correct))
        .or(p.getByRole('heading', exact(ru.game.incorrect)))
        .waitFor();
      await screenshot(p, 'studio-preview-verdict');
      await p
        .getByRole('link', exact(st.preview.back))
        .or(p.getByRole('button', exact(st.preview.back)))
        .first()
        .click();
      await p.waitForURL((u) => u.pathname === `/studio/drafts/${draftId}`);
      assert.deepEqual(posts, [], 'the preview sends no answer');

      // 7. Publish: the lesson goes on the map, at the end of its block.
      await p.getByRole('button', exact(st.editor.publishNew)).click();
      await p.getByRole('dialog').getByRole('button', exact(st.editor.publishNew)).click();
      await p.waitForURL((u) => /^\/studio\/lessons\/\d+$/.test(u.pathname));
      const lessonId = Number(new URL(p.url()).pathname.split('/').pop());
      teacher.assertHealthy();

      // 8. A family with the course open finds the lesson and plays its game.
      const f = family.page;
      await signInWith(f, family.url, paidFamily);
      const api = apiAs(f);
      const home = (await api('GET', '/home')).body;
      const lesson = home.lessons.find((l) => l.id === lessonId);
      assert.ok(lesson, 'the published lesson is on the family’s map');
      assert.equal(lesson.title, LESSON);
      const gameId = lesson.games[0].id;
      // Games open one after another: the child has played every game before it (through the
      // api, as a child who knows them would).
      for (const id of home.lessons.flatMap((l) => l.games.map((g) => g.id))) {
        if (id === gameId) break;
        const before = (await api('GET', `/games/${id}`)).body;
        for (const q of (await api('GET', `/questions/by-game/${id}`)).body) {
          const answer = await api('POST', '/user-questions', {
            questionId: q.id,
            answer: correctAnswer(before.type, q),
          });
          assert.equal(answer.status, 200, `game ${id} (${before.type}) takes its answers`);
        }
      }
      const played = (await api('GET', `/games/${gameId}`)).body;
      const questions = (await api('GET', `/questions/by-game/${gameId}`)).body;
      assert.equal(played.type, '2.3');
      const recording = questions[0].audioUrl;
      assert.match(
        recording ?? '',
        /^\/media\/r\/[0-9a-f]+\.ogg$/,
        'the question is the teacher’s recording',
      );
      const sound = await listenToSound(f);
      await playToOutro({
        page: f,
        api,
        game: played,
        questions,
        open: () => f.goto(family.url(stagePath.intro(gameId))),
        screenshot,
        prefix: 'studio-family-',
      });
      const heard = (await sound.sounds())
        .filter((s) => s.kind === 'audio')
        .map((s) => new URL(s.src).pathname);
      assert.ok(heard.includes(recording), `the recording was played (heard: ${heard.join(', ')})`);
      const words = (await api('GET', `/lessons/${lessonId}/with-dictionaries`)).body;
      assert.equal(
        JSON.stringify(words).includes(recording),
        true,
        'the dictionary word «кошка» speaks with the recording too',
      );
      family.assertHealthy();
    } catch (error) {
      // What each page showed when it failed, beside the screenshots: the likeliest question.
      for (const [name, page] of [
        ['support', support.page],
        ['teacher', teacher.page],
        ['family', family.page],
      ]) {
        await screenshot(page, `studio-failed-${name}`).catch(() => {});
        const tree = await page
          .locator('body')
          .ariaSnapshot()
          .catch(() => '');
        writeFileSync(
          path.join(screenshotDir, `studio-failed-${name}.txt`),
          `${page.url()}\n${tree}`,
        );
      }
      throw error;
    } finally {
      await support.close();
      await teacher.close();
      await family.close();
    }
  },
};
