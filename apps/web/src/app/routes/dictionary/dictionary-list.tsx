import { useSearchParams } from 'react-router';
import { DictionaryListScreen } from '../../../features/dictionary/components/dictionary-list-screen';
import { parseListView } from '../../../features/dictionary/lib/paths';

export default function DictionaryListRoute() {
  const [searchParams] = useSearchParams();
  return <DictionaryListScreen view={parseListView(searchParams.get('view'))} />;
}
