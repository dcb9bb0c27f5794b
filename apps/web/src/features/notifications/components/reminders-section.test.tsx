import type { Channel, Notifications } from '@contest-tracker/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@/lib/router';
import { currentLocation, json, renderWithApp } from '@/test/render-with-app';
import { RemindersSection } from './reminders-section';

const discord: Channel = {
  id: 'ch-discord',
  kind: 'discord',
  label: 'Discord webhook 1122…5566 · ••••ABCD',
  status: 'active',
  offReason: null,
  createdAt: '2026-03-01T12:00:00.000Z',
};
const pending: Channel = {
  id: 'ch-telegram',
  kind: 'telegram',
  label: 'Telegram (not linked yet)',
  status: 'pending',
  offReason: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  link: 'https://t.me/contest_tracker_bot?start=abcdefghijklmnopqrstuvwx',
  linkExpiresAt: '2026-03-01T12:15:00.000Z',
};
const off: Channel = {
  ...discord,
  id: 'ch-off',
  label: 'Discord webhook 9999…0000 · ••••GONE',
  status: 'off',
  offReason: 'Discord says this webhook no longer exists (HTTP 404)',
};

const settings = (more: Partial<Notifications> = {}): Notifications => ({
  channels: [],
  rules: [],
  timeZone: null,
  available: ['discord', 'telegram'],
  ...more,
});

