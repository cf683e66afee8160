import { useParams } from 'react-router';

/** The game id of the route (/…/:id), or null when it is not a positive whole number. */
export function useGameId(): number | null {
  const { id } = useParams();
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value > 0 && value <= 2_147_483_647 ? value : null;
}
