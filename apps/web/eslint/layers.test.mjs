import { ESLint, RuleTester } from 'eslint';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { layers, webSource } from './layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

/** A file of `folder` importing `specifier`, statically. */
const importing = (folder, specifier, file = 'thing.ts') => ({
  code: `import { x } from '${specifier}';`,
  filename: webSource(...folder.split('/'), file),
});

tester.run('layers/zones', layers.rules.zones, {
  valid: [
    // Down the layers, and within a feature.
    importing('features/game/components', '../../../games/registry'),
    importing('features/game/components', '../../../components/ui/button'),
    importing('features/game/components', '../../../lib/paths'),
    importing('features/game/components', '../api/get-game'),
    importing('games/choice', '../kit/question-play'),
    importing('games/kit', '../../components/game-stage-frame'),
    importing('components/ui', '../../lib/paths'),
    importing('lib', './storage'),
    importing('lib', '../locales/ru.json'),
    // The app composes everything.
    importing('app/routes', '../../features/home/components/home-screen'),
    importing('app', '../features/auth/components/require-auth'),
    // Packages are not layers.
    importing('lib', '@bolajon/contract'),
    // Tests may reach the test kit and the app.
    importing('features/game/__tests__', '../../../app/routes/games/game-outro', 'x.test.tsx'),
    // Outside apps/web/src the rule has nothing to say.
    { code: `import { x } from '../src/app/app';`, filename: path.resolve('scripts', 'x.mjs') },
  ],
  invalid: [
    {
      ...importing('features/home/components', '../../game/api/get-game'),
      errors: [
        { message: 'features never import each other: features/home imports features/game' },
      ],
    },
    {
      ...importing('games/choice', '../../features/game/components/play-screen'),
      errors: [{ message: 'games/ may import only games, components, lib, styles; not features/' }],
    },
    {
      ...importing('components/ui', '../../app/provider'),
      errors: [{ message: 'components/ may import only components, lib, styles; not app/' }],
    },
    {
      ...importing('lib', '../games/registry'),
      errors: [{ message: 'lib/ may import only lib, locales, types; not games/' }],
    },
    {
      // A new folder is no way round the allow-list.
      ...importing('lib', '../helpers/anything'),
      errors: [{ message: 'lib/ may import only lib, locales, types; not helpers/' }],
    },
    {
      code: `const screen = import('../../profile/components/profile-screen');`,
      filename: webSource('features', 'home', 'components', 'x.tsx'),
      errors: [
        { message: 'features never import each other: features/home imports features/profile' },
      ],
    },
    {
      code: `export { x } from '../../app/router';`,
      filename: webSource('games', 'kit', 'x.ts'),
      errors: [{ message: 'games/ may import only games, components, lib, styles; not app/' }],
    },
    {
      code: `export * from '../features/auth/hooks/use-auth';`,
      filename: webSource('lib', 'x.ts'),
      errors: [{ message: 'lib/ may import only lib, locales, types; not features/' }],
    },
  ],
});

describe('the web lint config', () => {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const lint = async (file, code) => {
    const [result] = await new ESLint({ cwd: root }).lintText(code, {
      filePath: path.join(root, file),
    });
    return result.messages.map((message) => message.ruleId);
  };

  it('runs the layers rule on the web app', async () => {
    expect(
      await lint(
        'apps/web/src/features/home/components/x.ts',
        `import { useGame } from '../../game/api/get-game';\nexport const y = useGame;\n`,
      ),
    ).toEqual(['layers/zones']);
  });

  it('refuses a data router, in screens and in tests alike', async () => {
    const code = `import { useLoaderData } from 'react-router';\nexport const y = useLoaderData;\n`;
    expect(await lint('apps/web/src/features/home/components/x.ts', code)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await lint('apps/web/src/features/home/__tests__/x.test.ts', code)).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await lint(
        'apps/web/src/app/x.ts',
        `import { useNavigate, useParams } from 'react-router';\nexport const y = [useNavigate, useParams];\n`,
      ),
    ).toEqual([]);
  });
});
