import type { FormEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../../components/speaker-button';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '../../../components/ui/game-icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import {
  COUNTED_STEPS,
  isLastStep,
  progressPercent,
  stepNumber,
  type QuestionStep,
} from '../lib/steps';

export interface QuestionFrameProps {
  step: QuestionStep;
  /** The id the title carries, naming the step's answers. */
  titleId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  valid: boolean;
  saving: boolean;
  saveFailed: boolean;
  onBack: () => void;
  onContinue: () => void;
  children: ReactNode;
}

/** One question: back, progress and 'n/5' on top, the title, the answers, continue below. */
export function QuestionFrame({
  step,
  titleId,
  headingRef,
  valid,
  saving,
  saveFailed,
  onBack,
  onContinue,
  children,
}: QuestionFrameProps) {
  const { t } = useTranslation();
  const title = t(`onboarding.steps.${step}.title`);
  const current = stepNumber(step);
  const last = isLastStep(step);
  const hintId = `${titleId}-hint`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !saving) onContinue();
  };

  return (
    <form className="onboarding" onSubmit={submit} noValidate>
      <div className="onboarding__top">
        <Button variant="ghost" className="onboarding__back" onClick={onBack} disabled={saving}>
          <ArrowLeftIcon width={22} height={22} />
          {t('common.back')}
        </Button>
        <ProgressBar value={progressPercent(step)} label={t('onboarding.progress')} />
        <p className="onboarding__counter">
          <span aria-hidden="true">
            {t('onboarding.counter', { current, total: COUNTED_STEPS })}
          </span>
          <span className="visually-hidden">
            {t('onboarding.counterLabel', { current, total: COUNTED_STEPS })}
          </span>
        </p>
      </div>

      <div className="onboarding__heading">
        <h1 ref={headingRef} id={titleId} className="onboarding__title" tabIndex={-1}>
          {title}
        </h1>
        <SpeakerButton text={title} hideText />
      </div>
      <p className="onboarding__description">{t(`onboarding.steps.${step}.description`)}</p>

      <div className="onboarding__body">{children}</div>

      <div className="onboarding__footer">
        {saveFailed && (
          <p className="onboarding__banner" role="alert">
            {t('onboarding.saveError')}
          </p>
        )}
        <Button
          type="submit"
          block
          disabled={!valid}
          busy={saving}
          aria-describedby={valid ? undefined : hintId}
        >
          {saving ? t('onboarding.saving') : last ? t('onboarding.finish') : t('onboarding.next')}
          {!saving &&
            (last ? (
              <CheckIcon width={24} height={24} />
            ) : (
              <ArrowRightIcon width={24} height={24} />
            ))}
        </Button>
        {!valid && (
          <p id={hintId} className="onboarding__hint">
            {t('onboarding.fillCurrent')}
          </p>
        )}
      </div>
    </form>
  );
}
