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
}

const MAX_PAGE = 100_000;

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
  };
}

/** The shortest URL for a state: defaults are left out. */
export function writeHomeState(state: HomeState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab === 'past') params.set('tab', 'past');
  if (state.platforms.length > 0) params.set('platforms', state.platforms.join(','));
  if (state.q) params.set('q', state.q);
  if (state.length !== 'any') params.set('length', state.length);
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
  return { ...state, tab, page: 0 };
}

export function goToPage(state: HomeState, page: number): HomeState {
  return { ...state, page: Math.max(0, Math.min(MAX_PAGE, page)) };
}
