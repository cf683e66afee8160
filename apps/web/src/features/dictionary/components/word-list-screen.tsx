import type { DictionaryRecord } from '@bolajon/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { StarIcon } from '../../../components/ui/game-icons';
import { BookIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { describeLoadError } from '../../../lib/load-error';
import { paths } from '../../../lib/paths';
import { useWordList, wordListKey, type WordListKind } from '../api/get-word-lists';
import { useMarkWord } from '../api/mark-word';
import { useGoBack } from '../hooks/use-go-back';
import { useShuffledOrder } from '../hooks/use-shuffled-order';
import { ListScreen } from './list-screen';
import { WordRow } from './word-row';

const texts = {
  learned: {
    title: 'screens.learnedWords',
    empty: 'wordLists.noLearned',
    move: 'wordLists.moveToUnlearned',
  },
  unlearned: {
    title: 'screens.unlearnedWords',
    empty: 'wordLists.noUnlearned',
    move: 'wordLists.moveToLearned',
  },
} as const;

export interface WordListScreenProps {
  /** learned: the "know" words (/learned-words); unlearned: the "don't know" ones. */
  kind: WordListKind;
}

/**
 * /learned-words and /unlearned-words (spec section 2): the words with their sounds, and a star
 * that moves a word to the other list.
 */
export function WordListScreen({ kind }: WordListScreenProps) {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.dictionaryList.href());
  const queryClient = useQueryClient();
  const list = useWordList(kind);
  const words = useShuffledOrder(list.data);
  const markWord = useMarkWord();
  const [saving, setSaving] = useState<ReadonlySet<number>>(() => new Set());
  const copy = texts[kind];

  const moveToOtherList = async (wordId: number) => {
    setSaving((current) => new Set(current).add(wordId));
    try {
      await markWord.mutateAsync({ wordId, mark: kind === 'learned' ? 'unlearned' : 'learned' });
      // Gone at once; the refetch the mark starts confirms it.
      queryClient.setQueryData<DictionaryRecord[]>(wordListKey(kind), (records) =>
        records?.filter((record) => record.dictionaryId !== wordId),
      );
    } catch (error) {
      // Spec section 8: logged only, the list stays as it was.
      console.error('Could not move the word to the other list', error);
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(wordId);
        return next;
      });
    }
  };

  let content;
  if (list.data === undefined && list.isError) {
    content = (
      <ErrorState
        title={describeLoadError(list.error, t)}
        actionLabel={t('common.tryAgain')}
        onAction={() => void list.refetch()}
      />
    );
  } else if (list.data === undefined) {
    content = (
      <div className="list-screen__state">
        <Spinner label={t('common.loading')} size="large" />
      </div>
    );
  } else if (words.items.length === 0) {
    content = <EmptyState message={t(copy.empty)} />;
  } else {
    content = (
      <ul className="list-screen__list" aria-label={t(copy.title)}>
        {words.items.map((record) => {
          const busy = saving.has(record.dictionaryId);
          return (
            <WordRow
              key={record.id}
              word={record.dictionary}
              action={
                <button
                  type="button"
                  className="word-row__star"
                  aria-label={t(copy.move, { word: record.dictionary.word })}
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() => void moveToOtherList(record.dictionaryId)}
                >
                  <StarIcon filled={kind === 'learned'} />
                </button>
              }
            />
          );
        })}
      </ul>
    );
  }

  return (
    <ListScreen
      title={t(copy.title)}
      onBack={goBack}
      onShuffle={words.shuffle}
      canShuffle={words.canShuffle}
      footer={
        <ButtonLink to={paths.dictionary.href()} block>
          <BookIcon width={26} height={26} />
          {t('wordLists.toDictionary')}
        </ButtonLink>
      }
    >
      {content}
    </ListScreen>
  );
}
