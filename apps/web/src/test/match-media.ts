import { vi } from 'vitest';

/** The header's theme toggle follows the system's scheme; jsdom has no matchMedia: a light one. */
export function stubLightScheme(): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
