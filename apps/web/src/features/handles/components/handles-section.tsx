import type { LinkedHandle } from '@contest-tracker/contract';
import { PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract/pure';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHandles, useLinkHandle, useLinkWithCodeforces } from '../api/use-handles';
import { HandleItem } from './handle-item';
import { LinkOutcome } from './link-outcome';

/** /profile: the user's handles on the platforms, linked once they prove they own them. */
export function HandlesSection() {
  const handles = useHandles();
  const data = handles.data;
  const free = (data?.linkable ?? []).filter((id) => !data?.handles.some((h) => h.platform === id));
  // Offered until a Codeforces handle is verified (a pending one is replaced).
  const codeforcesOAuth =
    data?.codeforcesOAuth === true &&
    !data.handles.some((h) => h.platform === 'codeforces' && h.verified);
  return (
    <section
      aria-labelledby="handles-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="handles-heading" className="mb-2 text-lg font-semibold">
        Your handles
      </h2>
      {handles.isPending ? (
        <p className="text-slate-700 dark:text-slate-300">Loading your handles…</p>
      ) : handles.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {handles.error.message}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <LinkOutcome />
          {data && data.handles.length === 0 && (
            <p className="text-slate-700 dark:text-slate-300">
              Link your handle to see your rank and rating change on the contests you took part in.
            </p>
          )}
          {data && data.handles.length > 0 && (
            <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
              {data.handles.map((handle: LinkedHandle) => (
                <HandleItem
                  key={handle.platform}
                  handle={handle}
                  upsolvable={data.upsolvable?.includes(handle.platform) ?? false}
                />
              ))}
            </ul>
          )}
          {codeforcesOAuth && <LinkWithCodeforces />}
          {free[0] && <LinkHandleForm platforms={[free[0], ...free.slice(1)]} />}
        </div>
      )}
    </section>
  );
}

function LinkWithCodeforces() {
  const start = useLinkWithCodeforces();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          disabled={start.isPending || start.isSuccess}
          onClick={() => {
            start.mutate();
          }}
        >
          Link with Codeforces
        </Button>
        <span className="text-sm text-slate-700 dark:text-slate-300">
          Sign in at Codeforces: it tells us your handle, nothing to submit.
        </span>
      </div>
      {start.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {start.error.message}
        </p>
      )}
    </div>
  );
}

function LinkHandleForm({ platforms }: { platforms: [PlatformId, ...PlatformId[]] }) {
  const link = useLinkHandle();
  const [platform, setPlatform] = useState<PlatformId>(platforms[0]);
  const [handle, setHandle] = useState('');
  const platformId = useId();
  const handleId = useId();
  const chosen = platforms.includes(platform) ? platform : platforms[0];
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        link.mutate(
          { platform: chosen, handle: handle.trim() },
          {
            onSuccess: () => {
              setHandle('');
            },
          },
        );
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={platformId} className="text-sm font-medium">
            Platform
          </label>
          <select
            id={platformId}
            value={chosen}
            onChange={(event) => {
              setPlatform(event.target.value as PlatformId);
            }}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800"
          >
            {platforms.map((id) => (
              <option key={id} value={id}>
                {PLATFORM_NAMES[id]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={handleId} className="text-sm font-medium">
            Handle
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
        <Button type="submit" variant="primary" disabled={link.isPending}>
          Link handle
        </Button>
      </div>
      {link.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {link.error.message}
        </p>
      )}
    </form>
  );
}
