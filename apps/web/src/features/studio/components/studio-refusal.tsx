import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import './studio.css';

/**
 * Said to a signed-in user without the editor flag, and when the server refuses a studio call
 * (403: the flag may have been taken meanwhile).
 */
export function StudioRefusal() {
  const { t } = useTranslation('studio');
  return (
    <div className="studio">
      <section className="studio-refusal" aria-labelledby="studio-refusal-title">
        <h1 id="studio-refusal-title" className="studio__title">
          {t('forbidden.title')}
        </h1>
        <p>{t('forbidden.text')}</p>
        <ButtonLink variant="secondary" to={paths.profile.href()}>
          {t('forbidden.back')}
        </ButtonLink>
      </section>
    </div>
  );
}
