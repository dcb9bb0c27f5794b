import type { PlatformSyncStatus } from '@contest-tracker/contract';
import { Link } from '@/lib/router';
import { missingText, staleText } from '../lib/stale-text';

export interface StaleNoteProps {
  /** The home page's banner, or the message of an empty upcoming or past list. */
  kind: 'banner' | 'upcoming' | 'past';
  stale: readonly PlatformSyncStatus[];
  now: Date;
}

/** One lazy component for both, so the first visit carries one loader (decision 014). */
export default function StaleNote({ kind, stale, now }: StaleNoteProps) {
  return kind === 'banner' ? (
    <StaleBanner stale={stale} now={now} />
  ) : (
    `No ${kind} contests to show: ${missingText(stale)}.`
  );
}

/** Names each platform whose data is old or missing, and links to the status page. */
function StaleBanner({ stale, now }: { stale: readonly PlatformSyncStatus[]; now: Date }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <span aria-hidden="true">⚠</span>
      <div>
        {stale.map((p) => (
          <p key={p.platform}>{staleText(p, now)}</p>
        ))}
        <Link to="/status" className="font-medium underline">
          See the platforms’ status
        </Link>
      </div>
    </div>
  );
}
