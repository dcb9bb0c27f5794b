import type { ReactNode } from 'react';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useMe, Avatar, SignOutEverywhere } from '@/features/auth';
import { useCalendarSettings, PersonalFeedSection } from '@/features/calendar';
import { useFollowing, FollowingSection } from '@/features/following';
import { useHandles, HandlesSection } from '@/features/handles';
import { useHiddenSeries, HiddenSeriesSection } from '@/features/hidden-series';
import { useNotifications, RemindersSection } from '@/features/notifications';
import { SpoilerPreference } from '@/features/solutions';
import { SignInPrompt } from './sign-in-prompt';

export default function ProfilePage() {
  const me = useMe();
  const user = me.data;
  // The sections' own data loads with the page's, so the page appears whole instead of growing
  // (and moving its buttons from under the pointer) as each section arrives.
  const settings = useCalendarSettings(!!user);
  const hidden = useHiddenSeries(!!user);
  const reminders = useNotifications(!!user);
  const handles = useHandles(!!user);
  const following = useFollowing(!!user);
  const sectionsPending =
    settings.isPending ||
    hidden.isPending ||
    reminders.isPending ||
    handles.isPending ||
    following.isPending;
  if (me.isPending || (user && sectionsPending))
    return (
      <PageShell>
        <SkeletonGrid label="Loading your profile…" />
      </PageShell>
    );
  if (!user) return <SignInPrompt title="Profile" what="your profile" />;
  return (
    <PageShell>
      <section className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-8 text-center sm:flex-row sm:text-left dark:border-slate-800 dark:bg-slate-900">
        <Avatar name={user.name} picture={user.picture} size="lg" />
        <div className="flex flex-col gap-1">
          <p className="text-xl font-bold">{user.name}</p>
          <p className="text-slate-600 dark:text-slate-400">{user.email}</p>
          <p>
            <span
              data-testid="role-badge"
              className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold text-white ${user.isadmin ? 'bg-purple-700' : 'bg-sky-700'}`}
            >
              {user.isadmin ? 'Admin' : 'User'}
            </span>
          </p>
        </div>
      </section>
      <HandlesSection />
      <FollowingSection />
      <PersonalFeedSection />
      <RemindersSection />
      <section className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-3 text-lg font-semibold">Solutions</h2>
        <SpoilerPreference user={user} />
      </section>
      <HiddenSeriesSection />
      <SignOutEverywhere />
    </PageShell>
  );
}

function PageShell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      {children}
    </main>
  );
}
