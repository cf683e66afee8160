import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { subscribeAnswerQueue } from '../../../lib/offline-answers/answer-queue';
import { pendingAnswersKeys } from '../../../lib/offline-answers/pending-answers';
import type { SyncOutcome } from '../../../lib/offline-answers/sync-answers';
import { queryKeys } from '../../../lib/query-keys';
import { startSyncRunner } from '../lib/sync-runner';
import './answer-sync.css';

/**
 * Sends the answers given offline when the network returns (ADR 0052), in the signed-in shell;
 * once the server has taken some, the map, the rounds, the awards and the profile are read
 * afresh. When it refused some for good (a course closed meanwhile), a kind note says so once.
 */
export default function AnswerSync() {
  const { t } = useTranslation('screens');
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    const unsubscribe = subscribeAnswerQueue(
      () => void queryClient.invalidateQueries({ queryKey: pendingAnswersKeys.all() }),
    );
    const stop = startSyncRunner({
      onOutcome: (outcome: SyncOutcome) => {
        if (outcome.refused > 0) setRefused(true);
        if (outcome.sentGames.length === 0 && outcome.refused === 0) return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.home() });
        for (const gameId of new Set(outcome.sentGames)) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.gameResults(gameId) });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.achievements() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      },
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [queryClient]);

  if (!refused) return null;
  return (
    <div className="answer-sync-note" role="status">
      <p className="answer-sync-note__text">{t('offlineAnswers.refused')}</p>
      <Button variant="secondary" onClick={() => setRefused(false)}>
        {t('offlineAnswers.understood')}
      </Button>
    </div>
  );
}
