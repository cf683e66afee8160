import type { Avatar as AvatarKind } from '@bolajon/contract';
import type { SVGProps } from 'react';

type PictureProps = SVGProps<SVGSVGElement>;

const SKIN = '#ffd9b8';
const CHEEK = '#ffa9b8';
const INK = '#2b2240';

/** A friendly face that both avatars share: eyes, rosy cheeks and a smile. */
function Face() {
  return (
    <>
      <circle cx="33" cy="62" r="7" fill={SKIN} />
      <circle cx="87" cy="62" r="7" fill={SKIN} />
      <circle cx="60" cy="60" r="28" fill={SKIN} />
      <circle cx="49" cy="60" r="4" fill={INK} />
      <circle cx="71" cy="60" r="4" fill={INK} />
      <circle cx="50.5" cy="58.5" r="1.3" fill="#fff" />
      <circle cx="72.5" cy="58.5" r="1.3" fill="#fff" />
      <ellipse cx="42" cy="70" rx="5" ry="3.2" fill={CHEEK} />
      <ellipse cx="78" cy="70" rx="5" ry="3.2" fill={CHEEK} />
      <path d="M50 72q10 9 20 0" fill="none" stroke={INK} strokeWidth="3.4" strokeLinecap="round" />
    </>
  );
}

export function BoyPicture(props: PictureProps) {
  return (
    <svg viewBox="0 0 120 120" {...props}>
      <circle cx="60" cy="60" r="60" fill="#cfe4ff" />
      <path d="M22 120c2-20 18-30 38-30s36 10 38 30z" fill="#2b73e0" />
      <path d="M48 92l12 10 12-10" fill="none" stroke="#fff" strokeWidth="4" />
      <rect x="53" y="80" width="14" height="12" rx="5" fill={SKIN} />
      <Face />
      <path
        d="M32 56c-2-20 12-32 29-32 16 0 30 10 27 31-4-7-9-11-15-13 1 4 0 7-3 9-3-6-10-9-18-9-8 0-15 5-20 14z"
        fill="#6b4226"
      />
    </svg>
  );
}

export function GirlPicture(props: PictureProps) {
  return (
    <svg viewBox="0 0 120 120" {...props}>
      <circle cx="60" cy="60" r="60" fill="#ffe1ea" />
      <circle cx="24" cy="66" r="12" fill="#8a4b2a" />
      <circle cx="96" cy="66" r="12" fill="#8a4b2a" />
      <path d="M22 120c2-20 18-30 38-30s36 10 38 30z" fill="#ff7aa2" />
      <path d="M50 92q10 8 20 0" fill="none" stroke="#fff" strokeWidth="4" />
      <rect x="53" y="80" width="14" height="12" rx="5" fill={SKIN} />
      <Face />
      <path
        d="M31 62c-3-24 11-38 29-38s32 14 29 38c-3-10-9-17-17-21-6 7-17 11-32 11-4 0-7 4-9 10z"
        fill="#8a4b2a"
      />
      <path d="M74 24l14-9v18zM74 24l-2 15 14-2z" fill="#ffd84d" />
      <circle cx="75" cy="25" r="4.5" fill="#ff9f1c" />
    </svg>
  );
}

export interface AvatarProps extends PictureProps {
  kind: AvatarKind;
  /** Read by screen readers; without one the picture is decoration. */
  label?: string;
}

/**
 * The child's picture: a boy or a girl (spec section 3; a boy when none was chosen). Shared by the
 * profile, the register form, "who is playing?" and the parent's view.
 */
export function Avatar({ kind, label, ...props }: AvatarProps) {
  const Picture = kind === 'girl' ? GirlPicture : BoyPicture;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return <Picture focusable="false" {...a11y} {...props} />;
}
