import { dialogueLines } from '@bolajon/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../components/speaker-button';
import { Button } from '../../components/ui/button';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { FeedbackPanel } from '../kit/feedback-panel';
import { DEFAULT_PICTURE } from '../kit/pictures';
import { FEEDBACK_CLOSE_MS } from '../kit/question-flow';
import type { GameKind, TurnProps } from '../kit/types';
import {
  canPick,
  dialogueReplyAnswer,
  dialogueReplyReducer,
  initDialogueReply,
  selectedText,
  type DialogueLine,
  type DialogueReplyAction,
  type DialogueReplyState,
} from './dialogue-reply-reducer';
import './dialogue-reply.css';
import { VerdictText } from '../kit/verdict-text';

type Props = TurnProps<DialogueReplyState, DialogueReplyAction>;

/**
 * Type 2.4 (spec sections 2 and 4): it checks each reply itself, with its own Start / Check and
 * verdict panel, awards a point per reply right at its first try, and completes the question
 * with the first-try picks once the last reply is in.
 */
export const dialogueReplyKind: GameKind<DialogueReplyState, DialogueReplyAction> = {
  flow: 'self',
  init: initDialogueReply,
  reduce: dialogueReplyReducer,
  answer: dialogueReplyAnswer,
  View: DialogueReplyView,
  Footer: DialogueReplyFooter,
};

type ChatItem =
  | { kind: 'other'; line: DialogueLine }
  | { kind: 'given'; line: DialogueLine; text: string; corrected: boolean }
  | { kind: 'current'; line: DialogueLine; reply: number };

/** The conversation so far: up to the reply being answered (all of it once done). */
function conversation(state: DialogueReplyState): ChatItem[] {
  const items: ChatItem[] = [];
  for (const line of state.lines) {
    if (line.reply === null) {
      items.push({ kind: 'other', line });
    } else if (line.reply === state.current && state.stage !== 'done') {
      items.push({ kind: 'current', line, reply: line.reply });
      break;
    } else {
      const given = state.given[line.reply];
      items.push({
        kind: 'given',
        line,
        text: given?.text ?? line.text,
        corrected: given?.corrected ?? false,
      });
    }
  }
  return items;
}

function DialogueReplyView({ question, state, dispatch, locked, complete }: Props) {
  const { t } = useTranslation('games');
  const promptId = useId();
  const { closing } = state;

  // The verdict panel closes with the kit's delay, then the reducer makes the move.
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'closed' }), FEEDBACK_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closing, dispatch]);

  // Every reply is in: the kit records the question's answer and moves on.
  const answer = dialogueReplyAnswer(state);
  const completed = useRef(false);
  useEffect(() => {
    if (answer === null || completed.current) return;
    completed.current = true;
    complete(answer);
  }, [answer, complete]);

  const total = state.replies.length;
  const n = Math.min(state.current, Math.max(total - 1, 0)) + 1;
  const lineAudio = new Map(dialogueLines(question).map((p) => [p.id, p.audioUrl ?? null]));
  const optionAudio = new Map(question.questionVariants.map((v) => [v.id, v.audioUrl ?? null]));
  const open = canPick(state) && !locked;

  return (
    <>
      <section
        className="question-card question-card--chat"
        aria-label={t('dialogueReply.conversation')}
      >
        <div className="dialogue-reply__scene">
          <FallbackImage
            className="question-picture dialogue-reply__image"
            src={question.questionImages[0]?.imageUrl}
            fallbackSrc={DEFAULT_PICTURE}
            alt={t('dialogueReply.sceneImage')}
            width={104}
            height={104}
          />
          <div className="dialogue-reply__scene-text">
            {total > 0 && (
              <p className="question-counter">{t('dialogueReply.replyCounter', { n, total })}</p>
            )}
            {question.text.trim() && (
              <h2 className="question-text dialogue-reply__text">{question.text}</h2>
            )}
          </div>
        </div>
        <ol className="chat">
          {conversation(state).map((item) => (
            <ChatBubble
              key={item.line.id}
              item={item}
              state={state}
              audioUrl={lineAudio.get(item.line.id) ?? null}
            />
          ))}
        </ol>
      </section>
      {state.stage !== 'ready' && total > 0 && (
        <div className="dialogue-reply__answer">
          <p id={promptId} className="dialogue-reply__prompt">
            {t('dialogueReply.prompt', { n })}
          </p>
          <div className="dialogue-reply__options" role="group" aria-labelledby={promptId}>
            {state.options.map((option) => {
              const selected = option.id === state.selectedId;
              return (
                // The option and its speaker are two targets side by side: listening never picks.
                <div key={option.id} className="dialogue-reply__option-row">
                  <OptionButton
                    text={option.answer}
                    selected={selected}
                    verdict={selected && state.stage === 'checked' ? state.verdict : null}
                    disabled={!open}
                    onSelect={() => dispatch({ type: 'select', variantId: option.id })}
                  />
                  <SpeakerButton
                    text={option.answer}
                    audioUrl={optionAudio.get(option.id) ?? null}
                    hideText
                  />
                </div>
              );
            })}
          </div>
        </div>
      )}
    </>
  );
}

