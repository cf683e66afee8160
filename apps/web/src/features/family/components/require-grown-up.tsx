import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { grownUpToken } from '../../../lib/grown-up';
import { paths } from '../../../lib/paths';
import { GrownUpGate } from './grown-up-gate';

/**
 * A screen behind the grown-up gate (a route module wraps it: /parent, /admin, the profile's
 * settings and edit views): with a good pass it renders at once, else the gate takes its place.
 * Leaving the gate goes back where the child came from (the phone's Back does the same), or to
 * the map when the gated screen was the first one opened. Once passed, the screen stays for as
 * long as it is open; a call made after the pass expired asks again (GROWN_UP_REQUIRED).
 */
export function RequireGrownUp({ children }: { children: ReactNode }) {
  const [passed, setPassed] = useState(() => grownUpToken() !== null);
  const navigate = useNavigate();
  const location = useLocation();
  if (passed) return children;
  const leave = () => {
    // The first entry of this tab's history has the key 'default': there is no back to go to.
    if (location.key === 'default') void navigate(paths.home.href(), { replace: true });
    else void navigate(-1);
  };
  return (
    <div className="gate-page">
      <GrownUpGate onPass={() => setPassed(true)} onCancel={leave} />
    </div>
  );
}
