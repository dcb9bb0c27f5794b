import {
  CONTEST_LENGTHS,
  MAX_SEARCH_LENGTH,
  PLATFORM_IDS,
  parsePlatform,
  type ContestLength,
  type PlatformId,
} from '@contest-tracker/contract/pure';

export type HomeTab = 'upcoming' | 'past';

export interface HomeState {
  tab: HomeTab;
  /** Empty means every platform. */
  platforms: PlatformId[];
  /** 0-based; the URL and the label say page + 1. */
  page: number;
  /** The search as typed (trimmed); '' means none. */
  q: string;
  length: ContestLength;
  /** 'Go to month' on the past tab: '2025-03' starts the list at that month's end; '' none. */
  month: string;
}

const MAX_PAGE = 100_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The instant a month's page starts before: the first moment of the next month, here. */
export function monthEnd(month: string): string | undefined {
  const match = MONTH.exec(month);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]), 1).toISOString();
}

/** Reads `?tab=past&platforms=leetcode,codechef&page=3`; anything unreadable falls back. */
export function readHomeState(params: URLSearchParams): HomeState {
  const tab = params.get('tab') === 'past' ? 'past' : 'upcoming';
  const platforms = new Set<PlatformId>();
  for (const part of (params.get('platforms') ?? '').split(',')) {
    const id = parsePlatform(part);
    if (id) platforms.add(id);
  }
  const shown = Number(params.get('page') ?? '1');
  const page = Number.isInteger(shown) && shown >= 1 && shown <= MAX_PAGE ? shown - 1 : 0;
  const length = CONTEST_LENGTHS.find((value) => value === params.get('length')) ?? 'any';
  return {
    tab,
    platforms: PLATFORM_IDS.filter((id) => platforms.has(id)),
    page: tab === 'past' ? page : 0,
    q: cleanSearch(params.get('q') ?? ''),
    length,
    month:
      tab === 'past' && MONTH.test(params.get('month') ?? '') ? (params.get('month') ?? '') : '',
  };
}

/** The shortest URL for a state: defaults are left out. */
export function writeHomeState(state: HomeState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab === 'past') params.set('tab', 'past');
  if (state.platforms.length > 0) params.set('platforms', state.platforms.join(','));
  if (state.q) params.set('q', state.q);
  if (state.length !== 'any') params.set('length', state.length);
  if (state.tab === 'past' && state.month) params.set('month', state.month);
  if (state.tab === 'past' && state.page > 0) params.set('page', String(state.page + 1));
  return params;
}

/** What the server accepts: trimmed, at most 100 characters. */
function cleanSearch(q: string): string {
  return q.trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/** A new search or length starts the past list again from its first page. */
export function setSearch(state: HomeState, q: string): HomeState {
  return { ...state, q: cleanSearch(q), page: 0 };
}

export function setLength(state: HomeState, length: ContestLength): HomeState {
  return { ...state, length, page: 0 };
}

/** Toggling a platform starts the past list again from its first page. */
export function togglePlatform(state: HomeState, platform: PlatformId): HomeState {
  const selected = state.platforms.includes(platform)
    ? state.platforms.filter((id) => id !== platform)
    : [...state.platforms, platform];
  return { ...state, platforms: PLATFORM_IDS.filter((id) => selected.includes(id)), page: 0 };
}

export function switchTab(state: HomeState, tab: HomeTab): HomeState {
  return { ...state, tab, page: 0, month: '' };
}

/** 'Go to month' ('' back to the newest): the list starts again from its first page there. */
export function setMonth(state: HomeState, month: string): HomeState {
  return { ...state, month: MONTH.test(month) ? month : '', page: 0 };
}

/** 'Reset': every platform, any length. */
export function resetFilters(state: HomeState): HomeState {
  return { ...state, platforms: [], length: 'any', page: 0 };
}

export function goToPage(state: HomeState, page: number): HomeState {
  return { ...state, page: Math.max(0, Math.min(MAX_PAGE, page)) };
}
