import { SMS_CODE_LENGTH, formatPhone } from '@bolajon/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useSendCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { describeAuthError } from '../error-message';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import type { AuthPage, ReturnLocation } from '../pending-sign-in';
import { CodeInput, type CodeInputHandle } from './code-input';
import './verify-code-form.css';

const emptyCode = (): string[] => Array.from({ length: SMS_CODE_LENGTH }, () => '');

type Problem =
  { kind: 'short' } | { kind: 'verify'; error: unknown } | { kind: 'resend'; error: unknown };

export interface VerifyCodeFormProps {
  /** E.164 phone the code went to. */
  phone: string;
  /** Which screen asked for the code: login goes on to `returnTo` or /, register to /onboarding. */
  authPage: AuthPage;
  returnTo: ReturnLocation | null;
  resendAfterSeconds: number;
}

export function VerifyCodeForm({
  phone,
  authPage,
  returnTo,
  resendAfterSeconds,
}: VerifyCodeFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const resend = useSendCode();
  const countdown = useCountdown(resendAfterSeconds);
  const codeInput = useRef<CodeInputHandle>(null);
  const labelId = useId();
  const messageId = useId();
  const [digits, setDigits] = useState(emptyCode);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [resent, setResent] = useState(false);

  function submit(code: string) {
    if (verify.isPending) return;
    if (code.length < SMS_CODE_LENGTH) {
      setProblem({ kind: 'short' });
      codeInput.current?.focus(code.length);
      return;
    }
    setProblem(null);
    verify.mutate(
      { phone, code },
      {
        onSuccess: () => {
          const destination =
            authPage === 'register' ? paths.onboarding.href() : (returnTo ?? paths.home.href());
          void navigate(destination, { replace: true });
        },
        onError: (error) => {
          setDigits(emptyCode());
          setProblem({ kind: 'verify', error });
          setResent(false);
          codeInput.current?.focus(0);
        },
      },
    );
  }

  function handleDigits(next: string[]) {
    setDigits(next);
    if (problem) setProblem(null);
    if (next.every((digit) => digit !== '')) submit(next.join(''));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(digits.join(''));
  }

  function handleResend() {
    setProblem(null);
    setResent(false);
    resend.mutate(
      { phoneNumber: phone },
      {
        onSuccess: (sent) => {
          countdown.restart(sent.resendAfterSeconds);
          setDigits(emptyCode());
          setResent(true);
          codeInput.current?.focus(0);
        },
        onError: (error) => setProblem({ kind: 'resend', error }),
      },
    );
  }

  let problemText: string | null = null;
  if (problem?.kind === 'short') problemText = t('auth.validation.enterCode');
  else if (problem?.kind === 'verify')
    problemText = describeAuthError(problem.error, t, 'errors.invalidCode');
  else if (problem?.kind === 'resend') problemText = t('errors.sendCodeError');

  return (
    <form className="auth-form verify-form" onSubmit={handleSubmit} noValidate>
      <p className="verify-form__sent">
        <Trans
          i18nKey="auth.verify.sentTo"
          values={{ phone: formatPhone(phone) }}
          components={{ phone: <strong className="verify-form__phone" /> }}
        />
      </p>
      <div className="verify-form__code">
        <p id={labelId} className="verify-form__label">
          {t('auth.verify.codeLabel')}
        </p>
        <CodeInput
          ref={codeInput}
          digits={digits}
          onDigitsChange={handleDigits}
          digitLabel={(index) =>
            t('auth.verify.digitLabel', { index: index + 1, count: SMS_CODE_LENGTH })
          }
          labelledBy={labelId}
          describedBy={problemText ? messageId : undefined}
          invalid={problem?.kind === 'verify' || problem?.kind === 'short'}
          readOnly={verify.isPending}
          autoFocus
        />
        {problemText ? (
          <p
            id={messageId}
            className="verify-form__message verify-form__message--error"
            role="alert"
          >
            {problemText}
          </p>
        ) : (
          resent && (
            <p className="verify-form__message verify-form__message--ok" role="status">
              {t('auth.verify.resent')}
            </p>
          )
        )}
      </div>
      <Button type="submit" block busy={verify.isPending}>
        {t('auth.verify.submit')}
      </Button>
      <div className="verify-form__resend">
        {countdown.remaining > 0 ? (
          <p className="verify-form__timer" role="timer" aria-live="off">
            {t('auth.verify.resendIn', { time: formatCountdown(countdown.remaining) })}
          </p>
        ) : (
          <Button variant="secondary" block busy={resend.isPending} onClick={handleResend}>
            {t('auth.verify.resend')}
          </Button>
        )}
      </div>
    </form>
  );
}
