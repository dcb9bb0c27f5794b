import { z } from 'zod';
import { pinnedPost } from './pinned-post';
import { checkEndpoint, type PushEndpointRules } from './push-endpoint';
import { detailLines, headline } from './reminder-message';
import { failed, type ChannelSender, type SendOutcome } from './send-outcome';
import type { VapidKeys } from './vapid-keys';

const SEND_TIMEOUT_MS = 10_000;
/** How long the push service may hold a message for a device that is off (a reminder ages). */
const TTL_SECONDS = 60 * 60;

/**
 * What the owner is told (a test's answer, a channel's status): no more. The remote status or
 * body, or which way a connection failed, would make 'Send a test' a probe of other hosts.
 */
const PUSH_REFUSED = 'The push service refused it';
export const PUSH_UNREACHABLE = 'The push service could not be reached';

const subscriptionSchema = z.object({
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
});

/**
 * Sends a reminder to a browser's push subscription: encrypted for it (aes128gcm, RFC 8291) and
 * signed with our VAPID key by web-push, then posted by us (web-push's own sender speaks https
 * only and reads the whole answer) to the address the endpoint's check resolved, checked again
 * before every send: a name that pointed at a push service when the device subscribed may not now.
 * What the notification shows is the service worker's to decide; it gets title, body and link.
 */
export function createWebPushSender(options: {
  keys: VapidKeys;
  subject: string;
  endpoints: PushEndpointRules;
}): ChannelSender {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.keys.publicKey,
    privateKey: options.keys.privateKey,
  };
  return {
    async send(destination, message) {
      const subscription = subscriptionSchema.parse(JSON.parse(destination));
      const checked = await checkEndpoint(subscription.endpoint, options.endpoints);
      if (!checked.ok) return failed(PUSH_UNREACHABLE);
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
      try {
        const answer = await pinnedPost(checked.url, checked.address, {
          headers: request.headers,
          body: request.body,
          timeoutMs: SEND_TIMEOUT_MS,
        });
        return outcomeOf(answer.status, answer.headers['retry-after']);
      } catch {
        return failed(PUSH_UNREACHABLE);
      }
    },
  };
}

function outcomeOf(status: number, retryAfterHeader: string | undefined): SendOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  if (status === 404 || status === 410) {
    return {
      ok: false,
      gone: true,
      reason: `${PUSH_REFUSED}: this device is no longer subscribed`,
    };
  }
  const retryAfter = Number(retryAfterHeader);
  return failed(
    PUSH_REFUSED,
    status === 429 && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
  );
}
