import { errorCodes } from '@bolajon/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GameStageFrame } from '../../../components/game-stage-frame';
import { SupportModal } from '../../../components/support-modal';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isApiError } from '../../../lib/api-client';
import { useSettings } from '../../../lib/get-settings';

/** Why the server refuses this game to this user, when it does. */
export type Refusal = typeof errorCodes.courseLocked | typeof errorCodes.gameNotOpen;

export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error)) return null;
  if (error.code === errorCodes.courseLocked) return errorCodes.courseLocked;
  if (error.code === errorCodes.gameNotOpen) return errorCodes.gameNotOpen;
  return null;
}

/**
 * The server will not take this game from this child: a paid course (the support modal, as the
 * map's lock does) or a game whose turn has not come (back to the map, kindly).
 */
export function GameRefused({ title, refusal }: { title: string; refusal: Refusal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const locked = refusal === errorCodes.courseLocked;
  return (
    <GameStageFrame title={title} progress={0} score={0}>
      <EmptyState message={locked ? t('game.courseLocked') : t('game.notOpenYet')}>
        <ButtonLink to="/">{t('common.goHome')}</ButtonLink>
      </EmptyState>
      {locked && <SupportModal open onClose={() => void navigate('/')} settings={settings} />}
    </GameStageFrame>
  );
}
