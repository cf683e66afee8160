import { WordListScreen } from '../../../features/dictionary/components/word-list-screen';

export default function UnlearnedWordsRoute() {
  return <WordListScreen kind="unlearned" />;
}
