import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PLATFORM_IDS, type PlatformId } from '@contest-tracker/contract';
import { z } from 'zod';
import { PLATFORM_MODULES } from '#server/platforms/modules';
import { DEFAULT_PUSH_HOSTS } from '#server/services/reminders/push-endpoint';
import { GOOGLE_ISSUER_VALUES, GOOGLE_JWKS_URL, nonGoogleKeySources } from './google-key-source';
import { trustProxySetting } from './trust-proxy';

const list = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const pushHost = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;
const resolveEntry = /^[a-z0-9.-]+=[0-9a-f.:]+$/i;

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`),
    );

/** `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off`, any case. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], 'must be true or false'))
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** Browsers' token first (some platforms turn away anything else), then who we are. */
const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (compatible; contest-tracker/1.0; +Contest Tracker, self-hosted)';

/** `ATCODER_PROXY`, `LEETCODE_PROXY`: the platform id upper-cased, other characters as `_`. */
const proxySettingOf = (id: string) => `${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_PROXY`;

const proxySettingsSchema = z.object(
  Object.fromEntries(PLATFORM_IDS.map((id) => [proxySettingOf(id), httpUrl.optional()])),
);

const envSchema = z.object({
  PORT: integer(0, 65_535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// connection string')
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_JWKS_URL: httpUrl.default(GOOGLE_JWKS_URL),
  GOOGLE_ISSUERS: z.string().default(GOOGLE_ISSUER_VALUES.join(',')).transform(list),
  /** A JWKS URL or issuers that are not Google's, outside tests and the demo (logged as a warning). */
  ALLOW_INSECURE_GOOGLE_KEYS: flag.default(false),
  /** Only `test` means anything here: tests may trust a local key server without the flag. */
  NODE_ENV: z.string().trim().optional(),
  /** A verified Google ID token in Authorization is a credential too (the first client's way). */
  ACCEPT_GOOGLE_ID_TOKENS: flag.default(true),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((raw) => list(raw).map((email) => email.toLowerCase()))
    .pipe(z.array(z.email({ message: 'must be a comma-separated list of emails' }))),
  /** Which platforms are synced and shown, comma-separated ids; all but the opt-in ones by default. */
  PLATFORMS: z
    .string()
    .default(PLATFORM_IDS.filter((id) => PLATFORM_MODULES[id].enabledByDefault !== false).join(','))
    .transform((raw) => [...new Set(list(raw).map((id) => id.toLowerCase()))])
    .pipe(
      z
        .array(z.enum(PLATFORM_IDS, `must list platforms among ${PLATFORM_IDS.join(', ')}`))
        .min(1, 'must name at least one platform'),
    )
    // Display order, whatever order the setting used.
    .transform((ids): PlatformId[] => PLATFORM_IDS.filter((id) => ids.includes(id))),
  SYNC_INTERVAL_MINUTES: integer(0, 10_080).default(30),
  /** Recommendations leave out problems of contests older than this many years; 0: any age. */
  RECOMMEND_SINCE_YEARS: integer(0, 50).default(5),
  /**
   * A session found in the database is held in this instance's memory at most this long (decision
   * 060). A sign-out, or a change to the user's row, made anywhere drops it at once: the database
   * announces it (decision 064); the hold bounds what a lost announcement could keep. 0: every
   * request looks its session up.
   */
  SESSION_HOLD_SECONDS: integer(0, 600).default(60),
  /** Unset: no YouTube source (one log line says so). */
  YOUTUBE_API_KEY: z.string().trim().min(1).optional(),
  /** The solution channel's uploads playlist, newest first. */
  YOUTUBE_PLAYLIST_IDS: z
    .string()
    .default('UUqL-fzHtN3NQPbYqGymMbTA')
    .transform(list)
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, 'must be comma-separated playlist ids'))
        .min(1, 'must name at least one playlist'),
    ),
  YOUTUBE_SYNC_MINUTES: integer(0, 10_080).default(60),
  YOUTUBE_API_BASE: httpUrl.default('https://www.googleapis.com'),
  /** Unset: no Telegram channel (the reminder settings say so). */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .regex(/^\d+:[\w-]+$/, 'must be a bot token from @BotFather')
    .optional(),
  TELEGRAM_API_BASE: httpUrl.default('https://api.telegram.org'),
  /** Set: updates come by webhook to POST /telegram/webhook, checked against it; unset: polling. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16 to 256 letters, digits, _ or -')
    .optional(),
  /** Web push (VAPID) keys, base64url; both unset: generated into DATA_DIR and logged once. */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Who push services may contact about our messages: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: or https: URL')
    .default('mailto:contest-tracker@localhost'),
  /** Tests and the demo only: a push endpoint over plain http on this machine is accepted. */
  WEBPUSH_ALLOW_HTTP_ENDPOINTS: flag.default(false),
  /**
   * 'Link with Codeforces' (OpenID Connect): the OAuth app made in Codeforces' API settings. Both
   * set (with PUBLIC_URL) or neither; unset, a Codeforces handle is proved by a compilation error.
   */
  CODEFORCES_OAUTH_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  CODEFORCES_OAUTH_CLIENT_SECRET: z.string().trim().min(1).max(500).optional(),
  /** Replaces https://codeforces.com for /oauth/authorize and /oauth/token (tests, the demo). */
  CODEFORCES_OAUTH_BASE: httpUrl.default('https://codeforces.com'),
  /** The origin users reach this server at (`https://contests.example.org`): where Codeforces sends them back. */
  PUBLIC_URL: httpUrl
    .refine(
      (value) => /^https?:\/\/[^/?#]+$/.test(value),
      'must be an origin: scheme, host and port, no path',
    )
    .optional(),
  /** The hosts web push subscriptions may point at; `*.` stands for any name under a domain. */
  WEBPUSH_ALLOWED_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_HOSTS.join(','))
    .transform(list)
    .pipe(
      z
        .array(
          z.string().regex(pushHost, 'must be host names, or *. and a domain, comma-separated'),
        )
        .min(1, 'must name at least one push service host'),
    ),
  /** Tests only: `host=address,…` answers for these push hosts in place of DNS. */
  WEBPUSH_RESOLVE: z
    .string()
    .default('')
    .transform(list)
    .pipe(z.array(z.string().regex(resolveEntry, 'must be host=address pairs, comma-separated')))
    .transform((entries) =>
      Object.fromEntries(entries.map((entry) => entry.split('=') as [string, string])),
    ),
  /** Replaces the origin of users' Discord webhook URLs (tests point it at a fake). */
  DISCORD_API_BASE: httpUrl.default('https://discord.com'),
  /** How often due reminders are looked for and sent; 0: never (another instance sends them). */
  REMINDER_SWEEP_SECONDS: integer(0, 3_600).default(15),
  /** How long an instance holds a reminder it is sending; after a crash another resends it then. */
  REMINDER_CLAIM_SECONDS: integer(2, 3_600).default(120),
  /** Sent as User-Agent on every platform call: a browser-like one that names us. */
  UPSTREAM_USER_AGENT: z.string().trim().min(1).max(300).default(DEFAULT_USER_AGENT),
  /** Every platform's calls go through this HTTP(S) proxy, unless its own `<PLATFORM>_PROXY` says another. */
  UPSTREAM_PROXY: httpUrl.optional(),
  /**
   * Tests and the demo: every platform's calls this many ms apart in place of its own spacing (1 or
   * 2 s, kept for the live sites); refused unless every served platform is asked on this machine.
   */
  UPSTREAM_MIN_INTERVAL_MS: integer(0, 60_000).optional(),
  /** Largest platform answer read, in bytes (bigger ones are refused, not retried). */
  UPSTREAM_MAX_BYTES: integer(1_024, 1_073_741_824).default(20 * 1024 * 1024),
  CORS_ORIGINS: z.string().default('').transform(list).pipe(z.array(httpUrl)),
  AUTH_RATE_LIMIT_PER_MINUTE: integer(1, 100_000).default(30),
  WRITE_RATE_LIMIT_PER_MINUTE: integer(1, 100_000).default(600),
  READ_RATE_LIMIT_PER_MINUTE: integer(1, 100_000).default(600),
  /** Past-list searches (`q=`) per client address: each new one may cost a query. */
  SEARCH_RATE_LIMIT_PER_MINUTE: integer(1, 100_000).default(120),
  /**
   * Where the request budgets count: `database` (shared by every instance; the default on
   * PostgreSQL) or `memory` (this instance's own; the default on the embedded database).
   */
  RATE_LIMIT_STORE: z.enum(['database', 'memory']).optional(),
  /** This instance's name in /api/status and the job leases (the deployment's unit sets `%i`). */
  INSTANCE_NAME: z.string().trim().min(1).max(100).default(`${hostname()}:${process.pid}`),
  /** How long a background job's lease outlives its holder's last renewal (renewed each third). */
  JOB_LEASE_SECONDS: integer(1, 3_600).default(60),
  TRUST_PROXY: trustProxySetting,
  WEB_DIST_DIR: z
    .string()
    .trim()
    .min(1)
    .default(fileURLToPath(new URL('../../../web/dist', import.meta.url))),
  /** The right-hand side of calendar event UIDs (`codeforces-1926@<this>`): keep it stable. */
  CALENDAR_UID_DOMAIN: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/, 'must be a host name')
    .default('contest-tracker.local'),
  /** auto: readable lines in a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Each platform's base URL settings, declared by its module (`CODEFORCES_API_BASE`…). */
