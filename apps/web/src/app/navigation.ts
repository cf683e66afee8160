/** Path fragments of the screens that take the whole height: no bottom navigation there. */
export const bottomNavHiddenFragments = [
  'game-stage-',
  'game-type-',
  'get-achievement',
  'game-outro',
  'login',
  'register',
  'onboarding',
  'verify-code',
  'learned-words',
  'unlearned-words',
  'lesson-words',
  'admin',
] as const;

export function isBottomNavHidden(pathname: string): boolean {
  return bottomNavHiddenFragments.some((fragment) => pathname.includes(fragment));
}

export const tabPaths = {
  home: '/',
  dictionary: '/dictionary',
  achievements: '/achievements',
  profile: '/profile',
} as const;
export type TabPath = (typeof tabPaths)[keyof typeof tabPaths];

/** The tab a path belongs to; /dictionary-list belongs to the dictionary. */
export function activeTab(pathname: string): TabPath | null {
  if (pathname === tabPaths.home) return tabPaths.home;
  if (pathname.startsWith(tabPaths.dictionary)) return tabPaths.dictionary;
  if (pathname.startsWith(tabPaths.achievements)) return tabPaths.achievements;
  if (pathname.startsWith(tabPaths.profile)) return tabPaths.profile;
  return null;
}

/** Where the session is being started: losing a session there needs no redirect. */
export function isSignInPath(pathname: string): boolean {
  return ['/login', '/register', '/verify-code'].includes(pathname);
}
