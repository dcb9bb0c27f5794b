import { z } from 'zod';
import { detailLines, headline } from './reminder-message';
import { failed, type ChannelSender, type SendOutcome } from './send-outcome';
import type { VapidKeys } from './vapid-keys';

const SEND_TIMEOUT_MS = 10_000;
/** How long the push service may hold a message for a device that is off (a reminder ages). */
const TTL_SECONDS = 60 * 60;

const subscriptionSchema = z.object({
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
});

/**
 * Sends a reminder to a browser's push subscription: encrypted for it (aes128gcm, RFC 8291) and
 * signed with our VAPID key by web-push, then posted with fetch. What the notification shows is
 * the service worker's to decide; it gets title, body and the contest's link.
 */
export function createWebPushSender(options: { keys: VapidKeys; subject: string }): ChannelSender {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.keys.publicKey,
    privateKey: options.keys.privateKey,
  };
  return {
    async send(destination, message) {
      const subscription = subscriptionSchema.parse(JSON.parse(destination));
      const lines = detailLines(message);
      const payload = JSON.stringify({
        title: headline(message),
        body: lines.slice(0, -1).join('\n'),
        url: message.url,
      });
      // Loaded at the first send: a server whose users never subscribe never parses it.
      const { default: webpush } = await import('web-push');
      const request = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        // The endpoint is a secret: only the failure's kind is kept.
        return failed(`The push service could not be reached (${(error as Error).name})`);
      }
      return outcomeOf(response);
    },
  };
}

async function outcomeOf(response: Response): Promise<SendOutcome> {
  await response.body?.cancel();
  if (response.ok) return { ok: true };
  if (response.status === 404 || response.status === 410) {
    return {
      ok: false,
      gone: true,
      reason: `The push service says this device is no longer subscribed (HTTP ${response.status})`,
    };
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return failed(
    `The push service answered HTTP ${response.status}`,
    response.status === 429 && Number.isFinite(retryAfter) ? retryAfter * 1000 : undefined,
  );
}
