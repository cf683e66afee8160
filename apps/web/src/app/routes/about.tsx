import { useTranslation, Trans } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/game-icons';
import { paths } from '../../lib/paths';
import { ScreenRoute } from '../screen-route';
import './about.css';

const TWEMOJI_URL = 'https://github.com/jdecked/twemoji';
const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** What Bolajon is, and whose work it is built with. */
export default function AboutRoute() {
  const { t } = useTranslation();
  return (
    <ScreenRoute title={t('screens.about')} bottomBar>
      <About />
    </ScreenRoute>
  );
}

function About() {
  const { t } = useTranslation();
  return (
    <div className="about">
      <h1 className="about__title">{t('screens.about')}</h1>

      <section className="about__card about__card--hero">
        <img
          className="about__logo"
          src="/logo.svg"
          alt={t('app.logoAlt')}
          width={96}
          height={96}
        />
        <p className="about__brand">{t('app.name')}</p>
        <p className="about__lead">{t('about.lead')}</p>
        <p>{t('about.families')}</p>
      </section>

      <section className="about__card" aria-labelledby="about-credits">
        <h2 id="about-credits" className="about__subtitle">
          {t('about.creditsTitle')}
        </h2>
        <ul className="about__credits">
          <li>
            <Trans
              i18nKey="about.pictures"
              components={{
                twemoji: <a href={TWEMOJI_URL} target="_blank" rel="noopener noreferrer" />,
                license: <a href={CC_BY_URL} target="_blank" rel="noopener noreferrer" />,
              }}
            />
          </li>
          <li>{t('about.drawn')}</li>
          <li>{t('about.voice')}</li>
        </ul>
      </section>

      <ButtonLink to={paths.profile.href()} variant="secondary" block>
        <ArrowLeftIcon width={24} height={24} />
        {t('common.back')}
      </ButtonLink>
    </div>
  );
}
