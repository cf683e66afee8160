/** A family id from the URL: only a plain positive integer (no `0x10`, `1e3`, `+1`, `007`). */
export function parseFamilyId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
