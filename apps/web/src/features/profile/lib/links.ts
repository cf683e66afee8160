/**
 * A link from the settings that may be opened: http(s) only. The settings come from the content
 * pack; a `javascript:` or malformed value is dropped rather than put in an href.
 */
export function safeExternalUrl(link: string | null | undefined): string | null {
  const text = link?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The support phone, or null when the settings hold none (the screen then shows a fallback). */
export function supportPhoneOf(phone: string | null | undefined): string | null {
  const text = phone?.trim();
  return text ? text : null;
}
