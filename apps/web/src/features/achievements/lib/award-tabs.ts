import { paths } from '../../../lib/paths';

/** The two tabs of /achievements; the chosen one lives in the URL as ?tab=mine. */
export const awardTabs = ['all', 'mine'] as const;
export type AwardTab = (typeof awardTabs)[number];

/** Anything but exactly "mine" is the default tab, all awards. */
export function parseAwardTab(value: string | null): AwardTab {
  return value === 'mine' ? 'mine' : 'all';
}

/** The search params with `tab` set for the chosen tab (the default tab leaves it out). */
export function withAwardTab(params: URLSearchParams, tab: AwardTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'all') next.delete(paths.achievements.param);
  else next.set(paths.achievements.param, tab);
  return next;
}
