import { Icon, type IconProps } from '../../../components/ui/icons';

export function GearIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="3.2" />
      <path d="M12 2.8v2.4M12 18.8v2.4M21.2 12h-2.4M5.2 12H2.8M18.5 5.5l-1.7 1.7M7.2 16.8l-1.7 1.7M18.5 18.5l-1.7-1.7M7.2 7.2 5.5 5.5" />
      <circle cx="12" cy="12" r="6.6" />
    </Icon>
  );
}

export function PencilIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15.5 4.5 19.5 8.5 8.5 19.5H4.5v-4z" />
      <path d="m13 7 4 4" />
    </Icon>
  );
}

export function FlameIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21.5c-4 0-7-2.7-7-6.6 0-3.4 2.3-5.3 3.6-7.6.4 1.8 1.3 2.9 2.4 3.4-.3-3.4 1-6.5 3.8-8.2-.1 3 1.2 4.9 2.6 6.6 1.4 1.7 2.6 3.4 2.6 5.8 0 3.9-3 6.6-8 6.6Z" />
      <path d="M12 21.5c-1.8 0-3-1.2-3-3 0-1.6 1.2-2.6 2.2-3.8.3 1 .9 1.6 1.7 1.9.2-.9.6-1.5 1.2-2 .5 1.2 1.9 2.1 1.9 3.9 0 1.8-1.6 3-4 3Z" />
    </Icon>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  );
}

export function VibrationIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="8" y="3.5" width="8" height="17" rx="2" />
      <path d="M4.5 8v8M2 10v4M19.5 8v8M22 10v4" />
    </Icon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </Icon>
  );
}

/** Telegram: a paper plane. */
export function PlaneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 3.5 2.5 11l6.5 2.5L19 6l-7.5 9.5 6.5 5z" />
      <path d="M9 13.5v6l3-3.5" />
    </Icon>
  );
}

/** Instagram: a camera. */
export function CameraIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17" cy="7" r="0.6" fill="currentColor" />
    </Icon>
  );
}

/** Facebook: two friends. */
export function FriendsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8.5" r="3.2" />
      <path d="M3 19.5c.6-3.3 3-5.2 6-5.2s5.4 1.9 6 5.2" />
      <circle cx="16.5" cy="9" r="2.6" />
      <path d="M16.5 14.3c2.4 0 4.2 1.5 4.7 4.2" />
    </Icon>
  );
}

/** YouTube: a screen with a play sign. */
export function VideoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </Icon>
  );
}
