import type { Child } from '@bolajon/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { SpeakerButton } from '../../../components/speaker-button';
import { ErrorState } from '../../../components/ui/error-state';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { playSpeech } from '../../../lib/audio';
import { markChildPicked } from '../../../lib/child-picked';
import { useFamily } from '../api/get-family';
import { useSwitchChild } from '../api/switch-child';
import { familyErrorText } from '../lib/error-text';
import './who-is-playing.css';

export interface WhoIsPlayingScreenProps {
  /** Where the picked child goes: the map, or where sign-in was asked from. */
  onPicked: () => void;
}

/**
 * "Who is playing?" (issue 20): each child of the family as a big avatar with its name, heard
 * when tapped; the tap starts that child's session. A family of one child never sees it. Not
 * behind the gate: a child picks itself.
 */
export function WhoIsPlayingScreen({ onPicked }: WhoIsPlayingScreenProps) {
  const { t } = useTranslation();
  const family = useFamily();
  const switchChild = useSwitchChild();
  const [picking, setPicking] = useState<number | null>(null);
  const only = family.data && family.data.children.length < 2;

  useEffect(() => {
    if (!only) return;
    markChildPicked();
    onPicked();
  }, [only, onPicked]);

  if (family.isError && !family.data) {
    return (
      <ErrorState
        title={t('errors.loadingError')}
        actionLabel={t('common.tryAgain')}
        onAction={() => void family.refetch()}
      />
    );
  }
  if (!family.data || only) return <FullPageSpinner label={t('common.loading')} />;
  const { children, activeChildId } = family.data;

  const pick = (child: Child) => {
    if (picking !== null) return;
    void playSpeech({ text: child.name });
    setPicking(child.id);
    if (child.id === activeChildId) {
      markChildPicked();
      onPicked();
      return;
    }
    switchChild.mutate(child.id, {
      onSuccess: onPicked,
      onSettled: () => setPicking(null),
    });
  };

  const title = t('family.whoIsPlaying.title');
  return (
    <div className="who">
      <header className="who__header">
        <h1 className="who__title">{title}</h1>
        <SpeakerButton text={title} hideText size="large" />
      </header>
      <ul className="who__children">
        {children.map((child) => (
          <li key={child.id}>
            <button
              type="button"
              className="who__child"
              onClick={() => pick(child)}
              aria-busy={picking === child.id || undefined}
              disabled={picking !== null && picking !== child.id}
            >
              <Avatar kind={child.avatar} className="who__avatar" width={112} height={112} />
              <span className="who__name">{child.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {switchChild.isError && (
        <p className="who__error" role="alert">
          {familyErrorText(switchChild.error, t)}
        </p>
      )}
    </div>
  );
}
