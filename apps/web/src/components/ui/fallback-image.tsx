import { useState, type ComponentPropsWithRef } from 'react';

export interface FallbackImageProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt'> {
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load. */
  fallbackSrc: string;
  alt: string;
}

/** An image that falls back to a default picture when its own is missing or broken. */
export function FallbackImage({ src, fallbackSrc, alt, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <img
      {...rest}
      src={usable}
      alt={alt}
      onError={() => {
        if (usable !== fallbackSrc) setFailedSrc(usable);
      }}
    />
  );
}
