import type { ReactNode, Ref } from 'react';
import { classNames } from '../../../components/ui/class-names';
import { PlayIcon } from '../../../components/ui/game-icons';

export interface VideoCardProps {
  videoRef: Ref<HTMLVideoElement>;
  src: string;
  poster: string;
  label: string;
  playing: boolean;
  playLabel: string;
  onPlay: () => void;
  onPlayingChange: (playing: boolean) => void;
  /** Whether the browser loads the file before play is pressed ('auto' unless said). */
  preload?: 'auto' | 'none';
  /** Over the video, e.g. the unmute button. */
  children?: ReactNode;
}

/** A rounded video with its poster and our own big play button (no browser controls). */
export function VideoCard({
  videoRef,
  src,
  poster,
  label,
  playing,
  playLabel,
  onPlay,
  onPlayingChange,
  preload = 'auto',
  children,
}: VideoCardProps) {
  return (
    <div className={classNames('video-card', playing && 'video-card--playing')}>
      <video
        ref={videoRef}
        className="video-card__video"
        src={src}
        poster={poster}
        aria-label={label}
        playsInline
        preload={preload}
        onPlaying={() => onPlayingChange(true)}
        onPause={() => onPlayingChange(false)}
        onEnded={() => onPlayingChange(false)}
      />
      {!playing && (
        <button type="button" className="video-card__play" aria-label={playLabel} onClick={onPlay}>
          <PlayIcon width={48} height={48} />
        </button>
      )}
      {children}
    </div>
  );
}
