import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GamePreview } from '../../../features/game/components/game-preview';
import { RequireGrownUp } from '../../../features/family/components/require-grown-up';
import { EditorOnly } from '../../../features/studio/components/editor-only';
import {
  StudioPreviewScreen,
  type PreviewSource,
} from '../../../features/studio/components/preview-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

/**
 * The studio's preview of a game, for editors (issue 23): the studio loads the lesson and frames
 * it; the game feature plays it on the device, nothing sent. Composed here, where features meet.
 */
export function StudioPreviewRoute({ kind }: { kind: PreviewSource['kind'] }) {
  const { t } = useTranslation('studio');
  const { id, gameKey = '' } = useParams();
  const parsed = parseId(id);
  return (
    <ScreenRoute title={t('preview.title')}>
      <EditorOnly>
        <RequireGrownUp>
          <StudioPreviewScreen
            source={parsed === null ? null : { kind, id: parsed }}
            gameKey={gameKey}
            renderGame={(props) => <GamePreview {...props} />}
          />
        </RequireGrownUp>
      </EditorOnly>
    </ScreenRoute>
  );
}
