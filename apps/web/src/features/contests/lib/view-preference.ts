import type { ContestView } from '@contest-tracker/contract/pure';
import { useSyncExternalStore } from 'react';

/** The localStorage key of the home page's 'Cards | List' choice (issue 48). */
const VIEW_STORAGE_KEY = 'view';

function readView(): ContestView {
  try {
    return localStorage.getItem(VIEW_STORAGE_KEY) === 'list' ? 'list' : 'cards';
  } catch {
    return 'cards';
  }
}

const listeners = new Set<() => void>();

/** Remembered on this device; 'cards', the default, is remembered as no choice at all. */
function setView(view: ContestView) {
  try {
    if (view === 'cards') localStorage.removeItem(VIEW_STORAGE_KEY);
    else localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

/** Changes made here and in other tabs. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The remembered view and the way to change it. 'cards' while the pre-rendered page is adopted
 * (the server knows no choice); the stored one right after.
 */
export function useViewPreference() {
  const view = useSyncExternalStore(subscribe, readView, () => 'cards' as const);
  return [view, setView] as const;
}
