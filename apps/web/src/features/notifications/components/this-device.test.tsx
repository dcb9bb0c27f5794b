import type { Notifications } from '@contest-tracker/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp } from '@/test/render-with-app';
import { RemindersSection } from './reminders-section';

const settings: Notifications = {
  channels: [],
  rules: [],
  timeZone: null,
  available: ['discord', 'webpush'],
};

/** A browser that can push, whose permission question answers `answer` (or never). */
function pushCapableBrowser(answer: () => Promise<NotificationPermission>) {
  vi.stubGlobal('PushManager', function PushManager() {
    // The app only asks whether it exists.
  });
  vi.stubGlobal('Notification', { requestPermission: answer });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: () => Promise.reject(new Error('not reached')) },
  });
}

async function enable() {
  renderWithApp(<RemindersSection />, {
    api: {
      '/user/notifications': () => json(settings),
      '/api/webpush/key': () => json({ publicKey: 'BKey' }),
    },
  });
  return screen.findByRole('button', { name: 'Enable notifications on this device' });
}

describe('Enable notifications on this device', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });

  it('gives up after 15 s when the browser never answers, and says what to do', async () => {
    pushCapableBrowser(() => new Promise(() => undefined));
    const button = await enable();
    vi.useFakeTimers();
    fireEvent.click(button);
    expect(button).toHaveTextContent('Enabling…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_999);
    });
    expect(button).toHaveTextContent('Enabling…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The browser did not finish turning notifications on within 15 seconds. Check that it allows notifications for this site (the icon beside the address), then try again; or use Discord.',
    );
    expect(button).toHaveTextContent('Enable notifications on this device');
    expect(button).toBeEnabled();
  });

  it('says a refused permission in words, with the next step', async () => {
    pushCapableBrowser(() => Promise.resolve('denied'));
    fireEvent.click(await enable());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser blocked notifications for this site. Allow them in the site settings, then try again.',
    );
  });
});
