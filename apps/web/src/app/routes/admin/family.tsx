import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireGrownUp } from '../../../features/family/components/require-grown-up';
import { AdminOnly } from '../../../features/admin/components/admin-only';
import { FamilyScreen } from '../../../features/admin/components/family-screen';
import { parseFamilyId } from '../../../features/admin/lib/family-id';
import { ScreenRoute } from '../../screen-route';

/** /admin/families/:id: one family in the support console, named after it once it is there. */
export default function AdminFamilyRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ScreenRoute title={t('admin.family.title')}>
      <AdminOnly>
        <RequireGrownUp>
          <FamilyScreen familyId={parseFamilyId(id)} />
        </RequireGrownUp>
      </AdminOnly>
    </ScreenRoute>
  );
}
