/** The console's URLs, written once. */
export const PHONE_PARAM = 'phone';

export const adminPaths = {
  search: '/admin',
  family: (id: number) => `/admin/families/${id}`,
} as const;

/** The search's query string: `?phone=<digits>`, or none for an empty search. */
export function searchParamsFor(digits: string): URLSearchParams {
  return new URLSearchParams(digits ? { [PHONE_PARAM]: digits } : {});
}

/** A family id from the URL: only a plain positive integer (no `0x10`, `1e3`, `+1`, `007`). */
export function parseFamilyId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