const platformSettingsSchema = z.object(
  Object.fromEntries(
    Object.values(PLATFORM_MODULES).flatMap((module) =>
      module.settings.map((setting) => [setting.name, httpUrl.default(setting.default)]),
    ),
  ),
);

/**
 * Every setting name the server reads, by where it is declared: the README and
 * docs/development.md list each in exactly one of them (settings-docs.test.ts).
 */
export const SETTING_NAMES = {
  server: Object.keys(envSchema.shape),
  /** Each platform module's own (its upstream origins): docs/development.md. */
  platforms: Object.keys(platformSettingsSchema.shape),
  /** `<PLATFORM>_PROXY`, one a platform. */
  proxies: Object.keys(proxySettingsSchema.shape),
};

export type Config = z.output<typeof envSchema> & {
  /** Every platform's base URL setting by name, parsed. */
  platformBases: Readonly<Record<string, string>>;
  /** The proxy each platform's calls go through: its own setting, else UPSTREAM_PROXY. */
  platformProxies: Readonly<Partial<Record<PlatformId, string>>>;
};

const SECRET_BEARING_BASES = ['YOUTUBE_API_BASE', 'TELEGRAM_API_BASE', 'DISCORD_API_BASE'] as const;
/** Platform settings read from a third party's host (not the platform's): only over TLS (or loopback). */
const TLS_ONLY_PLATFORM_BASES = ['LEETCODE_RATINGS_BASE'] as const;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment once; empty strings count as unset so `FOO=` falls back to the default.
 * Google's keys must be Google's except under NODE_ENV=test, in the demo (`demo`: it runs on
 * this machine only) or with ALLOW_INSECURE_GOOGLE_KEYS=1; YOUTUBE_API_BASE, TELEGRAM_API_BASE,
 * DISCORD_API_BASE and (with the OAuth app set) CODEFORCES_OAUTH_BASE must be https except under
 * NODE_ENV=test and in the demo.
 */
