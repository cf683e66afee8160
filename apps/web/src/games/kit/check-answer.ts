/**
 * The verdict of a check (spec sections 5 and 8): the server's `isCorrect` when it answers, the
 * local judge's when it does not — a failed request is logged and never blocks the game.
 */
export async function settleCheck(
  localCorrect: boolean,
  submit: () => Promise<{ isCorrect: boolean }>,
): Promise<boolean> {
  try {
    const { isCorrect } = await submit();
    return isCorrect;
  } catch (error) {
    console.warn('Could not record the answer; using the local check', error);
    return localCorrect;
  }
}
