import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RequireGrownUp } from '../../../features/family/components/require-grown-up';
import { AdminOnly } from '../../../features/admin/components/admin-only';
import { AdminSearchScreen } from '../../../features/admin/components/admin-search-screen';
import { paths } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

/** /admin?phone=: the support console's search; the search lives in the URL, so back keeps it. */
export default function AdminSearchRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ScreenRoute title={t('admin.title')}>
      <AdminOnly>
        <RequireGrownUp>
          <AdminSearchScreen
            phone={params.get(paths.admin.param) ?? ''}
            onSearch={(digits) => void navigate(paths.admin.href(digits))}
          />
        </RequireGrownUp>
      </AdminOnly>
    </ScreenRoute>
  );
}
