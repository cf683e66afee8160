import { onboardingRequestSchema } from '@bolajon/contract';
import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_STEPS,
  ageFromText,
  emptyDraft,
  isStepValid,
  nextStep,
  parseStep,
  previousStep,
  progressPercent,
  reachableStep,
  stepNumber,
  toOnboardingRequest,
  toggleChoice,
  type OnboardingDraft,
} from '../lib/steps';

const complete: OnboardingDraft = {
  ageText: '7',
  reasons: ['readBooks', 'watchVideos'],
  degree: 'understandsLittle',
  skills: ['speak'],
  time: '10Minutes',
};

describe('the onboarding steps', () => {
  it('run intro, age, whyLearning, degree, skills, time, each a step from the last', () => {
    expect(ONBOARDING_STEPS).toEqual(['intro', 'age', 'whyLearning', 'degree', 'skills', 'time']);
    expect(nextStep('intro')).toBe('age');
    expect(nextStep('skills')).toBe('time');
    expect(nextStep('time')).toBeNull();
    expect(previousStep('time')).toBe('skills');
    expect(previousStep('age')).toBe('intro');
    expect(previousStep('intro')).toBeNull();
  });

  it('count age as 1 and time as 5, the progress being that over 5 and 0 at the intro', () => {
    expect(ONBOARDING_STEPS.map(stepNumber)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ONBOARDING_STEPS.map(progressPercent)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('read a missing or unknown ?step= as the intro', () => {
    expect(parseStep(null)).toBe('intro');
    expect(parseStep('skills')).toBe('skills');
    expect(parseStep('payment')).toBe('intro');
    expect(parseStep('')).toBe('intro');
  });
});

describe('step validation', () => {
  const age = (ageText: string) => isStepValid('age', { ...emptyDraft, ageText });

  it('takes a whole age from 1 to 120', () => {
    expect(age('1')).toBe(true);
    expect(age('8')).toBe(true);
    expect(age(' 120 ')).toBe(true);
  });

  it('refuses an empty age, 0, 121, 6.5, a negative one and what only Number() would read', () => {
    for (const text of ['', '  ', '0', '121', '6.5', '6,5', '-3', '1e1', '0x10', 'семь']) {
      expect(age(text), text).toBe(false);
    }
    expect(ageFromText('6,5')).toBe(6.5);
    expect(ageFromText('1e1')).toBeNaN();
  });

  it('needs one to three distinct known reasons', () => {
    const reasons = (list: string[]) =>
      isStepValid('whyLearning', { ...emptyDraft, reasons: list as OnboardingDraft['reasons'] });
    expect(reasons([])).toBe(false);
    expect(reasons(['other'])).toBe(true);
    expect(reasons(['readBooks', 'watchVideos', 'other'])).toBe(true);
    expect(reasons(['readBooks', 'watchVideos', 'other', 'learnNewWords'])).toBe(false);
    expect(reasons(['readBooks', 'readBooks'])).toBe(false);
    expect(reasons(['dancing'])).toBe(false);
  });

  it('needs exactly one level', () => {
    expect(isStepValid('degree', emptyDraft)).toBe(false);
    expect(isStepValid('degree', { ...emptyDraft, degree: 'fluent' })).toBe(true);
  });

  it('needs one to three skills', () => {
    const skills = (list: OnboardingDraft['skills']) =>
      isStepValid('skills', { ...emptyDraft, skills: list });
    expect(skills([])).toBe(false);
    expect(skills(['notSure'])).toBe(true);
    expect(skills(['write', 'read', 'speak'])).toBe(true);
    expect(skills(['write', 'read', 'speak', 'listen'])).toBe(false);
  });

  it('needs one time', () => {
    expect(isStepValid('time', emptyDraft)).toBe(false);
    expect(isStepValid('time', { ...emptyDraft, time: 'notSure' })).toBe(true);
  });

  it('lets the intro go on without answers', () => {
    expect(isStepValid('intro', emptyDraft)).toBe(true);
  });
});

describe('reachableStep', () => {
  it('lands on the first unanswered step before the one asked for', () => {
    expect(reachableStep('time', emptyDraft)).toBe('age');
    expect(reachableStep('skills', { ...complete, degree: null })).toBe('degree');
    expect(reachableStep('age', emptyDraft)).toBe('age');
    expect(reachableStep('intro', emptyDraft)).toBe('intro');
  });

  it('gives the step itself when everything before it is answered, even if it is not', () => {
    expect(reachableStep('time', { ...complete, time: null })).toBe('time');
  });
});

describe('toggleChoice', () => {
  it('adds a new choice and lets a chosen one go', () => {
    expect(toggleChoice(['read'], 'write')).toEqual({ chosen: ['read', 'write'], refused: false });
    expect(toggleChoice(['read', 'write'], 'read')).toEqual({ chosen: ['write'], refused: false });
  });

  it('refuses a fourth, keeping the three, and still lets one of the three go', () => {
    const three = ['read', 'write', 'speak'];
    expect(toggleChoice(three, 'listen')).toEqual({ chosen: three, refused: true });
    expect(toggleChoice(three, 'speak')).toEqual({ chosen: ['read', 'write'], refused: false });
  });
});

describe('toOnboardingRequest', () => {
  it('builds the body the contract expects: the age a number, the reasons joined by ", "', () => {
    const body = toOnboardingRequest(complete);
    expect(body).toEqual({
      age: 7,
      whyLearning: 'readBooks, watchVideos',
      degree: 'understandsLittle',
      skills: ['speak'],
      time: '10Minutes',
    });
    expect(onboardingRequestSchema.safeParse(body).success).toBe(true);
  });

  it('gives nothing while an answer is missing or wrong', () => {
    expect(toOnboardingRequest(emptyDraft)).toBeNull();
    expect(toOnboardingRequest({ ...complete, ageText: '6.5' })).toBeNull();
    expect(toOnboardingRequest({ ...complete, time: null })).toBeNull();
    expect(
      toOnboardingRequest({
        ...complete,
        skills: ['write', 'read', 'speak', 'listen'],
      }),
    ).toBeNull();
  });
});
