import { DictionaryScreen } from '../../../features/dictionary/components/dictionary-screen';

export default function DictionaryRoute() {
  return <DictionaryScreen />;
}
