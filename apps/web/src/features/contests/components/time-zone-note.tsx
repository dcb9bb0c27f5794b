import { timeZoneNote } from '@/lib/contest-time';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * 'Times in GMT+5:30': the viewer's zone, said once above the lists rather than on every card.
 * Only in the browser: the pre-rendered page was built in the build machine's zone.
 */
export function TimeZoneNote({ now }: { now: Date }) {
  const hydrated = useHydrated();
  return (
    <p className="min-h-5 text-sm text-slate-600 dark:text-slate-400" data-testid="time-zone-note">
      {hydrated ? timeZoneNote(now) : ''}
    </p>
  );
}
