import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** Marks an admin's account in a list or on its page. */
export function AdminBadge() {
  const { t } = useTranslation();
  return <span className="admin-badge">{t('admin.adminBadge')}</span>;
}

/** The server's 403: the console is for support only (the role may have been taken meanwhile). */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <div className="admin__forbidden" role="alert">
      <p>{t('admin.forbidden')}</p>
      <ButtonLink variant="secondary" to={paths.home.href()}>
        {t('common.goHome')}
      </ButtonLink>
    </div>
  );
}
