import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadContract } from '../lib/contract';
import { initI18n, loadGameTexts, loadScreenTexts } from '../lib/i18n';

beforeAll(async () => {
  // Loaded once up front so that no test depends on how fast a dynamic import resolves.
  await Promise.all([initI18n('ru'), loadContract()]);
  await Promise.all([loadScreenTexts(), loadGameTexts()]);
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await initI18n('ru');
});
