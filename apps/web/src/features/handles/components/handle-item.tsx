import type { LinkedHandle } from '@contest-tracker/contract';
import { PLATFORM_NAMES } from '@contest-tracker/contract/pure';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useUnlinkHandle, useVerifyHandle } from '../api/use-handles';
import { HandleResults } from './handle-results';

const clockTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** One handle: what to do to verify it, or its results once verified. */
export function HandleItem({
  handle,
  upsolvable,
}: {
  handle: LinkedHandle;
  /** Whether this platform's handles get a list of what is left to upsolve. */
  upsolvable: boolean;
}) {
  const verify = useVerifyHandle();
  const unlink = useUnlinkHandle();
  const name = PLATFORM_NAMES[handle.platform];
  const challenge = handle.challenge;
  const failure = verify.isError ? verify.error : unlink.isError ? unlink.error : undefined;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-medium">{name}</span>: {handle.handle}{' '}
          <span
            className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${handle.verified ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100' : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'}`}
          >
            {handle.verified ? 'Verified' : 'Not verified yet'}
          </span>
        </span>
        <span className="flex gap-2">
          {!handle.verified && (
            <Button
              variant="primary"
              aria-label={`Verify ${handle.handle}`}
              disabled={verify.isPending}
              onClick={() => {
                verify.mutate(handle.platform);
              }}
            >
              {verify.isPending ? 'Checking…' : 'Verify'}
            </Button>
          )}
          <Button
            aria-label={`Unlink ${handle.handle}`}
            disabled={unlink.isPending}
            onClick={() => {
              unlink.mutate(handle.platform);
            }}
          >
            Unlink
          </Button>
        </span>
      </div>
      {challenge && 'contestId' in challenge && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          To show it is yours: submit code that does not compile to{' '}
          <a
            className="font-medium text-sky-800 underline dark:text-sky-300"
            href={`https://codeforces.com/problemset/problem/${challenge.contestId}/${challenge.index}`}
            target="_blank"
            rel="noreferrer"
          >
            problem {challenge.contestId}
            {challenge.index}
          </a>{' '}
          as {handle.handle} before {clockTime(challenge.expiresAt)}, then press Verify.
        </p>
      )}
      {challenge && 'code' in challenge && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          To show it is yours: put <code className="font-mono">{challenge.code}</code> in your{' '}
          {name} {challenge.field} before {clockTime(challenge.expiresAt)}, then press Verify.
        </p>
      )}
      {handle.error && (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          Your results could not be read from {name} ({handle.error}); they are read again later.
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failure.message}
        </p>
      )}
      {handle.verified && (
        <>
          <HandleResults platform={handle.platform} />
          {upsolvable && (
            <Link
              to="/upsolve"
              className="text-sm font-medium text-sky-800 underline underline-offset-4 dark:text-sky-300"
            >
              What is left to upsolve
            </Link>
          )}
        </>
      )}
    </li>
  );
}
