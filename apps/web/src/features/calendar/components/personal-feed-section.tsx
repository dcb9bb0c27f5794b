import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox } from '@/components/ui/message-box';
import { useCalendarSettings, useRegenerateFeed } from '@/features/calendar/api/calendar-settings';
import { webcalUrl } from '@/features/calendar/lib/calendar-links';
import { CopyField } from './copy-field';
import { HowToSubscribe } from './how-to-subscribe';

const sectionClass =
  'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';

/** /profile's calendar part: the personal feed of bookmarks (its alarm is under Reminders). */
export function PersonalFeedSection() {
  const settings = useCalendarSettings();
  const regenerate = useRegenerateFeed();
  // Only the hash is stored: the URL exists in this page's memory from the moment it is made.
  const [feedUrl, setFeedUrl] = useState<string>();

  if (settings.isPending) {
    return (
      <section className={sectionClass} aria-busy="true">
        <h2 className="text-lg font-semibold">Calendar</h2>
        <p className="text-slate-600 dark:text-slate-400">Loading your calendar settings…</p>
      </section>
    );
  }
  if (settings.isError) {
    return (
      <MessageBox action={<Button onClick={() => void settings.refetch()}>Try again</Button>}>
        {settings.error.message}
      </MessageBox>
    );
  }
  const { hasFeed } = settings.data;
  return (
    <section className={sectionClass} aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="text-lg font-semibold">
        Calendar
      </h2>
      <p className="text-slate-700 dark:text-slate-300">
        Your bookmarked contests as a calendar feed: subscribe once, and bookmarks you add or remove
        show up in your calendar app by themselves.
      </p>
      {feedUrl ? (
        <>
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
            Keep this link private: anyone who has it sees your bookmarks. It is shown only now; we
            keep just a fingerprint of it.
          </p>
          <CopyField label="Your feed URL" value={feedUrl} />
          <a
            href={webcalUrl(feedUrl)}
            className="self-start text-sm font-semibold text-sky-800 underline underline-offset-4 dark:text-sky-300"
          >
            Open in my calendar app
          </a>
          <HowToSubscribe />
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="feed-status">
          {hasFeed
            ? 'You have a feed URL. For your safety it was shown only when made: make a new one to see it (the old one then stops working).'
            : 'You have no feed URL yet.'}
        </p>
      )}
      {regenerate.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {regenerate.error.message}
        </p>
      )}
      <div>
        <Button
          variant={hasFeed ? 'secondary' : 'primary'}
          disabled={regenerate.isPending}
          onClick={() => {
            regenerate.mutate(undefined, {
              onSuccess: (created) => {
                setFeedUrl(`${window.location.origin}${created.feedPath}`);
              },
            });
          }}
        >
          {hasFeed ? 'Regenerate feed URL' : 'Make my feed URL'}
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        How long before each contest your calendar reminds you is set under Reminders.
      </p>
    </section>
  );
}
