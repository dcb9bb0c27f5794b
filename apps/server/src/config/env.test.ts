import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env';

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      SYNC_INTERVAL_MINUTES: 30,
      platformBases: expect.objectContaining({
        CODEFORCES_API_BASE: 'https://codeforces.com',
        LEETCODE_API_BASE: 'https://leetcode.com',
        CODECHEF_API_BASE: 'https://www.codechef.com',
        ATCODER_BASE: 'https://atcoder.jp',
        ATCODER_PROBLEMS_BASE: 'https://kenkoooo.com',
      }) as unknown,
      ADMIN_EMAILS: [],
      CORS_ORIGINS: [],
      GOOGLE_ISSUERS: ['https://accounts.google.com', 'accounts.google.com'],
      AUTH_RATE_LIMIT_PER_MINUTE: 30,
      WRITE_RATE_LIMIT_PER_MINUTE: 600,
      READ_RATE_LIMIT_PER_MINUTE: 600,
      SEARCH_RATE_LIMIT_PER_MINUTE: 120,
      TRUST_PROXY: false,
      ACCEPT_GOOGLE_ID_TOKENS: true,
      YOUTUBE_PLAYLIST_IDS: ['UUqL-fzHtN3NQPbYqGymMbTA'],
      YOUTUBE_SYNC_MINUTES: 60,
      YOUTUBE_API_BASE: 'https://www.googleapis.com',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.YOUTUBE_API_KEY).toBeUndefined();
  });

  it('reads the YouTube source settings and names a bad playlist id', () => {
    const config = parseConfig({
      YOUTUBE_API_KEY: 'k',
      YOUTUBE_PLAYLIST_IDS: 'UUa, PLb_c-d',
      YOUTUBE_API_BASE: 'http://127.0.0.1:9/',
      NODE_ENV: 'test',
    });
    expect(config).toMatchObject({
      YOUTUBE_API_KEY: 'k',
      YOUTUBE_PLAYLIST_IDS: ['UUa', 'PLb_c-d'],
      YOUTUBE_API_BASE: 'http://127.0.0.1:9',
    });
    expect(() => parseConfig({ YOUTUBE_PLAYLIST_IDS: 'UUa,https://x/y' })).toThrow(
      /YOUTUBE_PLAYLIST_IDS\.1 must be comma-separated playlist ids/,
    );
  });

  it.each([
    ['0', false],
    ['false', false],
    ['FALSE', false],
    ['1', true],
    ['true', true],
  ])('reads ACCEPT_GOOGLE_ID_TOKENS=%s', (value, expected) => {
    expect(parseConfig({ ACCEPT_GOOGLE_ID_TOKENS: value }).ACCEPT_GOOGLE_ID_TOKENS).toBe(expected);
  });

  it('refuses an ACCEPT_GOOGLE_ID_TOKENS that is not a yes or no', () => {
    expect(() => parseConfig({ ACCEPT_GOOGLE_ID_TOKENS: 'maybe' })).toThrow(
      /ACCEPT_GOOGLE_ID_TOKENS must be true or false/,
    );
  });

  it.each([
    ['false', false],
    ['0', false],
    ['true', true],
    ['TRUE', true],
    ['2', 2],
    [
      ' 10.0.0.1, 192.168.0.0/16 ,::1, fd00::/8, loopback',
      ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback'],
    ],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('reads the push service hosts, and keeps WEBPUSH_RESOLVE to tests', () => {
    expect(parseConfig({}).WEBPUSH_ALLOWED_HOSTS).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.notify.windows.com',
      'web.push.apple.com',
    ]);
    expect(
      parseConfig({ WEBPUSH_ALLOWED_HOSTS: 'push.example.com, *.push.example.org' })
        .WEBPUSH_ALLOWED_HOSTS,
    ).toEqual(['push.example.com', '*.push.example.org']);
    expect(() => parseConfig({ WEBPUSH_ALLOWED_HOSTS: 'https://push.example.com' })).toThrow(
      /WEBPUSH_ALLOWED_HOSTS\.0 must be host names/,
    );
    const resolve = 'fcm.googleapis.com=10.0.0.7';
    expect(parseConfig({ NODE_ENV: 'test', WEBPUSH_RESOLVE: resolve }).WEBPUSH_RESOLVE).toEqual({
      'fcm.googleapis.com': '10.0.0.7',
    });
    expect(() => parseConfig({ WEBPUSH_RESOLVE: resolve })).toThrow(
      'Invalid configuration: WEBPUSH_RESOLVE is for tests only',
    );
  });

  it('takes UPSTREAM_MIN_INTERVAL_MS only when every served platform is asked on this machine', () => {
    expect(parseConfig({}).UPSTREAM_MIN_INTERVAL_MS).toBeUndefined();
    const local = {
      PLATFORMS: 'codeforces,codechef',
      CODEFORCES_API_BASE: 'http://127.0.0.1:4000',
      CODECHEF_API_BASE: 'http://localhost:4000/codechef',
      UPSTREAM_MIN_INTERVAL_MS: '0',
    };
    expect(parseConfig(local).UPSTREAM_MIN_INTERVAL_MS).toBe(0);
    expect(parseConfig({ ...local, CODECHEF_API_BASE: 'http://[::1]:4000' })).toMatchObject({
      UPSTREAM_MIN_INTERVAL_MS: 0,
    });
    // A live site keeps its spacing, under NODE_ENV=test and in the demo too.
    for (const options of [{}, { demo: true }]) {
      expect(() => parseConfig({ ...local, CODECHEF_API_BASE: undefined }, options)).toThrow(
        'Invalid configuration: UPSTREAM_MIN_INTERVAL_MS is for platforms replayed on this machine only (not CODECHEF_API_BASE)',
      );
    }
    expect(() =>
      parseConfig({ ...local, NODE_ENV: 'test', CODECHEF_API_BASE: 'http://127.0.0.2:4000' }),
    ).toThrow('(not CODECHEF_API_BASE)');
    expect(() => parseConfig({ ...local, CODEFORCES_PROXY: 'http://127.0.0.1:8080' })).toThrow(
      "(not codeforces's proxy)",
    );
    expect(() => parseConfig({ ...local, UPSTREAM_MIN_INTERVAL_MS: '-1' })).toThrow(
      'UPSTREAM_MIN_INTERVAL_MS must be a whole number from 0 to 60000',
    );
  });

  it('reads lists, numbers and strips trailing slashes from bases', () => {
    const config = parseConfig({
      PORT: '8080',
      SYNC_INTERVAL_MINUTES: '0',
      ADMIN_EMAILS: ' Admin@Example.com , b@example.com',
      CODECHEF_API_BASE: 'http://127.0.0.1:9000/',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
    });
    expect(config.PORT).toBe(8080);
    expect(config.SYNC_INTERVAL_MINUTES).toBe(0);
    expect(config.ADMIN_EMAILS).toEqual(['admin@example.com', 'b@example.com']);
    expect(config.platformBases.CODECHEF_API_BASE).toBe('http://127.0.0.1:9000');
    expect(config.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/db');
  });

  it('treats empty values as unset', () => {
    const config = parseConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SYNC_INTERVAL_MINUTES', '-5'],
    ['CODEFORCES_API_BASE', 'not a url'],
    ['LEETCODE_API_BASE', 'ftp://example.com'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_EMAILS', 'not-an-email'],
    ['LOG_LEVEL', 'loud'],
    ['READ_RATE_LIMIT_PER_MINUTE', '0'],
    ['SEARCH_RATE_LIMIT_PER_MINUTE', '0'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '33'],
    ['TRUST_PROXY', '10.0.0'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.example.com'],
    ['TRUST_PROXY', ','],
    ['UPSTREAM_PROXY', 'not a url'],
    ['ATCODER_PROXY', 'socks5://127.0.0.1:1080'],
    ['LEETCODE_PROXY', 'proxy.example.com:3128'],
    ['UPSTREAM_USER_AGENT', 'x'.repeat(301)],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    const attempt = () => parseConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid configuration: ${name}`));
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  describe("Google's keys", () => {
    const local = 'http://127.0.0.1:4000/oauth2/v3/certs';

    it.each([
      ['GOOGLE_JWKS_URL', { GOOGLE_JWKS_URL: local }],
      ['GOOGLE_JWKS_URL', { GOOGLE_JWKS_URL: 'https://www.googleapis.com.evil.example/certs' }],
      ['GOOGLE_JWKS_URL', { GOOGLE_JWKS_URL: 'http://www.googleapis.com/oauth2/v3/certs' }],
      ['GOOGLE_JWKS_URL', { GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v1/certs' }],
      ['GOOGLE_JWKS_URL', { GOOGLE_JWKS_URL: 'https://www.googleapis.com/url?q=https://evil' }],
      ['GOOGLE_JWKS_URL', { GOOGLE_JWKS_URL: 'https://www.googleapis.com:8443/oauth2/v3/certs' }],
      ['GOOGLE_ISSUERS', { GOOGLE_ISSUERS: 'https://accounts.google.com,https://evil.example' }],
    ])('refuse %s that is not Google outside tests and the demo', (name, env) => {
      for (const NODE_ENV of [undefined, 'production', 'development']) {
        expect(() => parseConfig({ ...env, NODE_ENV })).toThrow(
          new RegExp(`^Invalid configuration: ${name} must .*ALLOW_INSECURE_GOOGLE_KEYS=1`),
        );
      }
    });

    it('are anything under NODE_ENV=test, in the demo, or with ALLOW_INSECURE_GOOGLE_KEYS=1', () => {
      const env = { GOOGLE_JWKS_URL: local, GOOGLE_ISSUERS: 'http://127.0.0.1:4000' };
      expect(parseConfig({ ...env, NODE_ENV: 'test' }).GOOGLE_JWKS_URL).toBe(local);
      expect(parseConfig(env, { demo: true }).GOOGLE_JWKS_URL).toBe(local);
      const allowed = parseConfig({ ...env, ALLOW_INSECURE_GOOGLE_KEYS: '1' });
      expect(allowed).toMatchObject({ GOOGLE_JWKS_URL: local, ALLOW_INSECURE_GOOGLE_KEYS: true });
      expect(() => parseConfig({ ...env, ALLOW_INSECURE_GOOGLE_KEYS: '0' })).toThrow(ConfigError);
    });

    it("accept nothing but Google's certs URL without ALLOW_INSECURE_GOOGLE_KEYS", () => {
      const exact = { GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs' };
      expect(parseConfig({ ...exact, NODE_ENV: 'production' })).toMatchObject(exact);
    });

    it("are Google's by default, in production too", () => {
      expect(parseConfig({ NODE_ENV: 'production' })).toMatchObject({
        GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
        ALLOW_INSECURE_GOOGLE_KEYS: false,
      });
    });
  });

  describe('YOUTUBE_API_BASE', () => {
    it('must be https outside tests and the demo: the API key is in its query', () => {
      const env = { YOUTUBE_API_BASE: 'http://127.0.0.1:9' };
      for (const NODE_ENV of [undefined, 'production', 'development']) {
        expect(() => parseConfig({ ...env, NODE_ENV })).toThrow(
          /^Invalid configuration: YOUTUBE_API_BASE must be an https URL/,
        );
      }
      expect(parseConfig({ ...env, NODE_ENV: 'test' }).YOUTUBE_API_BASE).toBe(env.YOUTUBE_API_BASE);
      expect(parseConfig(env, { demo: true }).YOUTUBE_API_BASE).toBe(env.YOUTUBE_API_BASE);
      expect(parseConfig({ YOUTUBE_API_BASE: 'https://yt.example' }).YOUTUBE_API_BASE).toBe(
        'https://yt.example',
      );
    });
  });

  describe('LEETCODE_RATINGS_BASE', () => {
    it("defaults to zerotrac's raw GitHub location and must be https outside tests and the demo", () => {
      expect(parseConfig({}).platformBases.LEETCODE_RATINGS_BASE).toBe(
        'https://raw.githubusercontent.com/zerotrac/leetcode_problem_rating/main',
      );
      const env = { LEETCODE_RATINGS_BASE: 'http://ratings.example' };
      expect(() => parseConfig(env)).toThrow(
        /^Invalid configuration: LEETCODE_RATINGS_BASE must be an https URL outside tests and the demo/,
      );
      // A replay on this machine (the benchmarks') crosses no network.
      expect(
        parseConfig({ LEETCODE_RATINGS_BASE: 'http://127.0.0.1:9' }).platformBases
          .LEETCODE_RATINGS_BASE,
      ).toBe('http://127.0.0.1:9');
      expect(parseConfig({ ...env, NODE_ENV: 'test' }).platformBases.LEETCODE_RATINGS_BASE).toBe(
        'http://ratings.example',
      );
      expect(parseConfig(env, { demo: true }).platformBases.LEETCODE_RATINGS_BASE).toBe(
        'http://ratings.example',
      );
    });
  });

  describe('Link with Codeforces (CODEFORCES_OAUTH_*, PUBLIC_URL)', () => {
    const app = {
      CODEFORCES_OAUTH_CLIENT_ID: 'app-id',
      CODEFORCES_OAUTH_CLIENT_SECRET: 'app-secret',
      PUBLIC_URL: 'https://contests.example.org/',
    };

    it('is off by default, Codeforces itself the provider', () => {
      const config = parseConfig({});
      expect(config.CODEFORCES_OAUTH_CLIENT_ID).toBeUndefined();
      expect(config.PUBLIC_URL).toBeUndefined();
      expect(config.CODEFORCES_OAUTH_BASE).toBe('https://codeforces.com');
    });

    it('reads the app and the public origin', () => {
      expect(parseConfig(app)).toMatchObject({
        ...app,
        PUBLIC_URL: 'https://contests.example.org',
        CODEFORCES_OAUTH_BASE: 'https://codeforces.com',
      });
    });

    it('needs PUBLIC_URL with the app: Codeforces sends users back there', () => {
      expect(() => parseConfig({ ...app, PUBLIC_URL: '' })).toThrow(
        /^Invalid configuration: PUBLIC_URL must be set with CODEFORCES_OAUTH_CLIENT_ID/,
      );
      // Tests and the demo too.
      expect(() => parseConfig({ ...app, PUBLIC_URL: undefined, NODE_ENV: 'test' })).toThrow(
        /PUBLIC_URL must be set/,
      );
    });

    it('takes the id and the secret together or not at all', () => {
      for (const half of ['CODEFORCES_OAUTH_CLIENT_ID', 'CODEFORCES_OAUTH_CLIENT_SECRET']) {
        expect(() => parseConfig({ ...app, [half]: '' })).toThrow(
          /^Invalid configuration: CODEFORCES_OAUTH_CLIENT_ID and CODEFORCES_OAUTH_CLIENT_SECRET are set together or not at all$/,
        );
      }
    });

    it('refuses a PUBLIC_URL that is not an http(s) origin, in one line', () => {
      for (const bad of ['contests.example.org', 'ftp://x.example', 'https://x.example/app']) {
        expect(() => parseConfig({ ...app, PUBLIC_URL: bad })).toThrow(
          new RegExp(`^Invalid configuration: PUBLIC_URL must be .*\\(got "${bad}"\\)$`),
        );
      }
      expect(parseConfig({ ...app, PUBLIC_URL: 'http://127.0.0.1:3000' }).PUBLIC_URL).toBe(
        'http://127.0.0.1:3000',
      );
    });

    it('posts the secret over https only, outside tests and the demo', () => {
      const env = { ...app, CODEFORCES_OAUTH_BASE: 'http://127.0.0.1:9' };
      for (const NODE_ENV of [undefined, 'production']) {
        expect(() => parseConfig({ ...env, NODE_ENV })).toThrow(
          /^Invalid configuration: CODEFORCES_OAUTH_BASE must be an https URL outside tests and the demo \(got "http:\/\/127.0.0.1:9"\)$/,
        );
      }
      expect(parseConfig({ ...env, NODE_ENV: 'test' }).CODEFORCES_OAUTH_BASE).toBe(
        'http://127.0.0.1:9',
      );
      expect(parseConfig(env, { demo: true }).CODEFORCES_OAUTH_BASE).toBe('http://127.0.0.1:9');
      // Unused without the app: the replay's origin may stay in any configuration.
      expect(
        parseConfig({ CODEFORCES_OAUTH_BASE: 'http://127.0.0.1:9' }).CODEFORCES_OAUTH_BASE,
      ).toBe('http://127.0.0.1:9');
    });
  });

  describe('upstream calls: their User-Agent and proxies', () => {
    it('names the product by default, and no proxy', () => {
      const config = parseConfig({});
      expect(config.UPSTREAM_USER_AGENT).toMatch(
        /^Mozilla\/5\.0 \(compatible; contest-tracker\/1\.0; /,
      );
      expect(config.platformProxies).toEqual({});
    });

    it('sends every platform through UPSTREAM_PROXY but one with its own', () => {
      const config = parseConfig({
        UPSTREAM_PROXY: 'http://proxy.example.com:3128/',
        ATCODER_PROXY: 'https://user:pw@jp-proxy.example.com:8443',
        UPSTREAM_USER_AGENT: 'Mozilla/5.0 (compatible; my-tracker/2.0)',
      });
      expect(config.UPSTREAM_USER_AGENT).toBe('Mozilla/5.0 (compatible; my-tracker/2.0)');
      expect(config.platformProxies).toMatchObject({
        atcoder: 'https://user:pw@jp-proxy.example.com:8443',
        leetcode: 'http://proxy.example.com:3128',
        cfgym: 'http://proxy.example.com:3128',
      });
      expect(parseConfig({ LEETCODE_PROXY: 'http://p:1' }).platformProxies).toEqual({
        leetcode: 'http://p:1',
      });
    });

    it('does not repeat a bad proxy address, which may hold a password', () => {
      expect(() => parseConfig({ HACKEREARTH_PROXY: 'http://u:hunter2@' })).toThrow(
        /^Invalid configuration: HACKEREARTH_PROXY must be an http\(s\) URL$/,
      );
    });
  });
});
