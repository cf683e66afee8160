import { SMS_RESEND_SECONDS } from '@bolajon/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { VerifyCodeForm } from '../../../features/auth/components/verify-code-form';
import {
  readPendingSignIn,
  readVerifyCodeState,
  returnLocationFrom,
} from '../../../features/auth/pending-sign-in';
import { paths } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

export default function VerifyCodeRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  // Read once: a verified code clears the pending data, and this screen must not change its mind.
  const [pending] = useState(readPendingSignIn);
  const state = readVerifyCodeState(location.state);
  const phone = state.phoneNumber ?? pending.phone;

  if (!phone) return <Navigate to={paths.login.href()} replace />;

  const backTo = pending.authPage === 'register' ? paths.register.href() : paths.login.href();
  return (
    <ScreenRoute title={t('auth.verify.title')}>
      <AuthLayout
        title={t('auth.verify.title')}
        footer={
          <Link className="text-link" to={backTo} replace>
            {t('auth.verify.changePhone')}
          </Link>
        }
      >
        <VerifyCodeForm
          phone={phone}
          authPage={pending.authPage}
          returnTo={returnLocationFrom(location.state)}
          resendAfterSeconds={state.resendAfterSeconds ?? SMS_RESEND_SECONDS}
        />
      </AuthLayout>
    </ScreenRoute>
  );
}
