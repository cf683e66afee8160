import { useLocation, useNavigate, type To } from 'react-router';

/**
 * Back to the previous page of this visit, or to `fallback` when the screen was opened directly
 * (a typed or shared link: there is no page of ours to go back to).
 */
export function useGoBack(fallback: To) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}
