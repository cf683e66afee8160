import { Icon, type IconProps } from '../ui/icons';

/** An arrow into a tray: keep this on the phone. */
export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14" />
    </Icon>
  );
}

/** A cloud struck through: no network. */
export function NoNetworkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.3 9.2 4.5 4.5 0 0 0 7 18Z" />
      <path d="M4 4l16 16" />
    </Icon>
  );
}
