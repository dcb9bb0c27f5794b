/**
 * The one redaction of credentials in text bound for a log line (or an upstream's error detail).
 * It works on plain text and on a pino line's JSON alike: it only ever replaces a secret with
 * `[redacted]`, never adds a quote or a backslash.
 */
const REDACTED = '[redacted]';

/** grammY puts the bot token in every Bot API path: `…/bot123456:ABC…/getUpdates`. */
const BOT_PATH = /(\/bot)\d+(?::|%3a)[\w-]+/gi;
/** A bot token quoted on its own (as @BotFather writes it: digits, a colon, 30-odd characters). */
const BOT_TOKEN = /\b\d{6,}:[\w-]{30,}/g;
/** Discord's webhook URL carries its credential in the path: `/api/webhooks/<id>/<token>`. */
const DISCORD_WEBHOOK = /(\/webhooks\/\d+\/)[\w.-]+/gi;
/** Query parameters that carry a credential (`secret_token` is Telegram's webhook secret). */
const SECRET_PARAMS =
  /([?&;](?:key|api_?key|token|secret_token|access_token|id_token|code|state|sig|signature|secret|password|auth)=)[^&;#\s"'\\]*/gi;
/** Telegram sends the webhook secret in this header: a logged header map must not carry it. */
const SECRET_HEADER = /("x-telegram-bot-api-secret-token"\s*:\s*")[^"]*/gi;
const URL_CREDENTIALS = /(\/\/)[^/@\s"'\\]+@/g;
/** A push subscription's endpoint is its credential: whoever has it can post to the browser. */
const ENDPOINT_FIELD = /("endpoint"\s*:\s*"[a-z]+:\/\/[^/"\\]+)[^"]*/gi;
const PUSH_SERVICE_URL =
  /(https?:\/\/(?:fcm\.googleapis\.com|android\.googleapis\.com|updates\.push\.services\.mozilla\.com|[\w.-]*\.notify\.windows\.com|(?:[\w-]+\.)*push\.apple\.com))[/?][^\s"'<>\\]*/gi;
/** A run of URL characters, where a feed path may hide behind percent-escapes. */
const URL_RUN = /[^\s"'<>\\?#&]+/g;
const FEED_SECRET = /(\/calendar\/u\/)[^/]+/g;

/** `%XX` of ASCII characters decoded, as the router decodes a path before it matches a route. */
const decodeAscii = (path: string) =>
  path.replace(/%([0-7][0-9a-f])/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A personal feed's secret (its credential) replaced however the path was spelt:
 * `/calendar/%75/…` reaches the same feed as `/calendar/u/…`.
 */
function redactFeedPaths(text: string): string {
  if (!/alendar|%/i.test(text)) return text;
  return text.replace(URL_RUN, (run) => {
    const decoded = decodeAscii(run);
    if (!decoded.includes('/calendar/u/')) return run;
    // What decoding brought in must not end a JSON string or start an escape.
    return decoded
      .replace(FEED_SECRET, `$1${REDACTED}`)
      .replace(/"/g, '%22')
      .replace(/\\/g, '%5C')
      .replace(/\s/g, (space) => encodeURIComponent(space));
  });
}

/**
 * `text` without the credentials it may quote: Telegram bot paths and tokens, Discord webhook
 * tokens, personal feed secrets, push endpoints, credential query parameters, `user:password@`,
 * and each of `known` (the configured secrets) wherever it appears.
 */
export function redactSecrets(text: string, known: readonly string[] = []): string {
  let redacted = text;
  for (const secret of known) {
    if (secret.length >= 6) redacted = redacted.replaceAll(secret, REDACTED);
  }
  redacted = redacted
    .replace(BOT_PATH, `$1${REDACTED}`)
    .replace(BOT_TOKEN, REDACTED)
    .replace(DISCORD_WEBHOOK, `$1${REDACTED}`)
    .replace(SECRET_PARAMS, `$1${REDACTED}`)
    .replace(SECRET_HEADER, `$1${REDACTED}`)
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(ENDPOINT_FIELD, `$1/${REDACTED}`)
    .replace(PUSH_SERVICE_URL, `$1/${REDACTED}`);
  return redactFeedPaths(redacted);
}
