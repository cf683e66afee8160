import assert from 'node:assert/strict';
import {
  apiAs,
  exact,
  fill,
  nationalDigits,
  passGate,
  signInWith,
  texts,
  waitForPath,
} from '../support.mjs';

const ru = texts.ru;

export const supportConsole = {
  name: "support console: an admin finds a family by part of its phone, opens the course, the family's locked lesson opens on its next visit without a restart, and the audit log shows who did it",
  needs: ['admin'],
  async run({ newFamily, newMobilePage, screenshot, admin }) {
    // A family that has not bought the course.
    const session = await newFamily('Шахзода');
    const { phone } = session;
    const family = await newMobilePage();
    const support = await newMobilePage();
    try {
      await signInWith(family.page, family.url, session);
      await family.page.goto(family.url('/'));
      await family.page.getByRole('heading', { name: ru.screens.home }).waitFor();
      const familyApi = apiAs(family.page);
      const before = (await familyApi('GET', '/home')).body;
      const paidLesson = before.lessons[1];
      assert.ok(
        paidLesson.games.every((g) => g.status === 'locked'),
        'the second lesson is locked',
      );

      // Support finds the family by the last digits of its phone.
      await signInWith(support.page, support.url, admin);
      // The settings and the console are behind the grown-up gate: one pass opens both.
      await support.page.goto(support.url('/profile?view=settings'));
      await passGate(support.page);
      await support.page.getByRole('link', { name: ru.admin.consoleLink }).click();
      await waitForPath(support.page, '/admin');
      await support.page.getByRole('heading', { level: 1, name: ru.admin.title }).waitFor();
      await support.page.getByLabel(ru.admin.search.label).fill(nationalDigits(phone).slice(-6));
      await support.page.getByRole('button', exact(ru.admin.search.submit)).click();
      await support.page.getByRole('link', { name: /Шахзода/ }).click();
      await support.page.waitForURL((u) => /^\/admin\/families\/\d+$/.test(u.pathname));
      await support.page.getByRole('heading', { level: 1, name: 'Шахзода' }).waitFor();
      await screenshot(support.page, 'admin-family-before');

      // Opens the course.
      await support.page.getByRole('button', exact(ru.admin.courses.openCourse)).click();
      const courseTitle = 'Русский язык для детей';
      await support.page
        .getByText(fill(ru.admin.courses.openedDone, { title: courseTitle }))
        .waitFor();
      await support.page
        .getByText(fill(ru.admin.audit.courseOpen, { subject: courseTitle }))
        .waitFor();
      await support.page.getByRole('button', exact(ru.admin.courses.closeCourse)).waitFor();
      await screenshot(support.page, 'admin-family-after');

      // The family's next visit: the lesson is open, with no restart and no new sign-in.
      await family.page.reload();
      await family.page.getByRole('heading', { name: ru.screens.home }).waitFor();
      const after = (await familyApi('GET', '/home')).body;
      const opened = after.lessons.find((l) => l.id === paidLesson.id);
      assert.ok(
        opened.games.every((g) => g.status !== 'locked'),
        'the second lesson is no longer locked',
      );
      const words = await familyApi('GET', `/lessons/${paidLesson.id}/with-dictionaries`);
      assert.equal(words.status, 200, "the lesson's words open too");

      // The audit log names the support person. The admin pages are the family's (the account),
      // not the signed-in child's: its id is familyId (ADR 0036), which the id of a child added
      // later no longer equals.
      const supportApi = apiAs(support.page);
      const page = (await supportApi('GET', `/admin/families/${session.user.familyId}`)).body;
      assert.equal(page.audit[0].action, 'course.open');
      assert.equal(page.audit[0].actor.phone, admin.phone);
      support.assertHealthy();
      family.assertHealthy();
    } finally {
      await family.close();
      await support.close();
    }
  },
};
