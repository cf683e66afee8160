// Which chunk the modules of the web app's build go to (vite.config.ts), decided on the module
// graph rather than on paths, so that a new import lands where its screen needs it:
//
// - the entry (`index`): everything the entry imports statically, and with it the code every
//   other screen starts with as well: what the sign-in screens share (the forms, the api client),
//   the game-types table the stage routes need, the signed-in shell's styles, and whatever
//   `groupRoots.entry` names (nothing now). /login then
//   loads the entry and its own small chunk; a signed-in screen the entry and the shell.
// - the signed-in shell (`shell`): the data layer (TanStack Query, the navigation, the guard), the
//   map and a game's first stage, which the map opens, with the screens' Russian texts (the
//   fallback language, always loaded with them), the contract's progress rules (no zod; the
//   map's stars need them) and the offline answer queue: one request for the first screen of a
//   visit.
// - the contract's runtime in two lazy chunks (src/lib/contract.ts): its core (zod and every
//   schema; what reading the API's answers needs) and the phone-number parser (libphonenumber,
//   about half of it), which only the forms that take a phone load.
//
// Unit-tested on a graph in miniature (chunk-groups.test.mjs); typed in chunk-groups.d.mts.

/** The route modules whose static imports make the groups (paths from apps/web). */
export const groupRoots = {
  /** What /login needs past the entry (/register shares it). */
  signIn: ['src/app/routes/auth/login.tsx'],
  /**
   * Modules the entry takes although it loads them later, when a chunk every page loads shares
   * them with the shell (which would otherwise bring the whole shell to /login). None now: the
   * service worker's registration, which did, starts from the shell (app/service-worker-start.tsx).
   */
  entry: [],
  /**
   * The first screens of a signed-in visit: the data layer, the map, a game's first stage; and
   * the offline answer queue (ADR 0052), which every signed-in screen loads as it starts (the
   * layout's sync, the map's stars from the device): its own chunks were one more round trip
   * before the largest paint of the map, a game and /dictionary (Lighthouse, issue 24).
   */
  shell: [
    'src/app/data-layer.tsx',
    'src/app/routes/home.tsx',
    'src/app/routes/games/game-stage-1.tsx',
    'src/features/offline-answers/components/answer-sync.tsx',
    'src/lib/offline-answers/answer-queue.ts',
  ],
  /** The screens' texts in the fallback language (src/lib/i18n.ts loads them with the shell). */
  shellTexts: ['src/locales/screens/ru.json'],
};

const CONTRACT = /[\\/]packages[\\/]contract[\\/]|[\\/]node_modules[\\/]zod[\\/]/;
const GAME_TYPES = /[\\/]packages[\\/]contract[\\/](src|dist)[\\/]game-types\.[jt]s$/;
/** `@bolajon/contract/progress-rules`, which the contract's core does not import (ADR 0033). */
const PROGRESS_RULES = /[\\/]packages[\\/]contract[\\/](src|dist)[\\/]progress-rules\.[jt]s$/;
const CONTRACT_PHONE =
  /[\\/]node_modules[\\/]libphonenumber-js[\\/]|[\\/]packages[\\/]contract[\\/](src|dist)[\\/](index|phone|auth-phone)\.[jt]s$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const CSS = /\.css($|\?)/;

/** The contract's phone-number parser and the full contract's entry (`@bolajon/contract`). */
export const isContractPhoneModule = (id) => CONTRACT_PHONE.test(id);

/**
 * The rest of the contract's runtime (`@bolajon/contract/core`), but its game-types table and its
 * progress rules, which screens import before the contract's chunks load.
 */
export const isContractCoreModule = (id) =>
  CONTRACT.test(id) && !CONTRACT_PHONE.test(id) && !GAME_TYPES.test(id) && !PROGRESS_RULES.test(id);

const isContractModule = (id) => isContractCoreModule(id) || isContractPhoneModule(id);

/**
 * Every module `roots` import statically, transitively, the roots included; `importsOf(id)` gives
 * a module's static imports. Modules for which `stop(id)` is true are neither taken nor followed.
 */
export function staticClosure(roots, importsOf, stop = () => false) {
  const seen = new Set();
  const queue = roots.filter((id) => !stop(id));
  while (queue.length > 0) {
    const id = queue.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of importsOf(id)) {
      if (!seen.has(imported) && !stop(imported)) queue.push(imported);
    }
  }
  return seen;
}

/**
 * The app's own modules (packages are left to follow them: only what is used of a package comes
 * along) in the entry group and all the modules of the shell group. `entries` are the build's
 * entry modules, `roots` the group roots as module ids, `importsOf` the module graph.
 */
export function chunkGroups({ entries, roots, importsOf }) {
  const initial = staticClosure(entries, importsOf);
  const routes = new Set([...roots.signIn, ...roots.shell]);

  // The sign-in screens' shared code; their route modules stay their own chunks.
  const signIn = staticClosure(
    roots.signIn,
    importsOf,
    (id) => initial.has(id) || isContractModule(id),
  );
  for (const id of routes) signIn.delete(id);

  const entryLater = staticClosure(
    roots.entry ?? [],
    importsOf,
    (id) => initial.has(id) || isContractModule(id),
  );

  const shell = staticClosure(
    [...roots.shell, ...roots.shellTexts],
    importsOf,
    (id) =>
      initial.has(id) ||
      signIn.has(id) ||
      entryLater.has(id) ||
      isContractModule(id) ||
      GAME_TYPES.test(id),
  );

  const entry = new Set();
  for (const id of [...initial, ...signIn, ...entryLater])
    if (!NODE_MODULES.test(id)) entry.add(id);
  // The game-types table: the stage routes need it to paint, and the contract's core imports it
  // (so that loading the contract never brings the shell).
  for (const id of staticClosure([...roots.signIn, ...roots.shell], importsOf)) {
    if (GAME_TYPES.test(id)) entry.add(id);
  }
  // The shell's styles, a few KB, come with the entry's: one request less when a visit starts.
  for (const id of shell) {
    if (CSS.test(id)) {
      shell.delete(id);
      entry.add(id);
    }
  }
  return { entry, shell };
}
