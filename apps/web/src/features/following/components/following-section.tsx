import { PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract/pure';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFollow, useFollowing, useUnfollow } from '../api/use-following';

/** The platforms whose public handles can be followed: those whose handles can be linked. */
const FOLLOWABLE: PlatformId[] = ['codeforces', 'atcoder', 'leetcode', 'codechef'];

/** /profile: the public handles the user follows (issue 49), up to 100. */
export function FollowingSection() {
  const following = useFollowing();
  const follow = useFollow();
  const unfollow = useUnfollow();
  const [platform, setPlatform] = useState<PlatformId>('codeforces');
  const [handle, setHandle] = useState('');
  const platformId = useId();
  const handleId = useId();
  const rows = following.data?.following ?? [];
  return (
    <section
      aria-labelledby={`${platformId}-title`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${platformId}-title`} className="text-lg font-semibold">
        Handles you follow
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Follow friends' handles to see their ranks and rating changes beside yours.
        </p>
      ) : (
        <ul aria-label="Handles you follow" className="flex flex-col gap-1">
          {rows.map((row) => (
            <li key={`${row.platform}:${row.handle}`} className="flex items-center gap-2 text-sm">
              <span className="font-semibold">{row.handle}</span>
              <span className="text-slate-700 dark:text-slate-300">
                {PLATFORM_NAMES[row.platform]}
              </span>
              <Button
                variant="secondary"
                onClick={() => {
                  unfollow.mutate({ platform: row.platform, handle: row.handle });
                }}
              >
                Unfollow {row.handle}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          follow.mutate(
            { platform, handle: handle.trim() },
            {
              onSuccess: () => {
                setHandle('');
              },
            },
          );
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={platformId} className="text-sm font-medium">
            Platform
          </label>
          <select
            id={platformId}
            value={platform}
            onChange={(event) => {
              setPlatform(event.target.value as PlatformId);
            }}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800"
          >
            {FOLLOWABLE.map((id) => (
              <option key={id} value={id}>
                {PLATFORM_NAMES[id]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={handleId} className="text-sm font-medium">
            Handle to follow
          </label>
          <input
            id={handleId}
            value={handle}
            required
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setHandle(event.target.value);
            }}
            className="min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800"
          />
        </div>
        <Button type="submit" variant="primary" disabled={follow.isPending}>
          Follow
        </Button>
      </form>
      {follow.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {follow.error.message}
        </p>
      )}
    </section>
  );
}
