import { formatPhone, type Settings } from '@bolajon/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { Button } from '../../../components/ui/button';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CallIcon,
  WordsIcon,
} from '../../../components/ui/game-icons';
import { LogoutIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { setDeviceSetting, useDeviceSettings } from '../../../lib/device-settings';
import { useMe } from '../../../lib/get-me';
import { useSettings } from '../../../lib/get-settings';
import { paths } from '../../../lib/paths';
import { useProfileNavigation } from '../hooks/use-profile-navigation';
import { safeExternalUrl, supportPhoneOf } from '../lib/links';
import { LogoutConfirm } from './logout-confirm';
import {
  CameraIcon,
  ChatIcon,
  FriendsIcon,
  PlaneIcon,
  VibrationIcon,
  VideoIcon,
} from './profile-icons';
import { SpeakerIcon } from '../../../components/speaker-button';
import { SectionError } from './section-error';
import { SettingSwitch } from './setting-switch';
import { StorageSection } from '../../../components/offline/storage-section';

/**
 * The settings view, behind the grown-up gate (the route puts it there): sound, vibration,
 * language, the family's children, support, social links and logout.
 */
export function ProfileSettings({ familySettings }: { familySettings?: ReactNode }) {
  const { t } = useTranslation();
  const { backToProfile } = useProfileNavigation();
  const device = useDeviceSettings();
  const me = useMe().data;
  const isAdmin = me?.role === 'admin';
  // The course studio (issue 23), for teachers with the editor flag (ADR 0041).
  const isEditor = me?.editor === true;
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const deviceId = useId();

  return (
    <div className="profile">
      <header className="profile__header profile__header--back">
        <button type="button" className="profile__back" onClick={backToProfile}>
          <ArrowLeftIcon width={26} height={26} />
          <span>{t('common.back')}</span>
        </button>
        <h1 className="profile__title">{t('settings.title')}</h1>
      </header>

      <section className="profile__card" aria-labelledby={deviceId}>
        <h2 id={deviceId} className="visually-hidden">
          {t('settings.device')}
        </h2>
        <SettingSwitch
          label={t('settings.sound')}
          icon={<SpeakerIcon status={device.soundEnabled ? 'idle' : 'muted'} />}
          checked={device.soundEnabled}
          onChange={(on) => setDeviceSetting('soundEnabled', on)}
        />
        <SettingSwitch
          label={t('settings.vibration')}
          icon={<VibrationIcon />}
          checked={device.vibrationEnabled}
          onChange={(on) => setDeviceSetting('vibrationEnabled', on)}
        />
        <div className="profile__setting">
          <span className="profile__setting-label">{t('language.label')}</span>
          <LanguageSwitch />
        </div>
      </section>

      <Link className="profile__link" to={paths.parent.href()}>
        <FriendsIcon width={26} height={26} />
        <span>{t('settings.parentView')}</span>
        <ArrowRightIcon className="profile__link-arrow" width={22} height={22} />
      </Link>

      {familySettings}

      <StorageSection />

      <SupportSection />

      {isAdmin && (
        <Link className="profile__link" to={paths.admin.href()}>
          <ChatIcon width={26} height={26} />
          <span>{t('admin.consoleLink')}</span>
          <ArrowRightIcon className="profile__link-arrow" width={22} height={22} />
        </Link>
      )}

      {isEditor && (
        <Link className="profile__link" to={paths.studio.href()}>
          <WordsIcon width={26} height={26} />
          <span>{t('settings.studioLink')}</span>
          <ArrowRightIcon className="profile__link-arrow" width={22} height={22} />
        </Link>
      )}

      <Button variant="danger" block onClick={() => setConfirmingLogout(true)}>
        <LogoutIcon width={24} height={24} />
        {t('profile.logout')}
      </Button>
      <LogoutConfirm open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  );
}

/** The support phone and the social links, from GET /settings/default. */
function SupportSection() {
  const { t } = useTranslation();
  const settings = useSettings();
  const titleId = useId();

  return (
    <section className="profile__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile__subtitle">
        {t('settings.support.title')}
      </h2>
      {settings.data ? (
        <>
          <SupportPhone phone={supportPhoneOf(settings.data.supportPhone)} />
          <SocialLinks settings={settings.data} />
        </>
      ) : settings.isError ? (
        <SectionError
          message={t('settings.support.loadError')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="profile__loading">
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </section>
  );
}

function SupportPhone({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  if (!phone) {
    return (
      <p className="support-phone__none">
        <ChatIcon width={28} height={28} />
        <span>{t('settings.support.noPhone')}</span>
      </p>
    );
  }
  return (
    <a
      className="button button--primary button--block support-phone"
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
    >
      <CallIcon width={26} height={26} />
      <span className="support-phone__text">
        <span>{t('settings.support.call')}</span>
        <span className="support-phone__number">{formatPhone(phone)}</span>
      </span>
    </a>
  );
}

const socialNetworks = ['telegram', 'instagram', 'facebook', 'youtube'] as const;
const socialIcons = {
  telegram: PlaneIcon,
  instagram: CameraIcon,
  facebook: FriendsIcon,
  youtube: VideoIcon,
} as const;

/**
 * The family's ways to follow Bolajon. A network shows only when its link is there (the spec
 * says so of YouTube; a button to nowhere helps no one, so the same holds for every network).
 */
function SocialLinks({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const titleId = useId();
  const links = socialNetworks.flatMap((network) => {
    const href = safeExternalUrl(settings[`${network}Link`]);
    return href ? [{ network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <div className="social" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="social__title">
        {t('settings.social.title')}
      </h3>
      <ul className="social__links">
        {links.map(({ network, href }) => {
          const NetworkIcon = socialIcons[network];
          return (
            <li key={network}>
              <a
                className={`social__link social__link--${network}`}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
              >
                <NetworkIcon width={26} height={26} />
                <span>{t(`settings.social.${network}`)}</span>
                <span className="visually-hidden">{t('settings.social.newTab')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
