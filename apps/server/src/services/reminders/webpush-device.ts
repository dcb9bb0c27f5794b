import { MAX_CHANNELS, type NewChannelBody } from '@contest-tracker/contract';
import { insertChannelWithinLimit } from '#server/db/notifications-repository';
import { AppError } from '#server/lib/app-error';
import type { Alongside, ChannelParts } from './channel-setup';
import { checkEndpoint } from './push-endpoint';
import { PUSH_UNREACHABLE } from './webpush-sender';

type WebPushBody = Extract<NewChannelBody, { kind: 'webpush' }>;

const ENDPOINT_REFUSED = {
  scheme: 'subscription.endpoint: must be an https URL',
  host: "subscription.endpoint: must be a push service's URL (WEBPUSH_ALLOWED_HOSTS)",
  address: "subscription.endpoint: the push service's address is not public",
} as const;

/**
 * A browser's push subscription, once its endpoint is a push service's at a public address; the
 * same device subscribing again replaces its old one. Undefined: the user has MAX_CHANNELS.
 */
export async function addDevice(
  parts: ChannelParts,
  userId: number,
  id: string,
  body: WebPushBody,
  alongside?: Alongside,
) {
  const { endpoint, keys } = body.subscription;
  const checked = await checkEndpoint(endpoint, parts.webPush.endpoints);
  if (!checked.ok) {
    if (checked.problem === 'unresolved') throw new AppError('unavailable', PUSH_UNREACHABLE);
    throw new AppError('bad_request', ENDPOINT_REFUSED[checked.problem]);
  }
  return insertChannelWithinLimit(
    parts.db,
    {
      id,
      userId,
      kind: 'webpush',
      // The endpoint and keys are the secret: whoever has them can push to the device.
      destination: JSON.stringify({ endpoint, keys }),
      label: body.name ?? `This device (${checked.url.hostname})`,
      status: 'active',
      createdAt: parts.clock.now(),
    },
    {
      max: MAX_CHANNELS,
      replaces: (channel) =>
        channel.kind === 'webpush' && endpointOf(channel.destination) === endpoint,
    },
    alongside,
  );
}

function endpointOf(destination: string | null): string | undefined {
  try {
    return (JSON.parse(destination ?? '') as { endpoint?: string }).endpoint;
  } catch {
    return undefined;
  }
}
