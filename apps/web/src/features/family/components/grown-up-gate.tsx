import type { GateQuestion } from '@bolajon/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerButton } from '../../../components/speaker-button';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { ArrowLeftIcon, LockIcon } from '../../../components/ui/game-icons';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { isLanguage } from '../../../lib/i18n';
import { useGateQuestion } from '../api/get-gate-question';
import { usePassGate } from '../api/pass-gate';
import { useSecondsUntil, type Countdown } from '../hooks/use-seconds-until';
import { familyErrorText } from '../lib/error-text';
import { gateRefusal } from '../lib/gate-errors';
import { numberWord } from '../lib/number-words';
import './grown-up-gate.css';

export interface GrownUpGateProps {
  /** A grown-up passed: the pass is kept (lib/grown-up.ts) before this is called. */
  onPass: () => void;
  /** The child left the gate: nothing was changed. */
  onCancel: () => void;
  /** The id the heading takes, for a dialog that is named by it. */
  titleId?: string;
}

/** 75 -> "1:15" */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The grown-up gate (issue 20): a product of two numbers written in words, to be answered in
 * digits, or the family's 4-digit PIN. Three misses in a row lock it for a minute (the server
 * counts; this shows what it says). The child hears that it is for grown-ups; the question itself
 * is never read aloud.
 */
export function GrownUpGate({ onPass, onCancel, titleId }: GrownUpGateProps) {
  const { t, i18n } = useTranslation();
  const ownTitleId = useId();
  const question = useGateQuestion();
  const pass = usePassGate();
  const [answer, setAnswer] = useState('');
  const [attemptsLeft, setAttemptsLeft] = useState<number | 'unknown' | null>(null);
  const [empty, setEmpty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [lock, setLock] = useState<Countdown | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Locked before a word was typed (the gate was left locked): the question's answer says so.
  const loadRefusal = question.isError ? gateRefusal(question.error) : null;
  const loadLock: Countdown | null =
    loadRefusal?.kind === 'locked'
      ? {
          fromMs: question.errorUpdatedAt,
          untilMs: question.errorUpdatedAt + loadRefusal.retryAfterSeconds * 1000,
        }
      : null;
  // The minute is over: a new question, and the misses start again.
  const secondsLeft = useSecondsUntil(lock ?? loadLock, () => {
    setLock(null);
    setAttemptsLeft(null);
    void question.refetch();
  });
  const locked = secondsLeft !== null && secondsLeft > 0;

  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const kind: GateQuestion['kind'] | null = question.data?.kind ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = question.data;
    if (!data || pass.isPending || locked) return;
    if (data.kind === 'pin' ? answer.length !== 4 : answer === '') {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    setFailure(null);
    pass.mutate(data.kind === 'pin' ? { pin: answer } : { challenge: data.challenge, answer }, {
      onSuccess: onPass,
      onError: (error) => {
        setAnswer('');
        const refusal = gateRefusal(error);
        if (refusal.kind === 'wrong') {
          setAttemptsLeft(refusal.attemptsLeft ?? 'unknown');
          // New numbers for the next try: a guess cannot be refined on the same question.
          if (data.kind === 'product') void question.refetch();
          input.current?.focus();
        } else if (refusal.kind === 'locked') {
          setAttemptsLeft(null);
          const now = Date.now();
          setLock({ fromMs: now, untilMs: now + refusal.retryAfterSeconds * 1000 });
        } else {
          setFailure(error);
        }
      },
    });
  };

  let body;
  if (locked) {
    body = (
      <p className="gate__locked" role="timer" aria-live="polite">
        {t('family.gate.locked', { time: clock(secondsLeft) })}
      </p>
    );
  } else if (question.isError && !question.data && loadRefusal?.kind !== 'locked') {
    body = (
      <ErrorState
        title={t('family.gate.loadError')}
        actionLabel={t('common.tryAgain')}
        onAction={() => void question.refetch()}
      />
    );
  } else if (!question.data || (question.isFetching && kind === 'product' && !question.isError)) {
    body = (
      <div className="gate__loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else {
    const data = question.data;
    const message = empty
      ? t(data.kind === 'pin' ? 'family.gate.enterPin' : 'family.gate.enterAnswer')
      : failure
        ? familyErrorText(failure, t)
        : attemptsLeft === 'unknown'
          ? t('family.gate.wrong')
          : attemptsLeft !== null
            ? t('family.gate.wrongLeft', { count: attemptsLeft })
            : null;
    body = (
      <form className="gate__form" onSubmit={submit} noValidate>
        <p className="gate__question">
          {data.kind === 'pin'
            ? t('family.gate.pinPrompt')
            : t('family.gate.question', {
                left: numberWord(data.left, language),
                right: numberWord(data.right, language),
              })}
        </p>
        <TextField
          ref={input}
          label={t(data.kind === 'pin' ? 'family.gate.pin' : 'family.gate.answer')}
          className="gate__field"
          type={data.kind === 'pin' ? 'password' : 'text'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={data.kind === 'pin' ? 4 : 3}
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value.replace(/\D/g, ''));
            setEmpty(false);
          }}
          error={message}
          autoFocus
        />
        <Button type="submit" block busy={pass.isPending}>
          {t('family.gate.submit')}
        </Button>
      </form>
    );
  }

  const childHint = t('family.gate.childHint');
  return (
    <section className="gate" aria-labelledby={titleId ?? ownTitleId}>
      <div className="gate__art" aria-hidden="true">
        <LockIcon width={44} height={44} />
      </div>
      <h2 id={titleId ?? ownTitleId} className="gate__title">
        {t('family.gate.title')}
      </h2>
      <SpeakerButton text={childHint} size="medium" className="gate__hint" />
      {body}
      <Button variant="secondary" block onClick={onCancel} className="gate__cancel">
        <ArrowLeftIcon width={24} height={24} />
        {t('family.gate.cancel')}
      </Button>
    </section>
  );
}
