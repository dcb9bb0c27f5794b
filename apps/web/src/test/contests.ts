import type { ApiContest } from '@contest-tracker/contract';
import { PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract/pure';

const MINUTE_MS = 60_000;

/**
 * A contest in our own shape (as /api/contests answers), for tests: its platform's name, its end
 * and its length in seconds follow from the platform, the start and the minutes given.
 */
export function ourContest(fields: {
  id: string;
  platform: PlatformId;
  title: string;
  startsAt: string;
  minutes: number;
  status?: ApiContest['status'];
  url?: string;
  solution?: ApiContest['solution'];
}): ApiContest {
  const { minutes, ...rest } = fields;
  return {
    url: `https://example.com/${fields.id}`,
    status: 'upcoming',
    ...rest,
    platformName: PLATFORM_NAMES[fields.platform],
    endsAt: new Date(Date.parse(fields.startsAt) + minutes * MINUTE_MS).toISOString(),
    durationSeconds: minutes * 60,
  };
}
