import type { ApiContest, QueuedVideo } from '@contest-tracker/contract';
import { contestStatusAt } from '@contest-tracker/contract/pure';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import {
  useAttachQueuedVideo,
  useDismissQueuedVideo,
} from '@/features/solutions/api/solution-queue';
import { minutesOf, formatStart } from '@/lib/contest-time';
import { VideoThumbnail } from './video-thumbnail';

function whyNot(contest: ApiContest, now: Date): string | undefined {
  if (contest.solution) return 'has a solution already';
  const status = contestStatusAt(new Date(contest.startsAt), minutesOf(contest), now);
  return status === 'finished' ? undefined : 'not ended yet';
}

/** One suggested video: what it is, where it may belong, and the admin's two answers. */
export function QueuedVideoCard({ video, now }: { video: QueuedVideo; now: Date }) {
  const attach = useAttachQueuedVideo();
  const dismiss = useDismissQueuedVideo();
  const toast = useToast();
  // 'Dismiss' cannot be taken back (the sync never reads the video again): it asks once.
  const [confirming, setConfirming] = useState(false);
  const busy = attach.isPending || dismiss.isPending;
  const error = attach.error ?? dismiss.error;
  const headingId = `video-${video.videoId}`;
  const published = new Date(video.publishedAt);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="queued-video"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="aspect-video w-full shrink-0 overflow-hidden rounded-lg bg-slate-200 sm:w-48 dark:bg-slate-800">
        <VideoThumbnail src={video.thumbnailUrl} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id={headingId} className="text-lg leading-snug font-semibold">
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            className="underline-offset-4 hover:underline focus-visible:underline"
          >
            {video.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Published <time dateTime={video.publishedAt}>{formatStart(published)}</time>
          {video.reason && <> · {video.reason}</>}
        </p>
        {video.candidates.length === 0 ? (
          <p className="text-sm">No matching contest is listed yet.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Candidate contests">
            {video.candidates.map((contest) => {
              const blocked = whyNot(contest, now);
              return (
                <li key={contest.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="min-w-0 flex-1">
                    <span className="font-medium">{contest.title}</span>{' '}
                    <span className="text-slate-600 dark:text-slate-400">
                      ({contest.platformName}, {formatStart(new Date(contest.startsAt))})
                      {blocked && ` · ${blocked}`}
                    </span>
                  </span>
                  <Button
                    variant="primary"
                    disabled={busy || blocked !== undefined}
                    onClick={() => {
                      attach.mutate(
                        { videoId: video.videoId, contestId: contest.id },
                        {
                          onSuccess: () => {
                            toast(`Attached to ${contest.title}`);
                          },
                        },
                      );
                    }}
                  >
                    Attach<span className="sr-only"> to {contest.title}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error.message}
          </p>
        )}
        {confirming ? (
          <div
            role="group"
            aria-label="Dismiss for good?"
            className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
          >
            <p>
              Dismiss this video for good? It leaves the queue and never comes back (contests it was
              attached to keep it).
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="primary"
                disabled={busy}
                onClick={() => {
                  dismiss.mutate(video.videoId, {
                    onSuccess: () => {
                      toast('Video dismissed');
                    },
                  });
                }}
              >
                Dismiss for good<span className="sr-only"> {video.title}</span>
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                }}
              >
                Keep it
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button
              disabled={busy}
              onClick={() => {
                setConfirming(true);
              }}
            >
              Dismiss<span className="sr-only"> {video.title}</span>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
