import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { returnLocationFrom } from '../../../features/auth/pending-sign-in';
import { paths } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

export default function LoginRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = returnLocationFrom(location.state);
  return (
    <ScreenRoute title={t('auth.login.title')}>
      <AuthLayout
        title={t('auth.login.title')}
        subtitle={t('auth.login.subtitle')}
        footer={
          <>
            <span>{t('auth.login.noAccount')}</span>
            <Link className="text-link" to={paths.register.href()} state={location.state}>
              {t('auth.login.toRegister')}
            </Link>
          </>
        }
      >
        <LoginForm returnTo={returnTo} />
      </AuthLayout>
    </ScreenRoute>
  );
}
