import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Start times are shown in the viewer's time zone: the tests' viewer is in India (UTC+5:30, an
// offset of no whole hours), whatever the machine's zone. Node applies a TZ set while running.
process.env.TZ = 'Asia/Kolkata';

afterEach(() => {
  cleanup();
  // The fake API (render-with-app.tsx) stands in for fetch for one test only.
  vi.unstubAllGlobals();
  // What one test chose (remembered filters, the theme) is not the next one's starting point.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // The files of a worker share one document (vitest.config.ts): the next starts at `/`, in the
  // light theme, whatever this one navigated to or chose.
  if (typeof window !== 'undefined') {
    window.history.replaceState(null, '', '/');
    document.documentElement.className = '';
  }
});
