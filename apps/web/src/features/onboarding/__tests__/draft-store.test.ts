import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, parseDraft, saveDraft } from '../lib/draft-store';
import { emptyDraft, type OnboardingDraft } from '../lib/steps';

const draft: OnboardingDraft = {
  ageText: '6',
  reasons: ['other'],
  degree: 'doesntKnow',
  skills: ['read', 'speak'],
  time: null,
};

afterEach(() => window.sessionStorage.clear());

describe('the onboarding draft', () => {
  it('survives a reload of the tab and is gone once cleared', () => {
    expect(loadDraft()).toEqual(emptyDraft);
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(loadDraft()).toEqual(emptyDraft);
  });

  it('reads what it does not know as unanswered', () => {
    expect(
      parseDraft({
        ageText: 7,
        reasons: ['readBooks', 'flying', 'readBooks'],
        degree: 'expert',
        skills: 'read',
        time: '5Minutes',
      }),
    ).toEqual({ ...emptyDraft, reasons: ['readBooks'], time: '5Minutes' });
    expect(parseDraft(null)).toEqual(emptyDraft);
    window.sessionStorage.setItem('onboardingDraft', '{not json');
    expect(loadDraft()).toEqual(emptyDraft);
  });
});