const WEBHOOK = 'https://discord.com/api/webhooks/112233445566/secret-token_ABCD';
const PRESET = 'Bookmarked contests, 30 min before';
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const posts = (calls: readonly { method: string; path: string; body?: string }[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/user/notifications/channels')
    .map((call) => JSON.parse(call.body ?? '{}') as unknown);

describe('RemindersSection', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('checks a webhook URL before sending it', async () => {
    const { user, api } = renderWithApp(<RemindersSection />, {
      api: { '/user/notifications': () => json(settings()) },
    });
    await user.click(await screen.findByLabelText('Discord webhook URL'));
    await user.paste('https://evil.example/api/webhooks/1/x');
    await user.click(screen.getByRole('button', { name: 'Add Discord webhook' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Discord webhook URL must be a Discord webhook URL (https://discord.com/api/webhooks/…)',
    );
    expect(posts(api.calls)).toEqual([]);
  });

  it('adds a channel and what it reminds of in one request: the preset, or the user’s choice', async () => {
    const server = { rules: [] as Notifications['rules'], channels: [] as Channel[] };
    const { user, api } = renderWithApp(<RemindersSection />, {
      api: {
        '/user/notifications': () => json(settings(server)),
        'POST /user/notifications/channels': () => {
          server.channels = [discord];
          server.rules = [{ scope: 'bookmarks', leadMinutes: [30], channelIds: [discord.id] }];
          return json({ channel: discord }, 201);
        },
      },
    });
    expect(
      await screen.findByText('No channels yet: add Discord or Telegram below.'),
    ).toBeVisible();
    expect(
      screen.getByText(/^Get a message before your contests start, on Discord or Telegram:/),
    ).toBeVisible();
    const question = screen.getByRole('group', { name: 'What to remind of on the new channel' });
    expect(within(question).getByLabelText(PRESET)).toBeChecked();

    const field = screen.getByLabelText('Discord webhook URL');
    await user.click(field);
    await user.paste(WEBHOOK);
    await user.click(screen.getByRole('button', { name: 'Add Discord webhook' }));
    expect(posts(api.calls)).toEqual([
      {
        kind: 'discord',
        webhookUrl: WEBHOOK,
        rule: { scope: 'bookmarks', leadMinutes: [30] },
        timeZone: ZONE,
      },
    ]);
    expect(await screen.findByRole('button', { name: `Remove ${discord.label}` })).toBeVisible();
    expect(field).toHaveValue('');
    // The rule saved with it shows among the rules.
    const rule = await screen.findByRole('group', { name: 'Rule 1' });
    expect(within(rule).getByLabelText('30 minutes before')).toBeChecked();
    expect(within(rule).getByLabelText(discord.label)).toBeChecked();
  });

  it('asks another answer in the same place, and checks it before anything is sent', async () => {
    const { user, api } = renderWithApp(<RemindersSection />, {
      api: {
        '/user/notifications': () => json(settings({ channels: [discord] })),
        'POST /user/notifications/channels': () => json({ channel: pending }, 201),
      },
    });
    const question = await screen.findByRole('group', {
      name: 'What to remind of on the new channel',
    });
    await user.click(within(question).getByLabelText('Other contests or times'));
    expect(within(question).queryByLabelText('Include handles I follow')).not.toBeInTheDocument();
    await user.click(within(question).getByLabelText('Every contest of chosen platforms'));
    await user.click(screen.getByRole('button', { name: 'Add Telegram' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose at least one platform to be reminded of.',
    );
    expect(posts(api.calls)).toEqual([]);
    await user.click(within(question).getByLabelText('AtCoder'));
    await user.click(within(question).getByLabelText('1 day before'));
    await user.click(screen.getByRole('button', { name: 'Add Telegram' }));
    expect(posts(api.calls)).toEqual([
      {
        kind: 'telegram',
        rule: { scope: 'platforms', platforms: ['atcoder'], leadMinutes: [30, 1440] },
        timeZone: ZONE,
      },
    ]);
  });

  it('keeps rule edits in progress when a channel comes with its own rule', async () => {
    const server = { channels: [discord], rules: [] as Notifications['rules'] };
    const { user } = renderWithApp(<RemindersSection />, {
      api: {
        '/user/notifications': () => json(settings(server)),
        'POST /user/notifications/channels': () => {
          server.channels = [discord, pending];
          server.rules = [{ scope: 'bookmarks', leadMinutes: [30], channelIds: [pending.id] }];
          return json({ channel: pending }, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Rule 1' })).getByLabelText('15 minutes before'),
    );
    await user.click(screen.getByRole('button', { name: 'Add Telegram' }));
    const added = await screen.findByRole('group', { name: 'Rule 2' });
    expect(within(added).getByLabelText('30 minutes before')).toBeChecked();
    expect(within(added).getByLabelText(pending.label)).toBeChecked();
    const edited = screen.getByRole('group', { name: 'Rule 1' });
    expect(within(edited).getByLabelText('15 minutes before')).toBeChecked();
    expect(screen.getByText('Changed, not saved yet.')).toBeVisible();
  });

  it('names only the channels this server offers, and keeps the calendar’s alarm beside them', async () => {
    renderWithApp(<RemindersSection />, {
      api: {
        '/user/notifications': () => json(settings({ available: ['discord'] })),
        '/user/calendar': () => json({ hasFeed: true, reminderMinutes: 60 }),
      },
    });
    expect(await screen.findByText('No channels yet: add Discord below.')).toBeVisible();
    expect(
      screen.getByText(/^Get a message before your contests start, on Discord: choose/),
    ).toBeVisible();
    expect(screen.queryByText(/Telegram/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Telegram' })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Reminders' });
    expect(within(section).getByRole('heading', { name: 'In my calendar feed' })).toBeVisible();
    expect(await within(section).findByLabelText('Reminder before each contest')).toHaveValue('60');
  });

  it('asks before leaving the page with a rule not saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      const { user } = renderWithApp(
        <>
          <Link to="/status">Status</Link>
          <RemindersSection />
        </>,
        {
          route: '/profile',
          api: { '/user/notifications': () => json(settings({ channels: [discord] })) },
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
      expect(screen.getByText('Changed, not saved yet.')).toBeVisible();
      await user.click(screen.getByRole('link', { name: 'Status' }));
      expect(confirm).toHaveBeenCalledWith(
        'Your reminder rules are not saved. Leave without saving?',
      );
      expect(currentLocation()).toBe('/profile');
      await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
      expect(screen.queryByText('Changed, not saved yet.')).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Status' }));
      expect(confirm).toHaveBeenCalledTimes(1);
      expect(currentLocation()).toBe('/status');
    } finally {
      confirm.mockRestore();
    }
  });

  it('lists channels with their state: a Telegram link to open, a switched-off one and why', async () => {
    renderWithApp(<RemindersSection />, {
      api: { '/user/notifications': () => json(settings({ channels: [pending, off] })) },
    });
    const link = await screen.findByRole('link', { name: 'link this chat' });
    expect(link).toHaveAttribute('href', pending.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByText('Switched off: Discord says this webhook no longer exists (HTTP 404)'),
    ).toBeVisible();
    // Neither can take a test message.
    for (const button of screen.getAllByRole('button', { name: /^Send a test/ })) {
      expect(button).toBeDisabled();
    }
  });

  it('sends a test and says so; shows the server’s words when it fails', async () => {
    let answer = json({ sent: true });
    const { user } = renderWithApp(<RemindersSection />, {
      api: {
        '/user/notifications': () => json(settings({ channels: [discord] })),
        'POST /user/notifications/channels/ch-discord/test': () => answer,
      },
    });
    const send = await screen.findByRole('button', {
      name: `Send a test to ${discord.label}`,
    });
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Test sent');
    answer = json({ error: { code: 'unavailable', message: 'Discord answered HTTP 500' } }, 503);
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Discord answered HTTP 500');
  });

  it('saves the rules it shows, with the browser’s time zone, and keeps them when a save fails', async () => {
    // The first save is refused; the second answers what `saved` holds.
    const server: { saved?: Response } = {};
    const { user, api } = renderWithApp(<RemindersSection />, {
      api: {
        '/user/notifications': () => json(settings({ channels: [discord] })),
        'PUT /user/notifications/rules': () =>
          server.saved ??
          json({ error: { code: 'bad_request', message: 'rules.0.platforms: bad' } }, 400),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const rule = screen.getByRole('group', { name: 'Rule 1' });
    await user.click(within(rule).getByLabelText('Every contest of chosen platforms'));
    await user.click(within(rule).getByLabelText('AtCoder'));
    await user.click(within(rule).getByLabelText('1 day before'));
    await user.click(within(rule).getByLabelText('15 minutes before'));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));

    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      timeZone: zone,
      rules: [
        {
          scope: 'platforms',
          platforms: ['atcoder'],
          leadMinutes: [15, 60, 1440],
          channelIds: ['ch-discord'],
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('rules.0.platforms: bad');
    expect(within(rule).getByLabelText('AtCoder')).toBeChecked();

    const saved = JSON.parse(put?.body ?? '{}') as Notifications;
    server.saved = json(settings({ channels: [discord], rules: saved.rules, timeZone: zone }));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reminders saved');
    expect(screen.getByText(`Times in messages use your time zone: ${zone}.`)).toBeVisible();
  });
  it('adds a rule for the user’s results after a Codeforces round, with the handles they follow', async () => {
    const server: { rules: Notifications['rules'] } = { rules: [] };
    const { user, api } = renderWithApp(<RemindersSection />, {
      api: {
        '/user/notifications': () => json(settings({ channels: [discord], rules: server.rules })),
        'PUT /user/notifications/rules': (_url, call) => {
          server.rules = (JSON.parse(call.body ?? '{}') as Notifications).rules;
          return json(settings({ channels: [discord], rules: server.rules, timeZone: ZONE }));
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const rule = screen.getByRole('group', { name: 'Rule 1' });
    await user.click(
      within(rule).getByLabelText('My results after a Codeforces or LeetCode contest'),
    );
    // No lead time: it is sent when the round's standings are read.
    expect(within(rule).queryByRole('group', { name: 'When' })).not.toBeInTheDocument();
    await user.click(within(rule).getByLabelText('Include handles I follow'));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reminders saved');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      timeZone: ZONE,
      rules: [{ scope: 'results', includeFollowing: true, channelIds: ['ch-discord'] }],
    });
    // Read back as saved.
    const saved = screen.getByRole('group', { name: 'Rule 1' });
    expect(
      within(saved).getByLabelText('My results after a Codeforces or LeetCode contest'),
    ).toBeChecked();
    expect(within(saved).getByLabelText('Include handles I follow')).toBeChecked();
    expect(within(saved).getByLabelText(discord.label)).toBeChecked();
    expect(screen.queryByText('Changed, not saved yet.')).not.toBeInTheDocument();
  });

  it('adds a channel whose first rule is the user’s results, in one request', async () => {
    const server = { channels: [] as Channel[], rules: [] as Notifications['rules'] };
    const { user, api } = renderWithApp(<RemindersSection />, {
      api: {
        '/user/notifications': () => json(settings(server)),
        'POST /user/notifications/channels': () => {
          server.channels = [pending];
          server.rules = [{ scope: 'results', includeFollowing: true, channelIds: [pending.id] }];
          return json({ channel: pending }, 201);
        },
      },
    });
    const question = await screen.findByRole('group', {
      name: 'What to remind of on the new channel',
    });
    await user.click(
      within(question).getByLabelText('My results after a Codeforces or LeetCode contest'),
    );
    // No lead time to choose: it is sent when the round's standings are read.
    expect(within(question).queryByRole('group', { name: 'When' })).not.toBeInTheDocument();
    await user.click(within(question).getByLabelText('Include handles I follow'));
    await user.click(screen.getByRole('button', { name: 'Add Telegram' }));
    expect(posts(api.calls)).toEqual([
      { kind: 'telegram', rule: { scope: 'results', includeFollowing: true }, timeZone: ZONE },
    ]);
    // The rule saved with it shows among the rules, as a results rule on the new channel.
    const rule = await screen.findByRole('group', { name: 'Rule 1' });
    expect(
      within(rule).getByLabelText('My results after a Codeforces or LeetCode contest'),
    ).toBeChecked();
    expect(within(rule).getByLabelText('Include handles I follow')).toBeChecked();
    expect(within(rule).getByLabelText(pending.label)).toBeChecked();
  });

  it('offers this device only where the browser can show notifications from the app', async () => {
    renderWithApp(<RemindersSection />, {
      api: {
        '/user/notifications': () => json(settings({ available: ['discord', 'webpush'] })),
      },
    });
    // jsdom has no service workers: the section says so instead of offering a button that fails.
    expect(
      await screen.findByText(
        'This browser cannot show notifications from the app; Discord still works.',
      ),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Enable notifications on this device' }),
    ).not.toBeInTheDocument();
  });
});
