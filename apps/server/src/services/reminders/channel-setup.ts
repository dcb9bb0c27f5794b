import { createHash, randomBytes } from 'node:crypto';
import {
  MAX_CHANNELS,
  MAX_RULES,
  PLATFORM_IDS,
  type Channel,
  type NewChannelBody,
} from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import {
  appendRule,
  deleteChannel,
  findChannel,
  getTimeZone,
  insertChannelWithinLimit,
  switchChannelOff,
  takeTestSlot,
  type ChannelRow,
} from '#server/db/notifications-repository';
import { AppError } from '#server/lib/app-error';
import type { Clock } from '#server/lib/clock';
import { PLATFORM_MODULES } from '#server/platforms/modules';
import type { PushEndpointRules } from './push-endpoint';
import type { Senders } from './send-outcome';
import type { TelegramBot } from './telegram-bot';
import { addDevice } from './webpush-device';

const LINK_VALID_MS = 15 * 60_000;
/** 'Send a test' posts at once: spaced, so a user cannot make us flood a service (and be banned). */
const TEST_SPACING_MS = 30_000;

export interface ChannelParts {
  db: Db;
  clock: Clock;
  senders: Senders;
  /** Undefined when TELEGRAM_BOT_TOKEN is not set. */
  telegram: TelegramBot | undefined;
  webPush: {
    /** The VAPID public key browsers subscribe with. */
    publicKey: string;
    /** Where subscriptions may point (WEBPUSH_ALLOWED_HOSTS, public addresses). */
    endpoints: PushEndpointRules;
    /** Where this start wrote new VAPID keys (logged once). */
    generatedInto?: string;
  };
}

export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** What the owner is shown of a channel: never the destination itself. */
export function toApiChannel(row: ChannelRow, link?: string): Channel {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    status: row.status,
    offReason: row.offReason,
    createdAt: row.createdAt.toISOString(),
    ...(link && row.linkExpiresAt ? { link, linkExpiresAt: row.linkExpiresAt.toISOString() } : {}),
  };
}

/** 'Discord webhook 1234…5678 · ••••wxyz': enough to tell two apart, too little to post. */
function maskWebhook(url: string): string {
  const [, id = '', token = ''] = /\/webhooks\/(\d+)\/([\w-]+)$/.exec(url) ?? [];
  return `Discord webhook ${id.slice(0, 4)}…${id.slice(-4)} · ••••${token.slice(-4)}`;
}

const TOO_MANY = `kind: at most ${MAX_CHANNELS} channels a user`;

/** What runs in the new channel's transaction: its own rule, when the body brings one. */
export type Alongside = (tx: Db, row: ChannelRow) => Promise<void>;

/**
 * The channel's first rule, saved in the channel's transaction: when the rule cannot be saved
 * the channel is not added either, so no channel is left reminding of nothing.
 */
function firstRule(parts: ChannelParts, userId: number, body: NewChannelBody) {
  const { rule, timeZone } = body;
  if (!rule) return undefined;
  const alongside: Alongside = async (tx, row) => {
    const added = await appendRule(tx, userId, {
      rule: { ...rule, channelIds: [row.id] },
      timeZone,
      now: parts.clock.now(),
      max: MAX_RULES,
    });
    if (!added) {
      throw new AppError(
        'bad_request',
        `rule: at most ${MAX_RULES} rules a user: remove one, or add the channel to one of yours`,
      );
    }
  };
  return alongside;
}

export async function createChannel(
  parts: ChannelParts,
  userId: number,
  body: NewChannelBody,
): Promise<Channel> {
  const id = randomBytes(12).toString('base64url');
  const now = parts.clock.now();
  const alongside = firstRule(parts, userId, body);
  if (body.kind === 'discord') {
    const row = await insertChannelWithinLimit(
      parts.db,
      {
        id,
        userId,
        kind: 'discord',
        destination: body.webhookUrl,
        label: maskWebhook(body.webhookUrl),
        status: 'active',
        createdAt: now,
      },
      { max: MAX_CHANNELS },
      alongside,
    );
    if (!row) throw new AppError('bad_request', TOO_MANY);
    return toApiChannel(row);
  }
  if (body.kind === 'webpush') {
    const row = await addDevice(parts, userId, id, body, alongside);
    if (!row) throw new AppError('bad_request', TOO_MANY);
    return toApiChannel(row);
  }
  if (!parts.telegram) {
    throw new AppError('bad_request', 'kind: Telegram is not configured on this server');
  }
  const botName = await parts.telegram.username().catch(() => {
    throw new AppError('unavailable', 'Telegram could not be reached; try again in a minute');
  });
  const token = randomBytes(24).toString('base64url');
  const row = await insertChannelWithinLimit(
    parts.db,
    {
      id,
      userId,
      kind: 'telegram',
      destination: null,
      label: 'Telegram (not linked yet)',
      status: 'pending',
      linkTokenHash: hashLinkToken(token),
      linkExpiresAt: new Date(now.getTime() + LINK_VALID_MS),
      createdAt: now,
    },
    { max: MAX_CHANNELS },
    alongside,
  );
  if (!row) throw new AppError('bad_request', TOO_MANY);
  return toApiChannel(row, `https://t.me/${botName}?start=${token}`);
}

export async function removeChannel(parts: ChannelParts, userId: number, id: string) {
  if (!(await deleteChannel(parts.db, userId, id))) throw notFound();
}

const notFound = () => new AppError('not_found', 'No such channel');

/** 'Send a test': at once, not through the schedule, so the user sees the answer. */
export async function sendTest(parts: ChannelParts, userId: number, id: string): Promise<void> {
  const channel = await findChannel(parts.db, userId, id);
  if (!channel) throw notFound();
  if (channel.status !== 'active' || !channel.destination) {
    throw new AppError(
      'conflict',
      channel.status === 'pending'
        ? 'This Telegram channel is not linked yet: open its link first'
        : `This channel is switched off: ${channel.offReason ?? 'its destination is gone'}`,
    );
  }
  const sender = parts.senders[channel.kind];
  if (!sender)
    throw new AppError('unavailable', `${channel.kind} is not configured on this server`);
  const now = parts.clock.now();
  const waitMs = await takeTestSlot(parts.db, channel.id, now, TEST_SPACING_MS);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(
      'rate_limited',
      `One test per channel every ${TEST_SPACING_MS / 1000} seconds: try again in ${seconds} s`,
      seconds,
    );
  }
  const outcome = await sender.send(channel.destination, {
    kind: 'test',
    title: 'Contest Tracker test',
    // Any platform will do for a test: the first of the contract's list, and its contests page.
    platform: PLATFORM_IDS[0],
    url: PLATFORM_MODULES[PLATFORM_IDS[0]].homePage,
    startsAt: new Date(now.getTime() + 60 * 60_000),
    durationMinutes: 120,
    leadMinutes: 60,
    timeZone: (await getTimeZone(parts.db, userId)) ?? 'UTC',
  });
  if (outcome.ok) return;
  if (outcome.gone) {
    await switchChannelOff(parts.db, channel.id, outcome.reason);
    throw new AppError('conflict', `${outcome.reason}: the channel is switched off`);
  }
  throw new AppError('unavailable', outcome.error);
}
