import { useParams } from 'react-router';
import { AdminOnly } from '../../../features/admin/components/admin-only';
import { FamilyScreen } from '../../../features/admin/components/family-screen';
import { parseFamilyId } from '../../../features/admin/lib/paths';

/** /admin/families/:id: one family in the support console. */
export default function AdminFamilyRoute() {
  const { id } = useParams();
  return (
    <AdminOnly>
      <FamilyScreen familyId={parseFamilyId(id)} />
    </AdminOnly>
  );
}
