import type { ApiContest } from '@contest-tracker/contract';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ClistResource } from './clist-resources';

/**
 * One contest as clist's v2–v4 API gives it (aropan/clist, src/clist/api/v2.py, ContestResource),
 * trimmed to the fields clients read: times UTC without a zone or fraction, the duration in
 * seconds, the resource as its host and id.
 */
export const clistContestSchema = z.object({
  id: z.number().int(),
  resource: z.string(),
  resource_id: z.number().int(),
  host: z.string(),
  event: z.string(),
  start: z.string(),
  end: z.string(),
  duration: z.number().int(),
  href: z.string(),
});
export type ClistContest = z.infer<typeof clistContestSchema>;

/** v1 (src/clist/api/v1.py): the resource is an object `{ id, name }` and there is no host. */
export const clistV1ContestSchema = z.object({
  id: z.number().int(),
  resource: z.object({ id: z.number().int(), name: z.string() }),
  event: z.string(),
  start: z.string(),
  end: z.string(),
  duration: z.number().int(),
  href: z.string(),
});
export type ClistV1Contest = z.infer<typeof clistV1ContestSchema>;

/** `2024-09-08T02:30:00.000Z` → `2024-09-08T02:30:00`, as clist writes UTC times. */
const clistTime = (iso: string) => iso.slice(0, 19);

/**
 * clist's ids are numbers; ours are strings (`codeforces-1926`). The number is the first 48 bits
 * of the SHA-1 of our id: the same contest keeps it across syncs and restarts, and it is a safe
 * integer in every JSON reader.
 */
export function clistNumericId(id: string): number {
  return createHash('sha1').update(id).digest().readUIntBE(0, 6);
}

export function toClistContest(contest: ApiContest, resource: ClistResource): ClistContest {
  return {
    id: clistNumericId(contest.id),
    resource: resource.host,
    resource_id: resource.id,
    host: resource.host,
    event: contest.title,
    start: clistTime(contest.startsAt),
    end: clistTime(contest.endsAt),
    duration: contest.durationSeconds,
    href: contest.url,
  };
}

export function toClistV1Contest(contest: ApiContest, resource: ClistResource): ClistV1Contest {
  return {
    id: clistNumericId(contest.id),
    resource: { id: resource.id, name: resource.host },
    event: contest.title,
    start: clistTime(contest.startsAt),
    end: clistTime(contest.endsAt),
    duration: contest.durationSeconds,
    href: contest.url,
  };
}
