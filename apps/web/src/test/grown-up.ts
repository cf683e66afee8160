import { afterEach, beforeEach } from 'vitest';
import { forgetGrownUpPass, saveGrownUpPass } from '../lib/grown-up';

/**
 * The tests of a file run as a grown-up who passed the gate (issue 20): screens behind it render
 * at once. Their gate itself is tested in features/family.
 */
export function asGrownUp() {
  // Good for years: some files set the clock to a fixed day after this runs.
  beforeEach(() => saveGrownUpPass({ grownUpToken: 'grown-up-pass', expiresInSeconds: 1e9 }));
  afterEach(() => forgetGrownUpPass());
}
