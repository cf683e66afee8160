import { WordListScreen } from '../../../features/dictionary/components/word-list-screen';

export default function LearnedWordsRoute() {
  return <WordListScreen kind="learned" />;
}
