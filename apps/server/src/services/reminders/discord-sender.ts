import { z } from 'zod';
import { detailLines, headline, type ReminderMessage } from './reminder-message';
import { failed, type ChannelSender, type SendOutcome } from './send-outcome';

const SEND_TIMEOUT_MS = 10_000;
const rateLimitedSchema = z.object({ retry_after: z.number().nonnegative() });

/**
 * Posts to a user's Discord webhook, an embed per contest. `apiBase` (DISCORD_API_BASE) replaces
 * the webhook's origin: tests point it at a local fake; the path, which holds the secret, stays.
 */
export function createDiscordSender(options: { apiBase: string }): ChannelSender {
  return {
    async send(webhookUrl, message) {
      const target = `${options.apiBase}${new URL(webhookUrl).pathname}?wait=true`;
      let response: Response;
      try {
        response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(discordBody(message)),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        // The error may carry the URL, which is the secret: only its kind is kept.
        return failed(`Discord could not be reached (${(error as Error).name})`);
      }
      return outcomeOf(response);
    },
  };
}

async function outcomeOf(response: Response): Promise<SendOutcome> {
  const body = await response.text().catch(() => '');
  if (response.ok) return { ok: true };
  if (response.status === 404 || response.status === 401) {
    return {
      ok: false,
      gone: true,
      reason: `Discord says this webhook no longer exists (HTTP ${response.status})`,
    };
  }
  if (response.status === 429) {
    const parsed = rateLimitedSchema.safeParse(safeJson(body));
    const header = Number(response.headers.get('retry-after'));
    const seconds = parsed.success ? parsed.data.retry_after : Number.isFinite(header) ? header : 5;
    return failed('Discord asked us to slow down (HTTP 429)', Math.ceil(seconds * 1000));
  }
  return failed(`Discord answered HTTP ${response.status}`);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function discordBody(message: ReminderMessage) {
  const [first, ...rest] = detailLines(message);
  return {
    username: 'Contest Tracker',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: headline(message).slice(0, 256),
        url: message.url,
        description: [first, ...rest.slice(0, -1)].join('\n').slice(0, 2000),
        timestamp: message.startsAt.toISOString(),
      },
    ],
  };
}
