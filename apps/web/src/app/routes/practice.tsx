import {
  PLATFORM_NAMES,
  PRACTICE_PLATFORMS,
  type PracticePlatform,
} from '@contest-tracker/contract/pure';
import { Link, useSearchParams } from '@/lib/router';
import { MessageBox } from '@/components/ui/message-box';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useMe } from '@/features/auth';
import { PracticeBandSection, useHandles } from '@/features/handles';
import { SignInPrompt } from './sign-in-prompt';

/**
 * Problems picked for the user's rating on a platform where they have a verified handle, in
 * three bands of solve chance (AtCoder Problems' easy, moderate, difficult); `?platform=` picks
 * the platform.
 */
export default function PracticePage() {
  const me = useMe();
  const handles = useHandles(Boolean(me.data));
  const [params, setParams] = useSearchParams();
  if (!me.isPending && !me.data) {
    return <SignInPrompt title="Practice" what="problems picked for your rating" />;
  }
  const verified = (handles.data?.handles ?? [])
    .filter((h) => h.verified)
    .map((h) => h.platform)
    .filter((p): p is PracticePlatform => (PRACTICE_PLATFORMS as readonly string[]).includes(p));
  const asked = params.get('platform');
  const platform = verified.find((p) => p === asked) ?? verified[0];
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Practice</h1>
      {handles.isError ? (
        <MessageBox>{handles.error.message}</MessageBox>
      ) : !handles.data ? (
        <SkeletonGrid label="Loading your handles…" />
      ) : !platform ? (
        <MessageBox>
          <Link to="/profile">Link and verify your handle</Link> on Codeforces, AtCoder or LeetCode
          to get problems picked for your rating.
        </MessageBox>
      ) : (
        <>
          {verified.length > 1 && (
            <div role="group" aria-label="Platform" className="flex flex-wrap gap-2">
              {verified.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={p === platform}
                  className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 aria-pressed:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-700"
                  onClick={() => {
                    setParams({ platform: p });
                  }}
                >
                  {PLATFORM_NAMES[p]}
                </button>
              ))}
            </div>
          )}
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Problems you have not solved on {PLATFORM_NAMES[platform]}, picked by your chance to
            solve them.
          </p>
          <PracticeBandSection platform={platform} band="easy" />
          <PracticeBandSection platform={platform} band="medium" />
          <PracticeBandSection platform={platform} band="hard" />
        </>
      )}
    </main>
  );
}
