import { PLATFORM_IDS, type ApiContest, type PlatformId } from '@contest-tracker/contract';
import { z } from 'zod';
import { findContestRange, type InstantBounds } from '#server/db/contest-range-repository';
import type { Db } from '#server/db/database';
import { toOurContest } from '#server/services/to-our-contest';
import {
  clistContestSchema,
  clistV1ContestSchema,
  toClistContest,
  toClistV1Contest,
  type ClistContest,
  type ClistV1Contest,
} from './clist-contest';
import { clistPlatforms, clistResourceOf } from './clist-resources';
import {
  CLIST_DEFAULT_LIMIT,
  type ClistBounds,
  type ClistInstant,
  type ClistQuery,
} from './clist-query';

export type ClistVersion = 'v1' | 'v2' | 'v4';

const clistMetaSchema = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  total_count: z.number().int(),
});

export const clistPageSchema = z.object({
  meta: clistMetaSchema,
  objects: z.array(clistContestSchema),
});
export const clistV1PageSchema = z.object({
  meta: clistMetaSchema,
  objects: z.array(clistV1ContestSchema),
});
export const clistResourcesSchema = z.object({
  meta: clistMetaSchema,
  objects: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const at = (instant: ClistInstant, now: Date) => (instant === 'now' ? now : instant);

function resolve(bounds: ClistBounds, now: Date): InstantBounds {
  const resolved: InstantBounds = {};
  for (const [comparison, instant] of Object.entries(bounds) as [
    keyof InstantBounds,
    ClistInstant,
  ][]) {
    resolved[comparison] = at(instant, now);
  }
  return resolved;
}

/** `upcoming` as clist reads it (`end_time > now`, or `<= now`), on top of any `end__` bounds. */
function withUpcoming(bounds: InstantBounds, upcoming: boolean | undefined, now: Date) {
  if (upcoming === undefined) return bounds;
  if (upcoming) {
    const gt = bounds.gt && bounds.gt > now ? bounds.gt : now;
    return { ...bounds, gt };
  }
  const lte = bounds.lte && bounds.lte < now ? bounds.lte : now;
  return { ...bounds, lte };
}

/** The query written back canonically, so that `next` and `previous` ask the same range again. */
function canonicalSearch(query: ClistQuery, offset: number): string {
  const params = new URLSearchParams();
  if (query.platforms.length !== clistPlatforms(PLATFORM_IDS).length) {
    const ids = query.platforms.map((platform) => clistResourceOf(platform)?.id);
    params.set('resource_id__in', ids.join(','));
  }
  for (const field of ['start', 'end'] as const) {
    for (const [comparison, instant] of Object.entries(query[field])) {
      params.set(`${field}__${comparison}`, instant === 'now' ? 'now' : instant.toISOString());
    }
  }
  if (query.upcoming !== undefined) params.set('upcoming', String(query.upcoming));
  for (const filter of query.event) {
    params.set(filter.caseSensitive ? 'event__regex' : 'event__icontains', filter.text);
  }
  params.set('order_by', query.orderBy);
  params.set('limit', String(query.limit));
  params.set('offset', String(offset));
  return `?${params.toString()}`;
}

/**
 * One page of clist's contest list from the stored contests: filtered and counted in the
 * database, each contest mapped from our shape.
 */
export async function clistContestPage(
  db: Db,
  options: { query: ClistQuery; now: Date; version: ClistVersion },
) {
  const { query, now, version } = options;
  const { rows, total } = await findContestRange(db, {
    platforms: query.platforms,
    startsAt: resolve(query.start, now),
    endsAt: withUpcoming(resolve(query.end, now), query.upcoming, now),
    titleContains: query.event,
    orderBy: {
      column: query.orderBy.endsWith('start') ? 'startsAt' : 'endsAt',
      descending: query.orderBy.startsWith('-'),
    },
    limit: query.limit,
    offset: query.offset,
  });
  const path = `/api/${version}/contest/`;
  const meta = {
    limit: query.limit,
    offset: query.offset,
    next:
      query.offset + query.limit < total
        ? path + canonicalSearch(query, query.offset + query.limit)
        : null,
    previous:
      query.offset > 0
        ? path + canonicalSearch(query, Math.max(0, query.offset - query.limit))
        : null,
    total_count: total,
  };
  const contests = rows.map((row) => toOurContest(row, now));
  const mapped = (contest: ApiContest): (ClistContest | ClistV1Contest)[] => {
    const resource = clistResourceOf(contest.platform);
    if (!resource) return [];
    return [
      version === 'v1' ? toClistV1Contest(contest, resource) : toClistContest(contest, resource),
    ];
  };
  return { meta, objects: contests.flatMap(mapped) };
}

/** clist's `/resource/` list: the served platforms clist has a resource for. */
export function clistResourceList(served: readonly PlatformId[]) {
  const objects = clistPlatforms(served).flatMap((platform) => {
    const resource = clistResourceOf(platform);
    return resource ? [{ id: resource.id, name: resource.host }] : [];
  });
  return {
    meta: {
      limit: CLIST_DEFAULT_LIMIT,
      offset: 0,
      next: null,
      previous: null,
      total_count: objects.length,
    },
    objects,
  };
}
