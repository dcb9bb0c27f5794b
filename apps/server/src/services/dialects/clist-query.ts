import { PLATFORM_IDS, type PlatformId } from '@contest-tracker/contract';
import { clistPlatforms, platformOfClistHost, platformOfClistId } from './clist-resources';
import { parseClistTime } from './clist-time';

/** An instant of a filter: a fixed one, or the moment the answer is built. */
export type ClistInstant = Date | 'now';
type Comparison = 'gt' | 'gte' | 'lt' | 'lte';
export type ClistBounds = Partial<Record<Comparison, ClistInstant>>;
type ClistOrder = 'start' | '-start' | 'end' | '-end';

export interface ClistQuery {
  /** The platforms asked for (by resource), among those clist has a resource for. */
  platforms: PlatformId[];
  start: ClistBounds;
  end: ClistBounds;
  /** `upcoming=true`: not yet ended (clist: `end_time > now`); `false`: ended. */
  upcoming?: boolean;
  /** Substrings the title must hold, each case-sensitive or not. */
  event: { text: string; caseSensitive: boolean }[];
  orderBy: ClistOrder;
  limit: number;
  offset: number;
}

/** A filter clist would take but we cannot answer as asked: a 400 naming the parameter. */
export class ClistQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

export const CLIST_DEFAULT_LIMIT = 100;
const CLIST_MAX_LIMIT = 1000;
const MAX_OFFSET = 100_000;
const ORDERS: readonly ClistOrder[] = ['start', '-start', 'end', '-end'];
const COMPARISONS: readonly Comparison[] = ['gt', 'gte', 'lt', 'lte'];
/** Any of these makes a pattern more than a plain substring. */
const REGEX_SYNTAX = /[\\^$.|?*+()[\]{}]/;
const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

type RawQuery = Readonly<Record<string, unknown>>;

/** A repeated parameter counts by its last value, as clist (Django) reads it. */
function lastValue(raw: RawQuery, name: string): string | undefined {
  const value = raw[name];
  const last: unknown = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === 'string' ? last : undefined;
}

function wholeNumber(field: string, text: string): number {
  if (!/^\d{1,9}$/.test(text.trim())) throw new ClistQueryError(field, 'must be a whole number');
  return Number(text);
}

function instant(field: string, text: string): ClistInstant {
  if (text.trim().toLowerCase() === 'now') return 'now';
  const time = parseClistTime(text);
  if (!time) {
    throw new ClistQueryError(field, `'${text.slice(0, 40)}' is not an ISO 8601 time or 'now'`);
  }
  return time;
}

function bounds(raw: RawQuery, field: 'start' | 'end'): ClistBounds {
  const found: ClistBounds = {};
  for (const comparison of COMPARISONS) {
    const name = `${field}__${comparison}`;
    const text = lastValue(raw, name);
    if (text !== undefined) found[comparison] = instant(name, text);
  }
  return found;
}

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The platforms each resource parameter names; several parameters narrow one another. */
function platforms(raw: RawQuery): PlatformId[] {
  let chosen = new Set<PlatformId>(clistPlatforms(PLATFORM_IDS));
  const keep = (named: (PlatformId | undefined)[]) => {
    const wanted = new Set(named);
    chosen = new Set([...chosen].filter((platform) => wanted.has(platform)));
  };
  const resource = lastValue(raw, 'resource');
  if (resource !== undefined) keep([platformOfClistHost(resource)]);
  const names = lastValue(raw, 'resource__name__in');
  if (names !== undefined) keep(list(names).map(platformOfClistHost));
  const id = lastValue(raw, 'resource_id');
  if (id !== undefined) keep([platformOfClistId(wholeNumber('resource_id', id))]);
  const ids = lastValue(raw, 'resource_id__in');
  if (ids !== undefined) {
    keep(list(ids).map((part) => platformOfClistId(wholeNumber('resource_id__in', part))));
  }
  return clistPlatforms([...chosen]);
}

function eventFilters(raw: RawQuery): ClistQuery['event'] {
  const found: ClistQuery['event'] = [];
  const contains = lastValue(raw, 'event__icontains');
  if (contains !== undefined) found.push({ text: contains, caseSensitive: false });
  for (const [name, caseSensitive] of [
    ['event__regex', true],
    ['event__iregex', false],
  ] as const) {
    const pattern = lastValue(raw, name);
    if (pattern === undefined) continue;
    // No pattern a client sends is run here: only a plain substring is taken (as one).
    if (REGEX_SYNTAX.test(pattern)) {
      throw new ClistQueryError(
        name,
        'only a plain substring is supported here (no regular expression syntax)',
      );
    }
    found.push({ text: pattern, caseSensitive });
  }
  return found.filter((filter) => filter.text !== '');
}

function upcoming(raw: RawQuery): boolean | undefined {
  const text = lastValue(raw, 'upcoming')?.trim().toLowerCase();
  if (text === undefined) return undefined;
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  throw new ClistQueryError('upcoming', "must be 'true' or 'false'");
}

function orderBy(raw: RawQuery): ClistOrder {
  const text = lastValue(raw, 'order_by')?.trim() ?? 'start';
  const order = ORDERS.find((known) => known === text);
  if (!order) throw new ClistQueryError('order_by', `must be one of ${ORDERS.join(', ')}`);
  return order;
}

function limit(raw: RawQuery): number {
  const text = lastValue(raw, 'limit');
  if (text === undefined) return CLIST_DEFAULT_LIMIT;
  const asked = wholeNumber('limit', text);
  // As clist's paginator: 0 or more than the most means the most.
  return asked === 0 || asked > CLIST_MAX_LIMIT ? CLIST_MAX_LIMIT : asked;
}

function offset(raw: RawQuery): number {
  const text = lastValue(raw, 'offset');
  if (text === undefined) return 0;
  const asked = wholeNumber('offset', text);
  if (asked > MAX_OFFSET) throw new ClistQueryError('offset', `must be at most ${MAX_OFFSET}`);
  return asked;
}

/**
 * The filters real clist clients send, read as clist reads them. `username`, `api_key` (and the
 * Authorization header) are taken and ignored: nothing here needs a key. Parameters clist has
 * and we do not are ignored too, as clist ignores ones it does not know.
 */
export function parseClistQuery(raw: RawQuery): ClistQuery {
  const format = lastValue(raw, 'format');
  if (format !== undefined && format !== 'json') {
    throw new ClistQueryError('format', "only 'json' is served here");
  }
  const upcomingFilter = upcoming(raw);
  return {
    platforms: platforms(raw),
    start: bounds(raw, 'start'),
    end: bounds(raw, 'end'),
    ...(upcomingFilter === undefined ? {} : { upcoming: upcomingFilter }),
    event: eventFilters(raw),
    orderBy: orderBy(raw),
    limit: limit(raw),
    offset: offset(raw),
  };
}

/** The query's cache key: queries that mean the same share it; `now` stays `now`. */
export function clistQueryKey(query: ClistQuery): string {
  // Dates become their ISO instants; everything else is already normalized.
  return JSON.stringify(query);
}
