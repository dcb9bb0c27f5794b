import { useState } from 'react';

/**
 * A queued video's thumbnail, or a drawn stand-in of the same size when there is none or it cannot
 * load (YouTube drops thumbnails of removed videos): never the browser's broken-image box.
 * Decorative either way: the video's title sits beside it.
 */
export function VideoThumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (src === null || failed) {
    return (
      <svg
        data-testid="thumbnail-placeholder"
        aria-hidden="true"
        viewBox="0 0 320 180"
        width={320}
        height={180}
        className="size-full text-slate-400 dark:text-slate-500"
      >
        <circle cx="160" cy="90" r="28" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M150 74v32l26-16z" fill="currentColor" />
      </svg>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      className="size-full object-cover"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
