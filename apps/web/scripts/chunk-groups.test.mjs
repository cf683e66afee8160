import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  chunkGroups,
  groupRoots,
  isContractCoreModule,
  isContractPhoneModule,
  staticClosure,
} from './chunk-groups.mjs';

const web = (file) => `/w/apps/web/${file}`;
const pkg = (file) => `/w/node_modules/${file}`;
const contract = (file) => `/w/packages/contract/src/${file}`;

/** The app's module graph in miniature: each module and what it imports statically. */
const graph = {
  [web('index.html')]: [web('src/main.tsx')],
  [web('src/main.tsx')]: [web('src/app/app.tsx'), web('src/lib/i18n.ts'), pkg('react/index.js')],
  [web('src/app/app.tsx')]: [web('src/app/router.tsx')],
  [web('src/app/router.tsx')]: [pkg('react-router/index.mjs')],
  [web('src/lib/i18n.ts')]: [pkg('react-i18next/index.js')],
  // A package's barrel re-exports more than the entry uses.
  [pkg('react-i18next/index.js')]: [pkg('react-i18next/Trans.js')],
  // The sign-in screens.
  [web('src/app/routes/auth/login.tsx')]: [web('src/features/auth/login-form.tsx')],
  [web('src/app/routes/auth/register.tsx')]: [
    web('src/features/auth/register-form.tsx'),
    web('src/features/auth/login-form.tsx'),
  ],
  [web('src/features/auth/login-form.tsx')]: [
    web('src/lib/api-client.ts'),
    web('src/components/ui/text-field.tsx'),
    pkg('some-lib/index.js'),
  ],
  [web('src/features/auth/register-form.tsx')]: [web('src/lib/api-client.ts')],
  [web('src/components/ui/text-field.tsx')]: [web('src/components/ui/text-field.css')],
  [web('src/lib/api-client.ts')]: [web('src/lib/contract.ts')],
  // The signed-in shell.
  [web('src/app/data-layer.tsx')]: [
    web('src/app/layout.tsx'),
    web('src/lib/api-client.ts'),
    pkg('@tanstack/query-core/index.js'),
  ],
  [web('src/app/layout.tsx')]: [web('src/components/ui/bottom-nav.tsx')],
  [web('src/components/ui/bottom-nav.tsx')]: [web('src/components/ui/bottom-nav.css')],
  [web('src/app/routes/home.tsx')]: [web('src/features/home/home-screen.tsx')],
  [web('src/features/home/home-screen.tsx')]: [
    web('src/features/home/home-screen.css'),
    web('src/lib/stage-routes.ts'),
    web('src/components/ui/stars.tsx'),
  ],
  // The map's stars: MAX_STARS from the contract's progress rules, which hold no zod.
  [web('src/components/ui/stars.tsx')]: [contract('progress-rules.ts')],
  [web('src/app/routes/games/game-stage-1.tsx')]: [web('src/features/game/intro-screen.tsx')],
  [web('src/features/game/intro-screen.tsx')]: [
    web('src/lib/stage-routes.ts'),
    // A static import of the contract stays the contract's: the shell would wait for it.
    contract('core.ts'),
  ],
  [web('src/lib/stage-routes.ts')]: [contract('game-types.ts')],
  // The contract: its entry, its core, the phone-number parser.
  [contract('index.ts')]: [contract('core.ts'), contract('phone.ts'), contract('auth-phone.ts')],
  [contract('core.ts')]: [contract('auth.ts'), contract('game-types.ts')],
  [contract('auth.ts')]: [pkg('zod/index.js')],
  [contract('auth-phone.ts')]: [contract('phone.ts'), pkg('zod/index.js')],
  [contract('phone.ts')]: [pkg('libphonenumber-js/min/index.js')],
};

const importsOf = (id) => graph[id] ?? [];

const groups = () =>
  chunkGroups({
    entries: [web('index.html')],
    roots: {
      signIn: [web('src/app/routes/auth/login.tsx')],
      shell: [
        web('src/app/data-layer.tsx'),
        web('src/app/routes/home.tsx'),
        web('src/app/routes/games/game-stage-1.tsx'),
      ],
      shellTexts: [web('src/locales/screens/ru.json')],
    },
    importsOf,
  });

describe('the static closure of modules', () => {
  it('takes every module imported transitively, the roots included, and stops where told', () => {
    expect([...staticClosure([web('src/app/routes/home.tsx')], importsOf)].sort()).toEqual(
      [
        web('src/app/routes/home.tsx'),
        web('src/features/home/home-screen.tsx'),
        web('src/features/home/home-screen.css'),
        web('src/lib/stage-routes.ts'),
        contract('game-types.ts'),
        web('src/components/ui/stars.tsx'),
        contract('progress-rules.ts'),
      ].sort(),
    );
    const stopped = staticClosure([web('src/app/routes/home.tsx')], importsOf, (id) =>
      id.endsWith('stage-routes.ts'),
    );
    expect(stopped.has(web('src/lib/stage-routes.ts'))).toBe(false);
    expect(stopped.has(contract('game-types.ts'))).toBe(false);
  });
});

