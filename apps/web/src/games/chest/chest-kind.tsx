import { correctAnswer } from '@bolajon/contract';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/ui/class-names';
import { playSpeech } from '../../lib/audio';
import { useListeningChoice } from '../../lib/speech-recognition';
import { SpokenAnswer } from '../kit/spoken-answer';
import { spokenChoices } from '../kit/spoken-choices';
import type { GameKind, TurnProps } from '../kit/types';
import {
  CHEST_REVEAL_MS,
  chestAnswer,
  chestReducer,
  chestWord,
  initChest,
  type ChestAction,
  type ChestState,
} from './chest-reducer';
import './chest.css';

/** Type 1.1 (spec section 2): open the chest, see (and hear) its word, say it, check. */
export const chestKind: GameKind<ChestState, ChestAction> = {
  flow: 'check',
  init: initChest,
  reduce: chestReducer,
  answer: chestAnswer,
  View: ChestQuestion,
  // The question's text is the word in the chest: heard only once the chest opens, from the
  // word itself (its own speaker), never before from the kit.
  readOnAppear: false,
  ownSpeaker: true,
};

function ChestQuestion({
  game,
  question,
  questions,
  state,
  dispatch,
  locked,
  verdict,
  check,
}: TurnProps<ChestState, ChestAction>) {
  const { t } = useTranslation('games');
  const word = chestWord(question);
  const expected = correctAnswer(game.type, question);
  const choices = useMemo(() => spokenChoices(question, questions), [question, questions]);
  const { chest } = state;
  const choosing = useListeningChoice();

  useEffect(() => {
    if (chest !== 'opening') return;
    const timer = window.setTimeout(() => dispatch({ type: 'reveal' }), CHEST_REVEAL_MS);
    return () => window.clearTimeout(timer);
  }, [chest, dispatch]);

  // The word is heard as it appears: the child repeats what the chest says.
  const { text, audioUrl } = word;
  useEffect(() => {
    if (chest === 'open') void playSpeech({ text, audioUrl }, { auto: true });
  }, [chest, text, audioUrl]);

  return (
    <>
      <div className={classNames('chest', `chest--${chest}`)}>
        <button
          type="button"
          className="chest__button"
          aria-label={t('chest.open')}
          aria-expanded={chest !== 'closed'}
          disabled={chest !== 'closed' || locked}
          onClick={() => dispatch({ type: 'open' })}
        >
          <ChestPicture />
        </button>
        {chest === 'open' ? (
          <div className="chest__word" role="group" aria-label={t('chest.word')}>
            <button
              type="button"
              className="chest__word-button"
              lang="ru"
              onClick={() => void playSpeech(word)}
            >
              {word.text}
            </button>
          </div>
        ) : (
          <p className="chest__hint" role="status">
            {chest === 'closed' ? t('chest.closed') : t('chest.opening')}
          </p>
        )}
      </div>
      {chest === 'open' && (
        <>
          {/* On the listening choice the kit's own prompt asks to listen and choose. */}
          {!choosing && <p className="chest__say">{t('chest.sayIt')}</p>}
          <SpokenAnswer
            expected={expected}
            choices={choices}
            answer={state.answer}
            locked={locked}
            verdict={verdict}
            onAnswer={(answer) => dispatch({ type: 'answer', answer })}
            onSubmit={(answer) => {
              dispatch({ type: 'answer', answer });
              check(answer);
            }}
          />
        </>
      )}
    </>
  );
}

/** The project's own drawing of a treasure chest; its lid and glow move by CSS. */
function ChestPicture() {
  return (
    <svg className="chest__picture" viewBox="0 -30 200 200" aria-hidden="true" focusable="false">
      <ellipse className="chest__glow" cx="100" cy="78" rx="86" ry="40" />
      <g className="chest__sparkles">
        <path d="M52 30l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M150 18l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <path d="M102 4l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
      </g>
      <rect x="22" y="76" width="156" height="84" rx="10" fill="#9a4f22" />
      <rect x="22" y="76" width="156" height="16" fill="#7c3c15" />
      <rect x="40" y="76" width="16" height="84" fill="#f2b632" />
      <rect x="144" y="76" width="16" height="84" fill="#f2b632" />
      <rect x="22" y="146" width="156" height="14" rx="6" fill="#f2b632" />
      <rect
        x="86"
        y="84"
        width="28"
        height="34"
        rx="6"
        fill="#ffd84d"
        stroke="#c98a00"
        strokeWidth="3"
      />
      <circle cx="100" cy="98" r="4.5" fill="#5a3410" />
      <path d="M98 100h4l1.5 10h-7z" fill="#5a3410" />
      <g className="chest__lid">
        <path d="M22 78V58c0-26 34-40 78-40s78 14 78 40v20z" fill="#b5652f" />
        <path d="M22 70h156v8H22z" fill="#7c3c15" />
        <path d="M40 24.5c4-1 10-2 16-2.8V78H40z" fill="#f2b632" />
        <path d="M144 21.7c6 .8 12 1.8 16 2.8V78h-16z" fill="#f2b632" />
        <path
          d="M34 40c14-10 38-15 66-15"
          stroke="#d98a52"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
      </g>
    </svg>
  );
}
