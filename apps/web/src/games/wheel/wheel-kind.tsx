import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../components/speaker-button';
import { Button } from '../../components/ui/button';
import { FallbackImage } from '../../components/ui/fallback-image';
import { playSpeech } from '../../lib/audio';
import { useListeningChoice } from '../../lib/speech-recognition';
import { DEFAULT_PICTURE } from '../kit/pictures';
import { SpokenAnswer } from '../kit/spoken-answer';
import { spokenChoices } from '../kit/spoken-choices';
import type { GameKind, TurnProps } from '../kit/types';
import { prefersReducedMotion, revealAboveFooter } from './motion';
import { WheelDisc } from './wheel-disc';
import {
  initWheel,
  landedSector,
  wheelAnswer,
  wheelReducer,
  type WheelAction,
  type WheelState,
} from './wheel-reducer';
import { SPIN_MS } from './wheel-spin';
import './wheel.css';

type Props = TurnProps<WheelState, WheelAction>;

/**
 * Type 1.2 (spec sections 2, 4 and 9): spin the wheel (5 s, or at once with reduced motion),
 * hear and see the sector it stops on, say that word, check. The verdict panel gives the
 * sector's word as the right answer.
 */
export const wheelKind: GameKind<WheelState, WheelAction> = {
  flow: 'check',
  init: initWheel,
  reduce: wheelReducer,
  answer: wheelAnswer,
  View: WheelQuestion,
  Footer: WheelFooter,
  answerParts: (_question, correctAnswer, state) => [landedSector(state)?.word ?? correctAnswer],
};

function WheelQuestion({ question, questions, state, dispatch, locked, check }: Props) {
  const { t } = useTranslation('games');
  const { stage } = state;
  const sector = landedSector(state);
  const [reduced] = useState(prefersReducedMotion);
  const choosing = useListeningChoice();
  const spinMs = reduced ? 0 : SPIN_MS;

  // The turn takes its 5 seconds on screen; the reducer learns it is over when the timer fires.
  useEffect(() => {
    if (stage !== 'spinning') return;
    const timer = window.setTimeout(() => dispatch({ type: 'stopped' }), spinMs);
    return () => window.clearTimeout(timer);
  }, [stage, spinMs, dispatch]);

  // The child hears the word the wheel picked (it is what to say), and sees the microphone.
  const word = sector?.word ?? null;
  const wordAudio = sector?.audioUrl ?? null;
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (word === null) return;
    void playSpeech({ text: word, audioUrl: wordAudio }, { auto: true });
    revealAboveFooter(answerRef.current, { smooth: !reduced });
  }, [word, wordAudio, reduced]);

  const choices = useMemo(
    () =>
      sector
        ? spokenChoices(question, questions, { answer: sector.word, audioUrl: sector.audioUrl })
        : [],
    [question, questions, sector],
  );

  return (
    <>
      <section className="wheel__card" aria-label={t('wheel.wheel')}>
        {question.text.trim() && (
          <h2 className="wheel__text" lang="ru">
            {question.text}
          </h2>
        )}
        <WheelDisc
          sectors={state.sectors}
          angle={state.angle}
          durationMs={spinMs}
          landed={sector ? state.landed : null}
        />
        <ul className="visually-hidden" aria-label={t('wheel.sectors')}>
          {state.sectors.map((s) => (
            <li key={s.id} lang="ru">
              {s.word}
            </li>
          ))}
        </ul>
        {sector ? (
          <div className="wheel__result">
            {sector.imageUrl && (
              <FallbackImage
                className="wheel__result-image"
                src={sector.imageUrl}
                fallbackSrc={DEFAULT_PICTURE}
                alt=""
                width={64}
                height={64}
              />
            )}
            <p className="wheel__result-text" role="status">
              <span>{t('wheel.landed')}</span>{' '}
              <strong className="wheel__result-word" lang="ru">
                {sector.word}
              </strong>
            </p>
            <SpeakerButton text={sector.word} audioUrl={sector.audioUrl} hideText size="medium" />
          </div>
        ) : (
          <p className="wheel__hint" role="status">
            {stage === 'spinning'
              ? t('wheel.spinning')
              : choosing
                ? t('wheel.tapSpinChoose')
                : t('wheel.tapSpin')}
          </p>
        )}
      </section>
      {sector && (
        <div ref={answerRef}>
          <SpokenAnswer
            expected={sector.word}
            choices={choices}
            answer={state.heard}
            locked={locked}
            onAnswer={(text) => dispatch({ type: 'heard', text })}
            onSubmit={(text) => {
              dispatch({ type: 'heard', text });
              // The reducer is pure: what it makes of the words is the answer to check.
              const answer = wheelAnswer(wheelReducer(state, { type: 'heard', text }));
              if (answer !== null) check(answer);
            }}
          />
        </div>
      )}
    </>
  );
}

/** Spin (disabled while the wheel turns), then the kit's Check for what was said. */
function WheelFooter({ state, dispatch, locked, check }: Props) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  if (state.stage !== 'landed') {
    const spinning = state.stage === 'spinning';
    return (
      <Button
        block
        className="wheel__spin"
        disabled={spinning || locked || state.sectors.length === 0}
        onClick={() => dispatch({ type: 'spin', random: Math.random() })}
      >
        {spinning ? t('wheel.spinningButton') : t('wheel.spin')}
      </Button>
    );
  }
  const answer = wheelAnswer(state);
  return (
    <Button
      block
      className="question-play__check"
      disabled={answer === null || locked}
      onClick={() => answer !== null && check(answer)}
    >
      {tCommon('game.check')}
    </Button>
  );
}
