import { useEffect } from 'react';
import { useToast } from '@/components/ui/toaster';
import { isNewBuild } from '@/lib/app-build';
import { useOfflineSince } from '@/lib/offline-answers';

const time = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayAndTime = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function asOf(at: Date, now: Date): string {
  return at.toDateString() === now.toDateString() ? time.format(at) : dayAndTime.format(at);
}

/** 'Offline — showing contests as of 14:05' while the lists on screen are the kept ones. */
export function OfflineLine() {
  const since = useOfflineSince();
  if (!since) return null;
  return (
    <p
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      Offline — showing contests as of {asOf(since, new Date())}
    </p>
  );
}

/** A small note on the first visit that runs a new version of the app. */
export function UpdatedNote() {
  const toast = useToast();
  useEffect(() => {
    if (isNewBuild()) toast('Updated to the newest version');
  }, [toast]);
  return null;
}
