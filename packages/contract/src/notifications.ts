import { z } from 'zod';
import {
  CHANNEL_KINDS,
  DISCORD_WEBHOOK_MESSAGE,
  DISCORD_WEBHOOK_PATTERN,
  LEAD_MINUTES,
  MAX_CHANNELS,
  MAX_RULES,
} from './notification-limits';
import { PLATFORM_IDS } from './platform-list';

export const channelSchema = z.object({
  id: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  /** What the owner sees of the destination: a webhook URL shown masked, a Telegram chat's name. */
  label: z.string(),
  /**
   * `pending`: a Telegram link not yet opened; `active`: reminders go there; `off`: switched off
   * because the destination said it is gone (`offReason` says how).
   */
  status: z.enum(['pending', 'active', 'off']),
  offReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Telegram while pending: the one-time deep link (valid 15 minutes, single use). */
  link: z.string().optional(),
  linkExpiresAt: z.iso.datetime().optional(),
});
export type Channel = z.infer<typeof channelSchema>;

const leadMinutesSchema = z.union(
  LEAD_MINUTES.map((minutes) => z.literal(minutes)),
  {
    error: `must be one of ${LEAD_MINUTES.join(', ')} (minutes before the start)`,
  },
);

const reminderFields = {
  /** `bookmarks`: my bookmarked contests (and a notice when one is moved or renamed). */
  scope: z.enum(['bookmarks', 'platforms']),
  /** With `platforms`: every contest of these, minus the user's hidden series. */
  platforms: z.array(z.enum(PLATFORM_IDS)).max(PLATFORM_IDS.length).optional(),
  leadMinutes: z.array(leadMinutesSchema).min(1).max(LEAD_MINUTES.length),
};

/**
 * `results` (issue 49): after a Codeforces round the user took part in (a verified handle), their
 * rank and predicted change, and the official one if it differs; with `includeFollowing`, the
 * handles they follow who took part too. No lead time: it is sent when the standings are read.
 */
const resultsFields = {
  scope: z.literal('results'),
  includeFollowing: z.boolean({ error: 'must be true or false' }),
};

function platformsNamed(rule: { scope: string; platforms?: unknown[] }, ctx: z.RefinementCtx) {
  if (rule.scope === 'platforms' && (rule.platforms?.length ?? 0) === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['platforms'],
      message: 'must name at least one platform when scope is "platforms"',
    });
  }
}

const SCOPE_ERROR = 'must be "bookmarks", "platforms" or "results"';
const channelIdsSchema = z.array(z.string().max(64)).min(1).max(MAX_CHANNELS);

export const ruleSchema = z.discriminatedUnion(
  'scope',
  [
    z.object({ ...reminderFields, channelIds: channelIdsSchema }).superRefine(platformsNamed),
    z.object({ ...resultsFields, channelIds: channelIdsSchema }),
  ],
  { error: SCOPE_ERROR },
);
export type Rule = z.infer<typeof ruleSchema>;
export type ReminderRule = Extract<Rule, { scope: 'bookmarks' | 'platforms' }>;

/** An IANA zone name as the browser gives it (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const notificationsSchema = z.object({
  channels: z.array(channelSchema),
  rules: z.array(ruleSchema),
  /** Null until rules are saved once. */
  timeZone: z.string().nullable(),
  /** The channel kinds this server can add (Telegram only with a bot configured). */
  available: z.array(z.enum(CHANNEL_KINDS)),
});
export type Notifications = z.infer<typeof notificationsSchema>;

export const rulesBodySchema = z.object({
  rules: z.array(ruleSchema).max(MAX_RULES, `at most ${MAX_RULES} rules`),
  timeZone: timeZoneSchema,
});
export type RulesBody = z.infer<typeof rulesBodySchema>;

/**
 * A new channel's own rule, saved with it in one transaction (its only channel is the new one),
 * so no channel is left reminding of nothing. `timeZone` then sets the messages' zone too.
 */
const withRule = {
  rule: z
    .discriminatedUnion(
      'scope',
      [z.object(reminderFields).superRefine(platformsNamed), z.object(resultsFields)],
      { error: SCOPE_ERROR },
    )
    .optional(),
  timeZone: timeZoneSchema.optional(),
};

export const newChannelBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('discord'),
      webhookUrl: z.string().max(300).regex(DISCORD_WEBHOOK_PATTERN, DISCORD_WEBHOOK_MESSAGE),
      ...withRule,
    }),
    z.object({ kind: z.literal('telegram'), ...withRule }),
    z.object({
      kind: z.literal('webpush'),
      ...withRule,
      /** As `pushManager.subscribe()` gives it (`subscription.toJSON()`). */
      subscription: z.object({
        endpoint: z
          .url({ protocol: /^https?$/, message: 'must be the push service URL' })
          .max(1000),
        expirationTime: z.number().nullable().optional(),
        keys: z.object({
          p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'must be a P-256 public key'),
          auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'must be a 16-byte secret'),
        }),
      }),
      /** What the device is called on /profile ('Chrome on Android'). */
      name: z.string().trim().min(1).max(60).optional(),
    }),
  ],
  { error: 'must be "discord", "telegram" or "webpush"' },
);
export type NewChannelBody = z.infer<typeof newChannelBodySchema>;

export const channelResponseSchema = z.object({ channel: channelSchema });
export const channelParamsSchema = z.object({ id: z.string().max(64) });
export const sentTestSchema = z.object({ sent: z.literal(true) });

/** `GET /api/webpush/key`: the VAPID public key `pushManager.subscribe()` needs. */
export const webPushKeySchema = z.object({ publicKey: z.string() });
