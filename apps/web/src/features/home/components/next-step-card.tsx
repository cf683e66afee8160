import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../../components/speaker-button';
import { LockIcon, StarIcon } from '../../../components/ui/game-icons';
import { Button } from '../../../components/ui/button';
import { playSpeech } from '../../../lib/audio';
import './next-step-card.css';

export interface NextStepCardProps {
  /** Opens the grown-up gate, and past it how to get the full course. */
  onGrownUps: () => void;
}

/** Said once a page load, as the map comes back after the free lesson; then on a tap. */
let saidThisLoad = false;

/**
 * The end of the free part of the map (issue 20): the next lessons are in the full course, so ask
 * a grown-up. Pictures and a sentence the child hears (it is said as the map comes back, when the
 * browser lets a sound play without a tap, and on the speaker's tap); the map scrolls to it.
 */
export function NextStepCard({ onGrownUps }: NextStepCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const sentence = t('home.nextStep.say');
  // Said once, as the card first shows: not again when the language changes under it.
  const firstSentence = useRef(sentence);

  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
    if (saidThisLoad) return;
    saidThisLoad = true;
    void playSpeech({ text: firstSentence.current }, { auto: true });
  }, []);

  return (
    <section ref={ref} className="next-step" aria-labelledby={titleId}>
      <div className="next-step__art" aria-hidden="true">
        <img className="next-step__mascot" src="/logo.svg" alt="" width={84} height={84} />
        <span className="next-step__lock">
          <LockIcon width={44} height={44} />
          <StarIcon className="next-step__star next-step__star--1" width={22} height={22} />
          <StarIcon className="next-step__star next-step__star--2" width={18} height={18} />
        </span>
      </div>
      <h2 id={titleId} className="next-step__title">
        {t('home.nextStep.title')}
      </h2>
      <div className="next-step__say">
        <SpeakerButton text={sentence} hideText size="large" />
        <p className="next-step__sentence">{sentence}</p>
      </div>
      <Button variant="secondary" block onClick={onGrownUps}>
        {t('home.nextStep.grownUps')}
      </Button>
    </section>
  );
}

/** For tests: the next page load says it again. */
export function resetNextStepSaid() {
  saidThisLoad = false;
}
