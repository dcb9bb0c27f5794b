import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyzeSettled } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const someone = (info: TestInfo) => ({
  sub: `device-${info.project.name}-${info.testId}`,
  email: `device-${info.project.name}-${info.testId}@example.com`,
  name: 'Ada Lovelace',
});

const serious = async (page: Page) =>
  (await analyzeSettled(page)).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

/** A push service on 127.0.0.1 that records what the server posts to it. */
async function pushService() {
  const received: { path: string; headers: IncomingHttpHeaders; bytes: number }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        bytes: Buffer.concat(chunks).length,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

test('/profile: notifications on this device, listed with its name, and a test', async ({
  page,
  context,
  baseURL,
  signInAs,
}, info) => {
  test.slow();
  const service = await pushService();
  try {
    // Chromium's own push service is Google's, out of reach here: the subscription the browser
    // would hand back is made in its place, with real keys, pointing at the local push service.
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    const subscription = {
      endpoint: `${service.origin}/push/${info.project.name}`,
      expirationTime: null,
      keys: {
        p256dh: browserKey.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    await page.addInitScript((json) => {
      PushManager.prototype.subscribe = () =>
        Promise.resolve({ toJSON: () => json } as unknown as PushSubscription);
    }, subscription);
    await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
    await signInAs(someone(info));
    await page.goto('/profile');

    const section = page.getByRole('region', { name: 'Reminders' });
    await expect(section.getByText(/^No channels yet/)).toBeVisible();
    const enable = section.getByRole('button', { name: 'Enable notifications on this device' });
    await enable.focus();
    await page.keyboard.press('Enter');
    const device = section.getByTestId('reminder-channel');
    await expect(device).toHaveCount(1);
    await expect(device).toContainText(/Chrome on \w+/);
    // The endpoint is the secret: never shown.
    await expect(section).not.toContainText(service.origin);
    expect(await serious(page)).toEqual([]);

    await device.getByRole('button', { name: /^Send a test to / }).focus();
    await page.keyboard.press('Enter');
    await expect(device.getByRole('status')).toHaveText('Test sent');
    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push?.path).toBe(`/push/${info.project.name}`);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);

    await device.getByRole('button', { name: /^Remove / }).click();
    await expect(device).toHaveCount(0);
  } finally {
    service.close();
  }
});

test('/profile: notifications refused by the browser say how to allow them', async ({
  page,
  signInAs,
}, info) => {
  await page.addInitScript(() => {
    Notification.requestPermission = () => Promise.resolve('denied');
  });
  await signInAs(someone(info));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Reminders' });
  await section.getByRole('button', { name: 'Enable notifications on this device' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'This browser blocked notifications for this site. Allow them in the site settings, then try again.',
  );
  await expect(section.getByTestId('reminder-channel')).toHaveCount(0);
});
