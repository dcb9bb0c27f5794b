import { useState } from 'react';
import { safeHttpUrl } from '@contest-tracker/contract/pure';

/** The Google picture, or the first letter of the name when there is none or it fails. */
export function Avatar({
  name,
  picture,
  size = 'sm',
}: {
  name: string;
  picture: string | null;
  size?: 'sm' | 'lg';
}) {
  const [broken, setBroken] = useState(false);
  const src = safeHttpUrl(picture);
  const box = size === 'lg' ? 'size-20 text-3xl' : 'size-8 text-sm';
  if (src && !broken) {
    return (
      <img
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        className={`${box} rounded-full object-cover`}
        onError={() => {
          setBroken(true);
        }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-letter"
      className={`${box} flex items-center justify-center rounded-full bg-sky-700 font-semibold text-white`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