export function parseConfig(
  env: Record<string, string | undefined>,
  options: { demo?: boolean } = {},
): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) =>
        (key in envSchema.shape ||
          key in platformSettingsSchema.shape ||
          key in proxySettingsSchema.shape) &&
        value !== '',
    ),
  );
  const result = envSchema.safeParse(present);
  const bases = platformSettingsSchema.safeParse(present);
  const proxies = proxySettingsSchema.safeParse(present);
  if (result.success && bases.success && proxies.success) {
    const platformProxies = Object.fromEntries(
      PLATFORM_IDS.flatMap((id) => {
        const proxy = proxies.data[proxySettingOf(id)] ?? result.data.UPSTREAM_PROXY;
        return proxy === undefined ? [] : [[id, proxy]];
      }),
    );
    const config: Config = { ...result.data, platformBases: bases.data, platformProxies };
    const relaxed = options.demo === true || config.NODE_ENV === 'test';
    // These carry secrets (an API key, a bot token, webhook paths): only over TLS, but to a replay.
    for (const name of SECRET_BEARING_BASES) {
      if (!relaxed && !config[name].startsWith('https://')) {
        throw new ConfigError(
          `Invalid configuration: ${name} must be an https URL outside tests and the demo (got "${config[name].slice(0, 80)}")`,
        );
      }
    }
    for (const name of TLS_ONLY_PLATFORM_BASES) {
      const value = config.platformBases[name];
      // A replay on this machine (the benchmarks' server) crosses no network.
      const loopback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(value ?? '');
      if (!relaxed && value !== undefined && !value.startsWith('https://') && !loopback) {
        throw new ConfigError(
          `Invalid configuration: ${name} must be an https URL outside tests and the demo (got "${value.slice(0, 80)}")`,
        );
      }
    }
    if (!relaxed && config.WEBPUSH_ALLOW_HTTP_ENDPOINTS) {
      throw new ConfigError(
        'Invalid configuration: WEBPUSH_ALLOW_HTTP_ENDPOINTS is for tests and the demo only',
      );
    }
    if (config.NODE_ENV !== 'test' && Object.keys(config.WEBPUSH_RESOLVE).length > 0) {
      throw new ConfigError('Invalid configuration: WEBPUSH_RESOLVE is for tests only');
    }
    checkReplayPace(config);
    if ((config.VAPID_PUBLIC_KEY === undefined) !== (config.VAPID_PRIVATE_KEY === undefined)) {
      throw new ConfigError(
        'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
      );
    }
    checkCodeforcesOAuth(config, relaxed);
    const problems =
      relaxed || config.ALLOW_INSECURE_GOOGLE_KEYS ? [] : nonGoogleKeySources(config);
    if (problems.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${problems.join('; ')}; set ALLOW_INSECURE_GOOGLE_KEYS=1 to allow it`,
      );
    }
    return config;
  }
  const issues = [
    ...(result.error?.issues ?? []),
    ...(bases.error?.issues ?? []),
    ...(proxies.error?.issues ?? []),
  ];
  const problems = issues.map((issue) => {
    const name = issue.path.map(String).join('.');
    // A proxy's address may carry its password: not repeated into the logs.
    const quoted = typeof present[name] === 'string' && !(name in proxySettingsSchema.shape);
    const got = quoted ? ` (got "${String(present[name]).slice(0, 80)}")` : '';
    return `${name} ${issue.message}${got}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A platform's spacing is politeness towards its live site: only a replay on this machine (every
 * origin of every served platform on loopback, and no proxy) may be asked faster.
 */
function checkReplayPace(config: Config): void {
  if (config.UPSTREAM_MIN_INTERVAL_MS === undefined) return;
  const live = config.PLATFORMS.flatMap((id) => [
    ...(config.platformProxies[id] === undefined ? [] : [`${id}'s proxy`]),
    ...PLATFORM_MODULES[id].settings
      .map((setting) => setting.name)
      .filter((name) => !LOOPBACK_HOSTS.has(new URL(config.platformBases[name] ?? '').hostname)),
  ]);
  if (live.length > 0) {
    throw new ConfigError(
      `Invalid configuration: UPSTREAM_MIN_INTERVAL_MS is for platforms replayed on this machine only (not ${live.join(', ')})`,
    );
  }
}

/** The OAuth app's two halves come together, and Codeforces needs somewhere to send users back. */
function checkCodeforcesOAuth(config: Config, relaxed: boolean): void {
  const id = config.CODEFORCES_OAUTH_CLIENT_ID !== undefined;
  if (id !== (config.CODEFORCES_OAUTH_CLIENT_SECRET !== undefined)) {
    throw new ConfigError(
      'Invalid configuration: CODEFORCES_OAUTH_CLIENT_ID and CODEFORCES_OAUTH_CLIENT_SECRET are set together or not at all',
    );
  }
  if (id && config.PUBLIC_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL must be set with CODEFORCES_OAUTH_CLIENT_ID (the origin users reach this server at, where Codeforces sends them back)',
    );
  }
  // The client secret is posted there: only over TLS, but to a replay.
  if (id && !relaxed && !config.CODEFORCES_OAUTH_BASE.startsWith('https://')) {
    throw new ConfigError(
      `Invalid configuration: CODEFORCES_OAUTH_BASE must be an https URL outside tests and the demo (got "${config.CODEFORCES_OAUTH_BASE.slice(0, 80)}")`,
    );
  }
}
