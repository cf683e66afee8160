import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { playSpeech, useSoundStatus, type SoundStatus } from '../lib/audio';
import { useDeviceSettings } from '../lib/device-settings';
import { classNames } from './ui/class-names';
import { Icon, type IconProps } from './ui/icons';
import './speaker-button.css';

export interface SpeakerButtonProps {
  /** What is said (and shown, unless `hideText`). */
  text: string;
  /** A recorded or known file for it: it wins over synthesis. */
  audioUrl?: string | null;
  /** Only the icon shows (the name still says what is heard). */
  hideText?: boolean;
  /** Only the text shows, as a button that says it. */
  hideIcon?: boolean;
  /** small: beside an answer (48 px); medium: beside a question (56 px); large: the main one. */
  size?: 'small' | 'medium' | 'large';
  /** The accessible name, where "Listen: <text>" must not be read out (it would give a word away). */
  label?: string;
  className?: string;
}

/**
 * The speaker widget (spec section 2): plays its text through lib/audio, shows loading, then
 * waves while playing, and replays on every tap. With sounds off in the device settings it shows
 * a muted speaker and plays nothing: muted means muted, even on purpose.
 */
export function SpeakerButton({
  text,
  audioUrl = null,
  hideText = false,
  hideIcon = false,
  size = 'small',
  label,
  className,
}: SpeakerButtonProps) {
  const { t } = useTranslation();
  const mutedId = useId();
  const status = useSoundStatus({ text, audioUrl });
  const { soundEnabled } = useDeviceSettings();
  const muted = !soundEnabled;
  return (
    <>
      <button
        type="button"
        className={classNames(
          'speaker',
          `speaker--${size}`,
          `speaker--${status}`,
          hideText && 'speaker--icon-only',
          muted && 'speaker--muted',
          className,
        )}
        aria-label={label ?? t('speaker.listen', { text })}
        aria-describedby={muted ? mutedId : undefined}
        aria-busy={status === 'loading' || undefined}
        data-status={muted ? 'muted' : status}
        onClick={() => void playSpeech({ text, audioUrl })}
      >
        {!hideIcon && (
          <span className="speaker__icon" aria-hidden="true">
            <SpeakerIcon status={muted ? 'muted' : status} />
          </span>
        )}
        {!hideText && <span className="speaker__text">{text}</span>}
      </button>
      {muted && (
        <span id={mutedId} className="visually-hidden">
          {t('speaker.muted')}
        </span>
      )}
    </>
  );
}

/** A speaker; its waves move while it plays (still under reduced motion), a cross when muted. */
export function SpeakerIcon({
  status = 'idle',
  className,
  ...props
}: IconProps & { status?: SoundStatus | 'muted' }) {
  return (
    <Icon {...props} className={classNames('speaker-icon', `speaker-icon--${status}`, className)}>
      <path d="M3.5 9.5h3.5L11.5 5.5v13l-4.5-4h-3.5v-5Z" fill="currentColor" />
      {status === 'muted' ? (
        <path d="M15.5 9.5l5 5M20.5 9.5l-5 5" />
      ) : (
        <>
          <path
            className="speaker-icon__wave speaker-icon__wave--near"
            d="M15 9a4.2 4.2 0 0 1 0 6"
          />
          <path className="speaker-icon__wave speaker-icon__wave--far" d="M18 6.5a8 8 0 0 1 0 11" />
        </>
      )}
    </Icon>
  );
}
