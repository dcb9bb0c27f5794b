import type {
  JobStatus,
  SourceSyncStatus,
  StatusResponse,
  SyncState,
} from '@contest-tracker/contract';
import { PLATFORM_NAMES } from '@contest-tracker/contract/pure';
import { useId, type ReactNode } from 'react';
import { MessageBox } from '@/components/ui/message-box';
import { ago } from '@/features/status';
import { useNow } from '@/lib/use-now';

type Shared = Pick<SyncState, 'lastAttemptAt' | 'lastSuccessAt' | 'lastErrorAt' | 'lastError'> & {
  stale: boolean;
  /** A successful sync that is not good news ('no contests in the answer (3 dropped)'). */
  warning?: string | null;
};

function headline(state: Shared): string {
  if (state.stale) return state.lastSuccessAt ? 'out of date' : 'not loaded yet';
  return state.warning ?? 'up to date';
}

const when = (iso: string | null, now: Date) =>
  iso ? `${new Date(iso).toLocaleString()} (${ago(iso, now)})` : 'never';

function Card({
  title,
  state,
  now,
  children,
}: {
  title: string;
  state: Shared;
  now: Date;
  children?: ReactNode;
}) {
  const fresh = !state.stale && !state.warning;
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}:{' '}
        <span
          className={
            fresh ? 'text-emerald-800 dark:text-emerald-300' : 'text-amber-800 dark:text-amber-300'
          }
        >
          <span aria-hidden="true">{fresh ? '✓ ' : '⚠ '}</span>
          {headline(state)}
        </span>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Last attempt</dt>
        <dd>{when(state.lastAttemptAt, now)}</dd>
        <dt className="font-medium">Last success</dt>
        <dd>{when(state.lastSuccessAt, now)}</dd>
        <dt className="font-medium">Last error</dt>
        <dd>
          {state.lastError && state.lastErrorAt
            ? `${state.lastError}, ${when(state.lastErrorAt, now)}`
            : 'none'}
        </dd>
        {children}
      </dl>
    </section>
  );
}

function SourceCard({ source, now }: { source: SourceSyncStatus; now: Date }) {
  if (!source.enabled) {
    return (
      <section className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-1 text-lg font-semibold">{source.name}: off</h2>
        <p>This server does not read them (no YouTube API key is configured).</p>
      </section>
    );
  }
  return (
    <Card title={source.name} state={source} now={now}>
      <dt className="font-medium">New videos last read</dt>
      <dd>{source.itemsSeen ?? 'none yet'}</dd>
    </Card>
  );
}

const every = (seconds: number | null) =>
  seconds === null
    ? 'when started'
    : seconds < 120
      ? `${seconds} s`
      : `${Math.round(seconds / 60)} min`;

function outcome(job: JobStatus, now: Date): string {
  if (job.running) return 'running';
  if (!job.lastRunAt || !job.lastOutcome) return 'not run yet';
  return `${job.lastOutcome}, ${ago(job.lastRunAt, now)}`;
}

/** This server's background jobs: for an operator wondering why reminders or syncs stopped. */
function JobsTable({ jobs, now }: { jobs: JobStatus[]; now: Date }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        Background jobs on this server
      </h2>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="pr-4 font-medium">
              Job
            </th>
            <th scope="col" className="pr-4 font-medium">
              Every
            </th>
            <th scope="col" className="pr-4 font-medium">
              Last run
            </th>
            <th scope="col" className="font-medium">
              Last error
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.name}>
              <th scope="row" className="pr-4 font-normal">
                {job.name}
              </th>
              <td className="pr-4">{every(job.everySeconds)}</td>
              <td className="pr-4">{outcome(job, now)}</td>
              <td>
                {job.lastError && job.lastErrorAt
                  ? `${job.lastError}, ${ago(job.lastErrorAt, now)}`
                  : 'none'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Each platform's last attempt, success and error, what is stored and what was skipped. */
export function StatusPage({
  data,
  failed,
}: {
  data: StatusResponse | undefined;
  failed: boolean;
}) {
  const now = useNow();
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Platform status</h1>
      {!data ? (
        <MessageBox>
          {failed ? 'Failed to load the status. Please try again later.' : 'Loading…'}
        </MessageBox>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {data.syncIntervalMinutes > 0
              ? `Contests are fetched every ${data.syncIntervalMinutes} minutes; a platform is out of date when its last success is older than ${data.syncIntervalMinutes * 3} minutes.`
              : 'This server does not fetch contests on a schedule.'}
          </p>
          {data.platforms.map((p) => (
            <Card key={p.platform} title={PLATFORM_NAMES[p.platform]} state={p} now={now}>
              {p.failingSince && (
                <>
                  <dt className="font-medium">Failing since</dt>
                  <dd>{when(p.failingSince, now)}</dd>
                </>
              )}
              <dt className="font-medium">Contests stored</dt>
              <dd>{p.contestsStored}</dd>
              <dt className="font-medium">Contests page</dt>
              <dd>
                <a
                  href={p.homePage}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sky-700 underline underline-offset-2 dark:text-sky-400"
                >
                  {p.homePage.replace(/^https:\/\//, '')}
                </a>
              </dd>
              <dt className="font-medium">Rows skipped</dt>
              <dd>
                {p.rowsSkipped === 0
                  ? 'none'
                  : `${p.rowsSkipped} (${p.skippedReasons.map((r) => `${r.reason}: ${r.count}`).join('; ')})`}
              </dd>
            </Card>
          ))}
          {data.sources.map((source) => (
            <SourceCard key={source.source} source={source} now={now} />
          ))}
          {data.jobs.length > 0 && <JobsTable jobs={data.jobs} now={now} />}
        </>
      )}
    </main>
  );
}
