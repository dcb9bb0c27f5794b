import type { NewChannelBody } from '@contest-tracker/contract';
import { PermissionRefused } from './push-problem';

/** The VAPID key as `pushManager.subscribe()` takes it: the bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** A problem already said in words for people (pushProblem passes it on as it is). */
class PushRefused extends Error {
  override readonly name = 'PushRefused';
}

/**
 * Asks for permission (only now, on the user's click), then subscribes this browser with our
 * key. The service worker registered at start-up receives the pushes.
 */
export async function subscribeThisDevice(
  publicKey: string,
): Promise<Extract<NewChannelBody, { kind: 'webpush' }>['subscription']> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused(permission);
  const registration = await navigator.serviceWorker.register('/sw.js');
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe(options);
  } catch (error) {
    // A subscription made with another key (the server's keys were replaced) blocks a new one:
    // it is of no use any more, so it goes, and the browser is asked once again.
    const stale = await registration.pushManager.getSubscription();
    if (!stale) throw error;
    await stale.unsubscribe();
    subscription = await registration.pushManager.subscribe(options);
  }
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) {
    throw new PushRefused('This browser gave an incomplete subscription: try again.');
  }
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh, auth },
  };
}
