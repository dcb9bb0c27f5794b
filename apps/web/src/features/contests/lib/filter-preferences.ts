import {
  CONTEST_LENGTHS,
  PLATFORM_IDS,
  parsePlatform,
  type ContestView,
  type FilterPreferences,
} from '@contest-tracker/contract/pure';
import type { HomeState } from './home-state';

/** This device's platforms and length, as JSON. */
const FILTERS_KEY = 'filters';
/**
 * The 'Cards | List' choice: 'list', or nothing for cards. The key the view switch keeps it under
 * (view-preference.ts), so both read one value.
 */
const VIEW_KEY = 'view';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readDeviceView(): ContestView {
  return readStored(VIEW_KEY) === 'list' ? 'list' : 'cards';
}

/** What this device remembers; undefined when nothing was ever chosen here. Unreadable parts fall back. */
export function readDevicePreferences(): FilterPreferences | undefined {
  const raw = readStored(FILTERS_KEY);
  if (raw === null) return undefined;
  let stored: { platforms?: unknown; length?: unknown } = {};
  try {
    stored = (JSON.parse(raw) ?? {}) as typeof stored;
  } catch {
    // A value another version wrote: treated as no choice of platforms or length.
  }
  const ids = Array.isArray(stored.platforms)
    ? stored.platforms.flatMap((id) => (typeof id === 'string' ? (parsePlatform(id) ?? []) : []))
    : [];
  const platforms = PLATFORM_IDS.filter((id) => ids.includes(id));
  return {
    platforms: platforms.length > 0 ? platforms : null,
    length: CONTEST_LENGTHS.find((length) => length === stored.length) ?? 'any',
    view: readDeviceView(),
  };
}

/** Kept on this device; a view switch showing this page hears of a new view by a storage event. */
export function saveDevicePreferences(preferences: FilterPreferences): void {
  try {
    localStorage.setItem(
      FILTERS_KEY,
      JSON.stringify({ platforms: preferences.platforms, length: preferences.length }),
    );
    if (readDeviceView() !== preferences.view) {
      if (preferences.view === 'cards') localStorage.removeItem(VIEW_KEY);
      else localStorage.setItem(VIEW_KEY, preferences.view);
      window.dispatchEvent(new StorageEvent('storage', { key: VIEW_KEY }));
    }
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

/** The home page as the preferences have it: their platforms and length, from the first page. */
export function withPreferences(state: HomeState, preferences: FilterPreferences): HomeState {
  return { ...state, platforms: preferences.platforms ?? [], length: preferences.length, page: 0 };
}

/** What a home state (and view) would be remembered as. */
export function preferencesOf(state: HomeState, view: ContestView): FilterPreferences {
  return {
    platforms: state.platforms.length > 0 ? [...state.platforms] : null,
    length: state.length,
    view,
  };
}
