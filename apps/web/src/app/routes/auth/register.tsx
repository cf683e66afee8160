import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { paths } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

export default function RegisterRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ScreenRoute title={t('auth.register.title')}>
      <AuthLayout
        title={t('auth.register.title')}
        subtitle={t('auth.register.subtitle')}
        footer={
          <>
            <span>{t('auth.register.haveAccount')}</span>
            <Link className="text-link" to={paths.login.href()} state={location.state}>
              {t('auth.register.toLogin')}
            </Link>
          </>
        }
      >
        <RegisterForm />
      </AuthLayout>
    </ScreenRoute>
  );
}
