import { THEME_STORAGE_KEY } from '@contest-tracker/contract/pure';
import { useSyncExternalStore } from 'react';

export const THEMES = ['system', 'dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** What the inline theme script does at load, done again on every change. */
function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
}

const listeners = new Set<() => void>();

/** Remembered in this browser; 'system' is remembered as no choice at all. */
export function setTheme(theme: Theme) {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Follows the system's setting live, and choices made in other tabs. */
function subscribe(listener: () => void) {
  const refresh = () => {
    applyTheme(readTheme());
    listener();
  };
  listeners.add(listener);
  const media = darkQuery();
  media.addEventListener('change', refresh);
  window.addEventListener('storage', refresh);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', refresh);
    window.removeEventListener('storage', refresh);
  };
}

/** The chosen theme; 'system' while the pre-rendered page is adopted (the server knows no choice). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => 'system');
}
