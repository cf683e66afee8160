import type { ErrorCode } from '@bolajon/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GameStageFrame } from '../../../components/game-stage-frame';
import { SupportModal } from '../../../components/support-modal';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isApiError } from '../../../lib/api-client';
import { useSettings } from '../../../lib/get-settings';
import { paths } from '../../../lib/paths';

// The codes as text, not the contract's runtime table: a stage screen renders before the
// contract's chunk is there (lib/contract.ts).
const COURSE_LOCKED = 'COURSE_LOCKED' satisfies ErrorCode;
const GAME_NOT_OPEN = 'GAME_NOT_OPEN' satisfies ErrorCode;

/** Why the server refuses this game to this user, when it does. */
export type Refusal = typeof COURSE_LOCKED | typeof GAME_NOT_OPEN;

export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error)) return null;
  if (error.code === COURSE_LOCKED) return COURSE_LOCKED;
  if (error.code === GAME_NOT_OPEN) return GAME_NOT_OPEN;
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
  const locked = refusal === COURSE_LOCKED;
  return (
    <GameStageFrame title={title} progress={0} score={0}>
      <EmptyState message={locked ? t('game.courseLocked') : t('game.notOpenYet')}>
        <ButtonLink to={paths.home.href()}>{t('common.goHome')}</ButtonLink>
      </EmptyState>
      {locked && (
        <SupportModal open onClose={() => void navigate(paths.home.href())} settings={settings} />
      )}
    </GameStageFrame>
  );
}
