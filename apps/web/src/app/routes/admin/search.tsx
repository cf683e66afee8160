import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../../features/admin/components/admin-only';
import { AdminSearchScreen } from '../../../features/admin/components/admin-search-screen';
import { PHONE_PARAM, searchParamsFor } from '../../../features/admin/lib/paths';

/** /admin?phone=: the support console's search; the search lives in the URL, so back keeps it. */
export default function AdminSearchRoute() {
  const [params, setParams] = useSearchParams();
  return (
    <AdminOnly>
      <AdminSearchScreen
        phone={params.get(PHONE_PARAM) ?? ''}
        onSearch={(digits) => setParams(searchParamsFor(digits))}
      />
    </AdminOnly>
  );
}
