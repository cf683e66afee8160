/** The three views of /profile (spec section 4), each its own URL so the back button works. */
export const profileViews = ['profile', 'edit', 'settings'] as const;
export type ProfileView = (typeof profileViews)[number];

/** The view named by `?view=`; anything missing or unknown is the profile itself. */
export function parseProfileView(value: string | null): ProfileView {
  return value === 'edit' || value === 'settings' ? value : 'profile';
}
