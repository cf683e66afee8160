import { gameTypeFacts, type GameSlug } from '@bolajon/contract/game-types';

/** A screen at one URL. */
function fixed<P extends string>(pattern: P) {
  return { pattern, href: (): P => pattern };
}

/**
 * A screen with a view in its query string (`?param=value`): every view but the `bare` one is its
 * own URL, so the phone's back button steps through them. The feature parses the values.
 */
function withView(pattern: string, param: string, bare = '') {
  return {
    pattern,
    param,
    href: (view: string = bare) =>
      view === bare ? pattern : `${pattern}?${new URLSearchParams({ [param]: view })}`,
  };
}

/** A screen of one thing (a game, a lesson, a family) by its id. */
export function byId(pattern: `${string}/:id`) {
  return { pattern, href: (id: number) => pattern.replace(':id', String(id)) };
}

const home = fixed('/');
const playPattern = (slug: GameSlug) => `/game-type-${slug}/:id` as const;

/**
 * Every screen's URL (spec section 2), written once (ADR 0035, bulletproof-react's
 * `config/paths.ts`): `pattern` is what app/router.tsx matches, `href` what links and navigations
 * go to. Nothing else in the app writes a screen's URL.
 */
export const paths = {
  home,
  login: fixed('/login'),
  register: fixed('/register'),
  verifyCode: fixed('/verify-code'),
  /** The questionnaire: the intro is bare, every other step carries `?step=`. */
  onboarding: withView('/onboarding', 'step', 'intro'),

  dictionary: fixed('/dictionary'),
  /** The three choices, or `?view=lessons`: in the URL, so coming back from a lesson returns to it. */
  dictionaryList: withView('/dictionary-list', 'view', 'choices'),
  learnedWords: fixed('/learned-words'),
  unlearnedWords: fixed('/unlearned-words'),
  lessonWords: byId('/lesson-words/:id'),

  /** A lesson's show-and-say step: its new words, before its games (ADR 0038). */
  lessonIntro: byId('/lesson-intro/:id'),
  gameIntro: byId('/game-stage-1/:id'),
  gamePlay: {
    /** One route a game type's screen (games/registry.ts). */
    pattern: playPattern,
    /** The screen of the game's type; an unknown type goes home (spec section 2). */
    href: (type: string, gameId: number) => {
      const facts = gameTypeFacts(type);
      return facts ? playPattern(facts.slug).replace(':id', String(gameId)) : home.href();
    },
  },
  gameAchievement: byId('/get-achievement/:id'),
  gameFinalVideo: byId('/game-stage-4/:id'),
  gameOutro: byId('/game-outro/:id'),

  /** All awards, or `?tab=mine`. */
  achievements: withView('/achievements', 'tab', 'all'),
  /** The profile, `?view=edit` or `?view=settings` (spec section 4). */
  profile: withView('/profile', 'view', 'profile'),
  about: fixed('/about'),
  /** The parent's view (behind the grown-up gate): every child's figures, the PIN, the export. */
  parent: fixed('/parent'),
  /** "Who is playing?": a family of two or more children picks the child after sign-in. */
  whoIsPlaying: fixed('/who-is-playing'),

  /** The support console's search; the phone searched for is in the URL (`?phone=<digits>`). */
  admin: withView('/admin', 'phone'),
  adminFamily: byId('/admin/families/:id'),

  /**
   * The course studio (issue 23, editors only): its tree, which the settings link to, and one
   * lesson. Its other screens are in features/studio/lib/studio-paths.ts, out of the first load.
   */
  studio: fixed('/studio'),
  studioLesson: byId('/studio/lessons/:id'),
} as const;

const signInPatterns: readonly string[] = [
  paths.login.pattern,
  paths.register.pattern,
  paths.verifyCode.pattern,
];

/** Where the session is being started: losing a session there needs no redirect. */
export function isSignInPath(pathname: string): boolean {
  return signInPatterns.includes(pathname);
}

/**
 * An id from the URL (a game's, a lesson's), or null when it is not a positive whole number that
 * fits the database's integer ids.
 */
export function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
