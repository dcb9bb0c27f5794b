import { THEME_SCRIPT } from '@contest-tracker/contract/pure';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSessionToken } from '@/lib/session-token';
import { stubLightScheme } from '@/test/match-media';
import { saveDevicePreferences } from './filter-preferences';

// The theme script marks a reader whose remembered state would change the server's first cards
// (decision 070). Its keys are the ones the app itself writes: checked by writing through the
// app's own functions, then running the script as the page does.
const runScript = () => {
  // The page runs it as an inline script; here, the same text as a function (the text is ours).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function(THEME_SCRIPT) as () => void;
  script();
};
const marked = () => document.documentElement.hasAttribute('data-remembered');

beforeEach(stubLightScheme);
afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-remembered');
});

describe("the theme script's mark for a reader who remembers something", () => {
  it('is not set for a reader who remembers nothing but a theme', () => {
    localStorage.setItem('theme', 'dark');
    runScript();
    expect(marked()).toBe(false);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('is set by a session', () => {
    saveSessionToken('a-token');
    runScript();
    expect(marked()).toBe(true);
  });

  it('is set by remembered platforms, and by the list view', () => {
    saveDevicePreferences({ platforms: ['codeforces'], length: 'any', view: 'cards' });
    runScript();
    expect(marked()).toBe(true);
    localStorage.clear();
    document.documentElement.removeAttribute('data-remembered');
    saveDevicePreferences({ platforms: null, length: 'any', view: 'list' });
    localStorage.removeItem('filters');
    runScript();
    expect(marked()).toBe(true);
  });
});
