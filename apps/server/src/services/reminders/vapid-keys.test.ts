import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { expect, it } from 'vitest';
import { newVapidKeys } from './vapid-keys';

// The browser's side of a subscription: its own P-256 key, to which the message is encrypted.
const browser = createECDH('prime256v1');
browser.generateKeys();

it('makes VAPID keys that web-push signs with (65-byte public point, 32-byte private key)', () => {
  for (let i = 0; i < 50; i++) {
    const keys = newVapidKeys();
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    const request = webpush.generateRequestDetails(
      {
        endpoint: 'https://push.example/send/1',
        keys: { p256dh: browser.getPublicKey('base64url'), auth: 'FPssNDTKnInHVndSTdbKFw' },
      },
      'hello',
      {
        vapidDetails: { subject: 'mailto:ops@example.com', ...keys },
        contentEncoding: 'aes128gcm',
      },
    );
    expect(request.headers.Authorization).toMatch(/^vapid t=.+, k=/);
  }
});
