import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function RegisterRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  const location = useLocation();
  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          <span>{t('auth.register.haveAccount')}</span>
          <Link className="text-link" to="/login" state={location.state}>
            {t('auth.register.toLogin')}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
