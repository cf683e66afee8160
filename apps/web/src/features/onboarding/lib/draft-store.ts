import {
  ONBOARDING_DEGREES,
  ONBOARDING_REASONS,
  ONBOARDING_SKILLS,
  ONBOARDING_TIMES,
} from '@bolajon/contract';
import { emptyDraft, type OnboardingDraft } from './steps';

/**
 * The answers given so far, kept for this tab only: a reload (or a phone that drops the page in
 * the background) keeps them, a new visit starts afresh. sessionStorage, not the app's
 * localStorage keys (lib/storage.ts): nothing of it should outlive the questionnaire.
 */
const DRAFT_KEY = 'onboardingDraft';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const pick = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  allowed.find((item) => item === value) ?? null;

const pickAll = <T extends string>(allowed: readonly T[], value: unknown): T[] =>
  Array.isArray(value)
    ? [...new Set(value)].flatMap((item) => {
        const known = pick(allowed, item);
        return known === null ? [] : [known];
      })
    : [];

/** A stored draft, read field by field: whatever is missing or unknown reads as unanswered. */
export function parseDraft(value: unknown): OnboardingDraft {
  if (typeof value !== 'object' || value === null) return emptyDraft;
  const stored = value as Record<string, unknown>;
  return {
    ageText: typeof stored.ageText === 'string' ? stored.ageText.slice(0, 8) : '',
    reasons: pickAll(ONBOARDING_REASONS, stored.reasons),
    degree: pick(ONBOARDING_DEGREES, stored.degree),
    skills: pickAll(ONBOARDING_SKILLS, stored.skills),
    time: pick(ONBOARDING_TIMES, stored.time),
  };
}

export function loadDraft(): OnboardingDraft {
  try {
    const text = session()?.getItem(DRAFT_KEY);
    return text ? parseDraft(JSON.parse(text)) : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

export function saveDraft(draft: OnboardingDraft): void {
  try {
    session()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch (error) {
    console.warn('Could not keep the onboarding answers', error);
  }
}

export function clearDraft(): void {
  try {
    session()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to do: the draft is unreachable anyway.
  }
}
