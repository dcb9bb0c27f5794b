import type { PlatformId } from '@contest-tracker/contract/pure';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const SubscribeDialog = lazy(() => import('./subscribe-dialog'));

/** 'Subscribe': the public feed of what the page's platform filter shows. */
export function SubscribeButton({ platforms }: { platforms: readonly PlatformId[] }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {/* Drawn, not an emoji: a system without an emoji font showed an empty box. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
        {/* A phone's row of filters has room for the icon alone; the name stays for screen readers. */}
        <span className="max-sm:sr-only">Subscribe</span>
      </Button>
      {loaded && (
        <Suspense>
          <SubscribeDialog platforms={platforms} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
