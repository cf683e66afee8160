/** Game types are the spec's texts; each one names the route its screen lives on. */
export const GAME_TYPES = [
  '1.0',
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '2.0',
  '2.1',
  '2.2',
  '2.3',
  '2.4',
  '3.0',
  '3.1',
  '3.2',
  '4.0',
  '5.0',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/** The intro screen's routing table (spec section 2). Unknown types go home. */
export function gameRoute(type: string, gameId: number | string): string {
  const routes: Record<GameType, string> = {
    '1.0': '1-0',
    '1.3': '1-0',
    '1.4': '1-0',
    '1.1': '1-1',
    '1.2': '1-2',
    '1.5': '1-5',
    '2.0': '2-0',
    '2.1': '2-0',
    '2.2': '2-2',
    '2.3': '2-3',
    '2.4': '2-4',
    '3.0': '3-0',
    '3.1': '3-1',
    '3.2': '3-2',
    '4.0': '4-0',
    '5.0': '5-0',
  };
  return isGameType(type) ? `/game-type-${routes[type]}/${gameId}` : '/';
}

/** Speech games (1.x) end with the final video; the rest go to the outro. */
export function isSpeechGame(type: string): boolean {
  return type.startsWith('1.');
}

/** Points per correct answer (spec section 4): 1 for 2.4 and 3.x, 10 for the rest. */
export function pointsPerCorrect(type: string): number {
  return type === '2.4' || type.startsWith('3.') ? 1 : 10;
}
