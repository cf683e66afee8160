import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useLogin } from '../api/login';
import { describeAuthError } from '../error-message';
import { usePhoneField } from '../hooks/use-phone-field';
import type { ReturnLocation, VerifyCodeState } from '../pending-sign-in';
import { LoadFailure } from './load-failure';
import { PhoneField } from './phone-field';

export interface LoginFormProps {
  /** Where the guard sent the user from; handed on so that sign-in ends there. */
  returnTo: ReturnLocation | null;
}

export function LoginForm({ returnTo }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhoneField();
  const login = useLogin();
  const [failure, setFailure] = useState<unknown>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!phone.phone || login.isPending) return;
    setFailure(null);
    login.mutate(
      { phone: phone.phone },
      {
        onSuccess: (sent) => {
          const state: VerifyCodeState = {
            phoneNumber: sent.phone,
            resendAfterSeconds: sent.resendAfterSeconds,
            ...(returnTo ? { from: returnTo } : {}),
          };
          void navigate(paths.verifyCode.href(), { state });
        },
        onError: setFailure,
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <PhoneField
        field={phone}
        autoFocus
        onEdit={() => setFailure(null)}
        error={failure ? describeAuthError(failure, t, 'errors.loginError') : null}
      />
      {phone.unavailable && <LoadFailure />}
      <Button type="submit" block disabled={!phone.phone} busy={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