describe('the entry chunk', () => {
  it("holds the entry's own modules and what the sign-in screens share", () => {
    const { entry } = groups();
    for (const id of [
      web('src/main.tsx'),
      web('src/app/router.tsx'),
      web('src/lib/i18n.ts'),
      web('src/features/auth/login-form.tsx'),
      web('src/lib/api-client.ts'),
      web('src/lib/contract.ts'),
      web('src/components/ui/text-field.tsx'),
      web('src/components/ui/text-field.css'),
    ]) {
      expect(entry.has(id), id).toBe(true);
    }
  });

  it("leaves packages to follow the code that uses them, and screens' own modules to their chunks", () => {
    const { entry } = groups();
    for (const id of [
      pkg('react/index.js'),
      pkg('some-lib/index.js'),
      // Only re-exported by a barrel the entry uses: bundled where it is used.
      pkg('react-i18next/Trans.js'),
      web('src/app/routes/auth/login.tsx'),
      web('src/app/routes/auth/register.tsx'),
      web('src/features/auth/register-form.tsx'),
      web('src/app/data-layer.tsx'),
    ]) {
      expect(entry.has(id), id).toBe(false);
    }
  });

  it("takes the game-types table and the shell's styles", () => {
    const { entry, shell } = groups();
    expect(entry.has(contract('game-types.ts'))).toBe(true);
    expect(entry.has(web('src/components/ui/bottom-nav.css'))).toBe(true);
    expect(entry.has(web('src/features/home/home-screen.css'))).toBe(true);
    expect(shell.has(web('src/components/ui/bottom-nav.css'))).toBe(false);
  });
});

describe('the shell chunk', () => {
  it('holds the data layer, the map and the intro with everything they import of their own', () => {
    const { shell } = groups();
    expect([...shell].sort()).toEqual(
      [
        web('src/app/data-layer.tsx'),
        web('src/app/layout.tsx'),
        web('src/components/ui/bottom-nav.tsx'),
        pkg('@tanstack/query-core/index.js'),
        web('src/app/routes/home.tsx'),
        web('src/features/home/home-screen.tsx'),
        web('src/lib/stage-routes.ts'),
        web('src/components/ui/stars.tsx'),
        contract('progress-rules.ts'),
        web('src/app/routes/games/game-stage-1.tsx'),
        web('src/features/game/intro-screen.tsx'),
        web('src/locales/screens/ru.json'),
      ].sort(),
    );
  });

  it('holds nothing of the entry, the sign-in code or the contract', () => {
    const { entry, shell } = groups();
    for (const id of shell) expect(entry.has(id), id).toBe(false);
    expect(shell.has(web('src/lib/api-client.ts'))).toBe(false);
    expect(shell.has(contract('core.ts'))).toBe(false);
  });
});

describe('the group roots', () => {
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

  it('are modules of the app (a renamed one would leave its group empty, silently)', () => {
    for (const file of Object.values(groupRoots).flat())
      expect(existsSync(path.join(appDir, file)), file).toBe(true);
  });

  it("put the offline answer queue in the shell: every signed-in screen loads it as it starts, and a chunk of its own was one more round trip before the map's, a game's and the dictionary's largest paint", () => {
    expect(groupRoots.shell).toEqual(
      expect.arrayContaining([
        'src/features/offline-answers/components/answer-sync.tsx',
        'src/lib/offline-answers/answer-queue.ts',
      ]),
    );
  });
});

describe('an entry root', () => {
  it('goes with the entry, not the shell, although the shell imports it too', () => {
    const layoutImports = graph[web('src/app/layout.tsx')];
    const { entry, shell } = chunkGroups({
      entries: [web('index.html')],
      roots: {
        signIn: [web('src/app/routes/auth/login.tsx')],
        entry: [web('src/lib/app-update.ts')],
        shell: [web('src/app/data-layer.tsx')],
        shellTexts: [],
      },
      importsOf: (id) =>
        id === web('src/app/layout.tsx')
          ? [...layoutImports, web('src/lib/app-update.ts')]
          : id === web('src/lib/app-update.ts')
            ? [pkg('react/index.js')]
            : importsOf(id),
    });
    expect(entry.has(web('src/lib/app-update.ts'))).toBe(true);
    expect(shell.has(web('src/lib/app-update.ts'))).toBe(false);
    expect(shell.has(web('src/app/layout.tsx'))).toBe(true);
    // What it imports of a package is left to follow it, as ever.
    expect(entry.has(pkg('react/index.js'))).toBe(false);
  });
});

describe("the contract's two chunks", () => {
  it('put the phone-number parser and the whole contract apart from the core', () => {
    for (const id of [
      contract('index.ts'),
      contract('phone.ts'),
      contract('auth-phone.ts'),
      pkg('libphonenumber-js/min/index.js'),
    ]) {
      expect(isContractPhoneModule(id), id).toBe(true);
      expect(isContractCoreModule(id), id).toBe(false);
    }
    for (const id of [contract('core.ts'), contract('auth.ts'), pkg('zod/index.js')]) {
      expect(isContractCoreModule(id), id).toBe(true);
      expect(isContractPhoneModule(id), id).toBe(false);
    }
  });

  it('leave the game-types table, the progress rules and the app to the other chunks', () => {
    for (const id of [
      contract('game-types.ts'),
      contract('progress-rules.ts'),
      web('src/lib/contract.ts'),
    ]) {
      expect(isContractCoreModule(id), id).toBe(false);
      expect(isContractPhoneModule(id), id).toBe(false);
    }
  });
});
