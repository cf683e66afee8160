import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen';
import type { GameScreenProps } from '../kit/types';

/** The speaking games (1.x) until the sound issue (#8) brings their screens. */
export default function SpeechPendingScreen({ title }: GameScreenProps) {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen title={title} note={t('common.comingSoon')}>
      <ButtonLink to="/" variant="secondary" block>
        {t('common.goHome')}
      </ButtonLink>
    </PlaceholderScreen>
  );
}
