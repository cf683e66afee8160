import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { returnLocationFrom } from '../../../features/auth/pending-sign-in';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const location = useLocation();
  const returnTo = returnLocationFrom(location.state);
  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          <span>{t('auth.login.noAccount')}</span>
          <Link className="text-link" to="/register" state={location.state}>
            {t('auth.login.toRegister')}
          </Link>
        </>
      }
    >
      <LoginForm returnTo={returnTo} />
    </AuthLayout>
  );
}
