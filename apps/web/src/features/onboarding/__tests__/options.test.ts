import { existsSync } from 'node:fs';
import path from 'node:path';
import { degreeOptions, reasonOptions, skillOptions, timeOptions } from '../lib/options';

describe('onboarding choices', () => {
  it('each has a picture the app serves (public/), never an emoji a phone may lack', () => {
    const publicDir = path.resolve(__dirname, '../../../../public');
    for (const option of [...reasonOptions, ...degreeOptions, ...skillOptions, ...timeOptions]) {
      expect(option.picture).toMatch(/^\/onboarding\/[0-9a-f-]+\.svg$/);
      expect(existsSync(path.join(publicDir, option.picture))).toBe(true);
    }
  });
});
