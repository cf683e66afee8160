import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markChildPicked, wasChildPicked } from '../../../lib/child-picked';
import { paths } from '../../../lib/paths';
import { useFamily } from '../api/get-family';

/**
 * On the map, the first time in this browser session (after sign-in, or the app opened anew): a
 * family of two or more children goes to "who is playing?"; one child stays and counts as picked.
 * The map renders meanwhile: one small request beside its own, nothing waits for it.
 */
export function PickChildOnStart() {
  const [needed] = useState(() => !wasChildPicked());
  const family = useFamily({ enabled: needed });
  const navigate = useNavigate();
  const location = useLocation();
  const count = needed ? (family.data?.children.length ?? null) : null;

  const decide = useEffectEvent((children: number) => {
    if (children < 2) markChildPicked();
    else void navigate(paths.whoIsPlaying.href(), { replace: true, state: { from: location } });
  });
  // Once, when the family is known: not again as the map's location changes.
  useEffect(() => {
    if (count !== null) decide(count);
  }, [count]);
  return null;
}
