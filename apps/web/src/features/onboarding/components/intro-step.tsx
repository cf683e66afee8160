import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { Button } from '../../../components/ui/button';
import { StarIcon } from '../../../components/ui/game-icons';
import { paths } from '../../../lib/paths';
import { COUNTED_STEPS } from '../lib/steps';

export interface IntroStepProps {
  onStart: () => void;
  /** The title, focused when the child comes back to the intro. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The welcome: the mascot hops and waves among twinkling stars; the child starts the questions
 * or leaves them for later.
 */
export function IntroStep({ onStart, headingRef }: IntroStepProps) {
  const { t } = useTranslation();
  return (
    <div className="onboarding onboarding--intro">
      <div className="onboarding__top onboarding__top--end">
        <LanguageSwitch compact />
      </div>
      <div className="onboarding__hero" aria-hidden="true">
        <StarIcon className="onboarding__sparkle onboarding__sparkle--one" width={30} height={30} />
        <StarIcon className="onboarding__sparkle onboarding__sparkle--two" width={24} height={24} />
        <StarIcon
          className="onboarding__sparkle onboarding__sparkle--three"
          width={26}
          height={26}
        />
        <img className="onboarding__mascot" src="/logo.svg" alt="" width={160} height={160} />
      </div>
      <h1 ref={headingRef} className="onboarding__title onboarding__title--intro" tabIndex={-1}>
        {t('screens.onboarding')}
      </h1>
      <p className="onboarding__description">
        {t('onboarding.intro.text', { total: COUNTED_STEPS })}
      </p>
      <div className="onboarding__actions">
        <Button block onClick={onStart}>
          {t('onboarding.intro.start')}
        </Button>
        <Link to={paths.home.href()} className="text-link onboarding__skip">
          {t('onboarding.intro.skip')}
        </Link>
      </div>
    </div>
  );
}
