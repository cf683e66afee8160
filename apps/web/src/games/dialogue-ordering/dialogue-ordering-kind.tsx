import type { QuestionPersonage } from '@bolajon/contract';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../components/speaker-button';
import { classNames } from '../../components/ui/class-names';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CheckIcon, CloseIcon } from '../../components/ui/game-icons';
import { DEFAULT_PICTURE } from '../kit/pictures';
import type { GameKind, TurnProps } from '../kit/types';
import {
  dialogueLines,
  initOrdering,
  orderingAnswer,
  orderingReducer,
  slotVerdicts,
  trayOrder,
  type OrderingAction,
  type OrderingState,
} from './dialogue-ordering-reducer';
import './dialogue-ordering.css';
import { VerdictText } from '../kit/verdict-text';

type OrderingProps = TurnProps<OrderingState, OrderingAction>;

const base = {
  flow: 'check',
  init: initOrdering,
  reduce: orderingReducer,
  answer: orderingAnswer,
  // The instruction is not read by itself (the lines are what to hear, each with its speaker);
  // its speaker beside the counter still says it.
  readOnAppear: false,
} as const;

/** Type 3.1 (spec section 2): put the dialogue's lines in order in the chat. */
export const dialogueOrderingKind: GameKind<OrderingState, OrderingAction> = {
  ...base,
  View: function ChatOrdering(props: OrderingProps) {
    return <DialogueOrdering {...props} scene={false} />;
  },
};

/** Type 3.2: the same, with the scene's picture above the chat. */
export const sceneOrderingKind: GameKind<OrderingState, OrderingAction> = {
  ...base,
  View: function SceneOrdering(props: OrderingProps) {
    return <DialogueOrdering {...props} scene />;
  },
};

/** What gets the focus once a chip has moved, so that a keyboard never drops to the page. */
type FocusTarget = { chip: number } | { slot: number } | null;

function DialogueOrdering({
  question,
  state,
  dispatch,
  verdict,
  locked,
  scene,
}: OrderingProps & { scene: boolean }) {
  const { t } = useTranslation('games');
  const lines = useMemo(() => dialogueLines(question), [question]);
  const tray = useMemo(() => trayOrder(question), [question]);
  const byId = useMemo(() => new Map(lines.map((p) => [p.id, p])), [lines]);
  const verdicts = verdict ? slotVerdicts(state, question) : null;
  const placed = new Set(state.slots.filter((id): id is number => id !== null));

  const chipRefs = useRef(new Map<number, HTMLButtonElement>());
  const slotRefs = useRef(new Map<number, HTMLButtonElement>());
  const focusTarget = useRef<FocusTarget>(null);
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (!target) return;
    if ('chip' in target) chipRefs.current.get(target.chip)?.focus();
    else slotRefs.current.get(target.slot)?.focus();
  }, [state.slots]);

  const place = (lineId: number) => {
    const left = tray.filter((p) => !placed.has(p.id) && p.id !== lineId);
    const at = tray.findIndex((p) => p.id === lineId);
    const next = left.find((p) => tray.indexOf(p) > at) ?? left[left.length - 1];
    const slot = state.slots.indexOf(null);
    focusTarget.current = next ? { chip: next.id } : { slot };
    dispatch({ type: 'place', lineId });
  };
  const remove = (slot: number) => {
    const lineId = state.slots[slot];
    if (lineId == null) return;
    focusTarget.current = { chip: lineId };
    dispatch({ type: 'remove', slot });
  };

  return (
    <>
      {scene && (
        <FallbackImage
          className="ordering__scene"
          src={question.questionImages[0]?.imageUrl}
          fallbackSrc={DEFAULT_PICTURE}
          alt={t('dialogueOrdering.sceneImage')}
          width={320}
          height={160}
        />
      )}
      <h2 className="ordering__title">{question.text.trim() || t('dialogueOrdering.title')}</h2>
      <ol className="ordering__chat" aria-label={t('dialogueOrdering.chat')}>
        {lines.map((line, index) => {
          const lineId = state.slots[index] ?? null;
          const chip = lineId === null ? undefined : byId.get(lineId);
          return (
            <ChatLine
              key={line.id}
              index={index}
              speaker={line.personageNumber}
              chip={chip}
              right={verdicts ? (verdicts[index] ?? false) : null}
              disabled={locked || !chip}
              onRemove={remove}
              buttonRef={(element) => {
                if (element) slotRefs.current.set(index, element);
                else slotRefs.current.delete(index);
              }}
            />
          );
        })}
      </ol>
      <div className="ordering__tray" role="group" aria-label={t('dialogueOrdering.tray')}>
        {tray.map((chip) =>
          placed.has(chip.id) ? (
            // Keeps its place, so the other chips do not jump under the finger.
            <span key={chip.id} className="ordering__chip-pair" aria-hidden="true">
              <span className="ordering__speaker-ghost" />
              <span className="ordering__chip ordering__chip--ghost">{chip.answer}</span>
            </span>
          ) : (
            // The chip and its speaker are two targets side by side: listening never places.
            <span key={chip.id} className="ordering__chip-pair">
              <SpeakerButton text={chip.answer} audioUrl={chip.audioUrl ?? null} hideText />
              <button
                ref={(element) => {
                  if (element) chipRefs.current.set(chip.id, element);
                  else chipRefs.current.delete(chip.id);
                }}
                type="button"
                className={classNames('ordering__chip', `ordering__chip--tone-${toneOf(chip)}`)}
                disabled={locked}
                onClick={() => place(chip.id)}
              >
                {chip.answer}
              </button>
            </span>
          ),
        )}
      </div>
    </>
  );
}

const toneOf = (line: QuestionPersonage) => (line.personageNumber - 1) % 4;

function ChatLine({
  index,
  speaker,
  chip,
  right,
  disabled,
  onRemove,
  buttonRef,
}: {
  index: number;
  speaker: number;
  chip: QuestionPersonage | undefined;
  /** The slot's verdict once checked, else null. */
  right: boolean | null;
  disabled: boolean;
  onRemove: (slot: number) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation('games');
  const verdictId = useId();
  const n = index + 1;
  const side = speaker === 1 ? 'left' : 'right';
  return (
    <li className={classNames('ordering__line', `ordering__line--${side}`)}>
      <span
        className={classNames('ordering__avatar', `ordering__avatar--tone-${(speaker - 1) % 4}`)}
        aria-hidden="true"
      >
        {speaker}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={classNames(
          'ordering__slot',
          chip ? 'ordering__slot--filled' : 'ordering__slot--empty',
          right === true && 'ordering__slot--right',
          right === false && 'ordering__slot--wrong',
        )}
        aria-label={
          chip
            ? t('dialogueOrdering.slotFilled', { n, speaker, text: chip.answer })
            : t('dialogueOrdering.slotEmpty', { n, speaker })
        }
        aria-describedby={right === null ? undefined : verdictId}
        disabled={disabled}
        onClick={() => onRemove(index)}
      >
        <span className="ordering__slot-number" aria-hidden="true">
          {n}
        </span>
        <span className="ordering__slot-text" aria-hidden="true">
          {chip?.answer ?? ''}
        </span>
        {right !== null && (
          <span className="ordering__slot-verdict" aria-hidden="true">
            {right ? <CheckIcon width={18} height={18} /> : <CloseIcon width={16} height={16} />}
          </span>
        )}
      </button>
      {chip && <SpeakerButton text={chip.answer} audioUrl={chip.audioUrl ?? null} hideText />}
      {right !== null && <VerdictText id={verdictId} right={right} />}
    </li>
  );
}
