// Zod-free: the web app reads these too.

/** How long before a start a reminder may ring, in minutes (3 hours, 1 day included). */
export const LEAD_MINUTES = [5, 10, 15, 30, 60, 180, 1440] as const;
export type LeadMinutes = (typeof LEAD_MINUTES)[number];

/** Per user: more is refused with a 400 naming the limit. */
export const MAX_CHANNELS = 10;
export const MAX_RULES = 20;

export const CHANNEL_KINDS = ['discord', 'telegram', 'webpush'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** Where a Discord webhook may point: Discord's own hosts, over https, and nothing else. */
export const DISCORD_WEBHOOK_PATTERN =
  /^https:\/\/(?:discord|discordapp)\.com\/api\/webhooks\/\d{1,25}\/[\w-]{1,100}$/;

export const DISCORD_WEBHOOK_MESSAGE =
  'must be a Discord webhook URL (https://discord.com/api/webhooks/…)';

/** '1 hour', '3 hours', '1 day', '15 minutes': a lead time in words. */
export function leadText(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}