function ChatBubble({
  item,
  state,
  audioUrl,
}: {
  item: ChatItem;
  state: DialogueReplyState;
  /** The line's recorded audio, if the content has it. */
  audioUrl: string | null;
}) {
  const { t } = useTranslation('games');
  if (item.kind === 'other') {
    return (
      <li className="chat__line dialogue-reply__line">
        <span className="visually-hidden">{t('dialogueReply.otherSpeaker')}: </span>
        <span className="chat__bubble dialogue-reply__bubble">{item.line.text}</span>
        <SpeakerButton text={item.line.text} audioUrl={audioUrl} hideText />
      </li>
    );
  }
  if (item.kind === 'given') {
    return (
      <li
        className={classNames(
          'chat__line chat__line--mine dialogue-reply__line dialogue-reply__line--mine',
          item.corrected ? 'dialogue-reply__line--corrected' : 'dialogue-reply__line--right',
        )}
      >
        <span className="visually-hidden">{t('dialogueReply.you')}: </span>
        <SpeakerButton
          text={item.text}
          audioUrl={item.text === item.line.text ? audioUrl : null}
          hideText
        />
        <span className="chat__bubble dialogue-reply__bubble">
          <span className="chat__bubble-text">
            {item.corrected && (
              <span className="dialogue-reply__tag">{t('dialogueReply.corrected')} </span>
            )}
            {item.text}
          </span>
          {!item.corrected && (
            <CheckIcon className="dialogue-reply__mark" width={20} height={20} aria-hidden="true" />
          )}
        </span>
      </li>
    );
  }
  const checked = state.stage === 'checked' ? state.verdict : null;
  const text = checked === 'correct' ? state.given[item.reply]?.text : selectedText(state);
  return (
    <li
      className={classNames(
        'chat__line chat__line--mine dialogue-reply__line dialogue-reply__line--mine dialogue-reply__line--current',
        checked && `dialogue-reply__line--${checked}`,
      )}
      aria-current="step"
    >
      <span className="chat__bubble dialogue-reply__bubble">
        <span className="dialogue-reply__number" aria-hidden="true">
          {item.reply + 1}
        </span>
        <span className="visually-hidden">{t('dialogueReply.reply', { n: item.reply + 1 })}: </span>
        <span className={classNames('chat__bubble-text', !text && 'dialogue-reply__blank')}>
          {text || t('dialogueReply.blank')}
        </span>
        {checked === 'correct' && (
          <CheckIcon className="dialogue-reply__mark" width={20} height={20} aria-hidden="true" />
        )}
        {checked === 'incorrect' && (
          <CloseIcon className="dialogue-reply__mark" width={18} height={18} aria-hidden="true" />
        )}
        {checked && (
          <span className="visually-hidden">
            {' '}
            {checked === 'correct' ? t('game.yourAnswerCorrect') : t('game.yourAnswerWrong')}
          </span>
        )}
      </span>
    </li>
  );
}

function OptionButton({
  text,
  selected,
  verdict,
  disabled,
  onSelect,
}: {
  text: string;
  selected: boolean;
  verdict: 'correct' | 'incorrect' | null;
  disabled: boolean;
  onSelect: () => void;
}) {
  const verdictId = useId();
  return (
    <>
      <button
        type="button"
        className={classNames(
          'answer-tile dialogue-reply__option',
          selected && 'dialogue-reply__option--selected',
          verdict && `answer-tile--${verdict}`,
        )}
        aria-pressed={selected}
        aria-describedby={verdict ? verdictId : undefined}
        disabled={disabled}
        onClick={onSelect}
      >
        {verdict === 'correct' && <CheckIcon width={20} height={20} aria-hidden="true" />}
        {verdict === 'incorrect' && <CloseIcon width={18} height={18} aria-hidden="true" />}
        <span className="dialogue-reply__option-text">{text}</span>
      </button>
      {verdict && <VerdictText id={verdictId} right={verdict === 'correct'} />}
    </>
  );
}

/** Start, then Check of each reply (no pick is a wrong reply), then that reply's verdict. */
function DialogueReplyFooter({ state, dispatch, locked, award }: Props) {
  const { t } = useTranslation('games');
  if (state.stage === 'ready' || state.stage === 'answering') {
    const starting = state.stage === 'ready';
    const onClick = () => {
      if (starting) {
        dispatch({ type: 'start' });
        return;
      }
      // The reducer is pure: what it will make of the check says whether a point was earned.
      const next = dialogueReplyReducer(state, { type: 'check' });
      dispatch({ type: 'check' });
      if (next.points > state.points) award(next.points - state.points);
    };
    // One button that changes its job, so keyboard focus stays on it after Start.
    return (
      <Button block className="dialogue-reply__action" disabled={locked} onClick={onClick}>
        {starting ? t('dialogueReply.start') : t('game.check')}
      </Button>
    );
  }
  // Done: the panel has closed, and the kit records the question and moves on.
  if (state.stage === 'done' || state.verdict === null) return null;
  return (
    <FeedbackPanel
      feedback={state.verdict}
      checking={false}
      closing={state.closing !== null}
      correctAnswer={state.replies[state.current] ?? ''}
      onContinue={() => dispatch({ type: 'continue' })}
      onRepeat={() => dispatch({ type: 'repeat' })}
    />
  );
}
