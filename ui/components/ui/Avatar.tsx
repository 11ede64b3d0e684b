import { useState } from 'react';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

interface Props {
  src?: string | null;
  alt: string;
  className?: string;
}

/** A profile photo that falls back to the default image when absent or when it fails to load. */
export function Avatar({ src, alt, className = 'h-10 w-10' }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : DEFAULT_AVATAR;
  return (
    <img
      src={usable}
      alt={alt}
      onError={() => setFailed(src ?? null)}
      referrerPolicy="no-referrer"
      className={`rounded-full border-2 border-white object-cover shadow ${className}`}
    />
  );
}
