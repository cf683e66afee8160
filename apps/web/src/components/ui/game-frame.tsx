import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CloseIcon, StarIcon } from './game-icons';
import { ProgressBar } from './progress-bar';
import './game-frame.css';

export interface GameFrameProps {
  /** The screen's name for assistive technology (the top bar shows no title). */
  title: string;
  /** 0 to 100. */
  progress: number;
  progressLabel: string;
  score: number;
  scoreLabel: string;
  /** Where the close button goes, and how it reads. */
  closeTo: string;
  closeLabel: string;
  children: ReactNode;
  /** Kept at the bottom of the screen: the main action. */
  footer?: ReactNode;
}

/** The frame of every game screen: close, progress and score on top; the action at the bottom. */
export function GameFrame({
  title,
  progress,
  progressLabel,
  score,
  scoreLabel,
  closeTo,
  closeLabel,
  children,
  footer,
}: GameFrameProps) {
  return (
    <div className="game-frame">
      <header className="game-frame__bar">
        <Link to={closeTo} className="game-frame__close" aria-label={closeLabel}>
          <CloseIcon />
        </Link>
        <ProgressBar value={progress} label={progressLabel} />
        <p className="game-frame__score">
          <StarIcon className="game-frame__score-icon" />
          <span className="visually-hidden">{scoreLabel}</span>
          <span className="game-frame__score-value">{score}</span>
        </p>
      </header>
      <h1 className="visually-hidden">{title}</h1>
      <div className="game-frame__body">{children}</div>
      {footer && <div className="game-frame__footer">{footer}</div>}
    </div>
  );
}
