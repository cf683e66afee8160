import assert from 'node:assert/strict';
import {
  codeBoxValues,
  digitLabel,
  focusedLabel,
  randomPhone,
  registerOnScreen,
  texts,
  typeCode,
  waitForPath,
} from '../support.mjs';

const ru = texts.ru;

/** Every digit changed, so the code is surely wrong. */
const wrongFrom = (code) => [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');

export const wrongCode = {
  name: 'a wrong code says "invalid code", clears the boxes, and the right one still works',
  async run({ newMobilePage, codeFor, screenshot }) {
    const phone = randomPhone();
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      await registerOnScreen(page, url, { name: 'Тимур', phone });
      const code = await codeFor(phone);

      await typeCode(page, 'ru', wrongFrom(code));
      await page.getByRole('alert').filter({ hasText: ru.errors.invalidCode }).waitFor();
      assert.deepEqual(await codeBoxValues(page, 'ru'), ['', '', '', '']);
      assert.equal(await focusedLabel(page), digitLabel('ru', 1));
      await screenshot(page, 'verify-code-invalid');

      await typeCode(page, 'ru', code);
      await waitForPath(page, '/onboarding');
      assertHealthy();
    } finally {
      await close();
    }
  },
};
