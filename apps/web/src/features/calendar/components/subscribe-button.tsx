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
        <span aria-hidden="true">📅</span> Subscribe
      </Button>
      {loaded && (
        <Suspense>
          <SubscribeDialog platforms={platforms} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
