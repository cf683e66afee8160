import { ONBOARDING_MAX_CHOICES } from '@bolajon/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSaveOnboarding } from '../api/save-onboarding';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft-store';
import { degreeOptions, reasonOptions, skillOptions, timeOptions } from '../lib/options';
import {
  isOnboardingStep,
  isStepValid,
  nextStep,
  parseStep,
  previousStep,
  reachableStep,
  toOnboardingRequest,
  toggleChoice,
  type OnboardingDraft,
  type OnboardingStep,
} from '../lib/steps';
import { AgeField } from './age-field';
import { ChoiceCards } from './choice-cards';
import { IntroStep } from './intro-step';
import { QuestionFrame } from './question-frame';
import './onboarding-screen.css';

/** What a forward move leaves in the history entry it creates, so "back" can return to it. */
interface StepState {
  onboardingFrom?: OnboardingStep;
}

const cameFrom = (state: unknown): OnboardingStep | null =>
  typeof state === 'object' &&
  state !== null &&
  'onboardingFrom' in state &&
  isOnboardingStep(state.onboardingFrom)
    ? state.onboardingFrom
    : null;

export interface OnboardingScreenProps {
  /** The `?step=` of the URL: each step is a history entry, so the phone's back goes a step back. */
  requestedStep: string | null;
}

/** The questionnaire after registration (spec sections 2, 4, 5): five questions, then home. */
export function OnboardingScreen({ requestedStep }: OnboardingScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<OnboardingDraft>(loadDraft);
  const [capReached, setCapReached] = useState(false);
  const save = useSaveOnboarding();

  const step = reachableStep(parseStep(requestedStep), draft);
  const valid = isStepValid(step, draft);

  useEffect(() => saveDraft(draft), [draft]);

  // A new step is a new page: its title takes the focus (not on the first paint: nothing moved).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setCapReached(false);
    headingRef.current?.focus();
  }, [step]);

  // The URL names the step shown (none for the intro): a step out of reach is replaced.
  if ((step === 'intro' ? null : step) !== requestedStep) {
    return <Navigate to={paths.onboarding.href(step)} replace />;
  }

  const update = (change: Partial<OnboardingDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  const goForward = (target: OnboardingStep) => {
    const state: StepState = { onboardingFrom: step };
    void navigate(paths.onboarding.href(target), { state });
  };

  const goBack = () => {
    const target = previousStep(step);
    if (target === null) return;
    save.reset();
    // Back through the history when the child came forward from there, so that the phone's back
    // button and this one agree; a step opened directly has nothing of ours behind it.
    if (cameFrom(location.state) === target) void navigate(-1);
    else void navigate(paths.onboarding.href(target), { replace: true });
  };

  const finish = () => {
    const body = toOnboardingRequest(draft);
    if (body === null) return;
    save.mutate(body, {
      onSuccess: () => {
        clearDraft();
        void navigate(paths.home.href(), { replace: true });
      },
      onError: (error) => console.error('Could not save the onboarding answers', error),
    });
  };

  const onContinue = () => {
    const target = nextStep(step);
    if (target === null) finish();
    else goForward(target);
  };

  /** A tap on a card of a "one to three" step; a fourth is refused with the reason. */
  const toggleMany = <T extends string>(
    chosen: readonly T[],
    value: T,
    apply: (next: T[]) => void,
  ) => {
    const result = toggleChoice(chosen, value);
    setCapReached(result.refused);
    if (!result.refused) apply(result.chosen);
  };

  if (step === 'intro') {
    return <IntroStep headingRef={headingRef} onStart={() => goForward('age')} />;
  }

  const capNote = capReached && (
    <p className="onboarding__cap" role="status">
      {t('onboarding.maxThree')}
    </p>
  );

  const answers = (() => {
    switch (step) {
      case 'age':
        return (
          <AgeField
            value={draft.ageText}
            valid={valid}
            onChange={(ageText) => update({ ageText })}
          />
        );
      case 'whyLearning':
        return (
          <>
            <ChoiceCards
              labelledBy={titleId}
              mode="multiple"
              options={reasonOptions}
              chosen={draft.reasons}
              full={draft.reasons.length >= ONBOARDING_MAX_CHOICES}
              label={(value) => t(`onboarding.options.whyLearning.${value}`)}
              onToggle={(value) =>
                toggleMany(draft.reasons, value, (reasons) => update({ reasons }))
              }
            />
            {capNote}
          </>
        );
      case 'degree':
        return (
          <ChoiceCards
            labelledBy={titleId}
            mode="single"
            options={degreeOptions}
            chosen={draft.degree ? [draft.degree] : []}
            label={(value) => t(`onboarding.options.degree.${value}`)}
            onToggle={(degree) => update({ degree })}
          />
        );
      case 'skills':
        return (
          <>
            <ChoiceCards
              labelledBy={titleId}
              mode="multiple"
              options={skillOptions}
              chosen={draft.skills}
              full={draft.skills.length >= ONBOARDING_MAX_CHOICES}
              label={(value) => t(`onboarding.options.skills.${value}`)}
              onToggle={(value) => toggleMany(draft.skills, value, (skills) => update({ skills }))}
            />
            {capNote}
          </>
        );
      case 'time':
        return (
          <ChoiceCards
            labelledBy={titleId}
            mode="single"
            options={timeOptions}
            chosen={draft.time ? [draft.time] : []}
            label={(value) => t(`onboarding.options.time.${value}`)}
            onToggle={(time) => update({ time })}
          />
        );
    }
  })();

  return (
    <QuestionFrame
      step={step}
      titleId={titleId}
      headingRef={headingRef}
      valid={valid}
      saving={save.isPending}
      saveFailed={save.isError}
      onBack={goBack}
      onContinue={onContinue}
    >
      {answers}
    </QuestionFrame>
  );
}
