import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactingLogOptions } from './logger';
import { redactSecrets } from './redact-secrets';

const TOKEN = '123456789:AAH-very_secret-bot-token-0123456789ab';

describe('redactSecrets', () => {
  it('hides a personal feed secret and keeps the rest of the URL', () => {
    const secret = 'A'.repeat(43);
    expect(redactSecrets(`/calendar/u/${secret}.ics?x=1`)).toBe('/calendar/u/[redacted]?x=1');
    expect(redactSecrets('/calendar/contests.ics?platforms=codeforces')).toBe(
      '/calendar/contests.ics?platforms=codeforces',
    );
    expect(redactSecrets(`GET http://localhost:3000/calendar/u/${secret}.ics failed`)).toBe(
      'GET http://localhost:3000/calendar/u/[redacted] failed',
    );
  });

  it.each([
    '/calendar/%75/SECRET.ics',
    '/calendar/%75/SECRET.ics/',
    '/%63alendar/u/SECRET.ics',
    '/calendar%2Fu%2FSECRET.ics',
    '/calendar/u/%53ECRET.ics',
  ])('hides the secret of a percent-encoded feed path %s', (url) => {
    const redacted = redactSecrets(`${url}?x=1`);
    expect(redacted).not.toMatch(/SECRET|%53ECRET/);
    expect(redacted).toMatch(/^\/calendar\/u\/\[redacted\]\/?\?x=1$/);
  });

  it('hides a bot token in a Bot API path, plain or percent-encoded, and quoted alone', () => {
    const fetchError = `request to https://api.telegram.org/bot${TOKEN}/getUpdates failed, reason: connect ECONNREFUSED`;
    expect(redactSecrets(fetchError)).toBe(
      'request to https://api.telegram.org/bot[redacted]/getUpdates failed, reason: connect ECONNREFUSED',
    );
    expect(redactSecrets(`/bot${TOKEN.replace(':', '%3A')}/sendMessage`)).toBe(
      '/bot[redacted]/sendMessage',
    );
    expect(redactSecrets(`token ${TOKEN} refused`)).toBe('token [redacted] refused');
    // A token of any length in a Bot API path, even one no setting names.
    expect(redactSecrets('http://127.0.0.1:9/bot1:a-b_c/getMe')).toBe(
      'http://127.0.0.1:9/bot[redacted]/getMe',
    );
  });

  it('hides a Discord webhook token and keeps which webhook it was', () => {
    expect(
      redactSecrets(
        'POST https://discord.com/api/webhooks/112233445566/secret-token_ABCD.x failed',
      ),
    ).toBe('POST https://discord.com/api/webhooks/112233445566/[redacted] failed');
    expect(redactSecrets('https://discord.com/api/v10/webhooks/1/abc?wait=true')).toBe(
      'https://discord.com/api/v10/webhooks/1/[redacted]?wait=true',
    );
  });

  it('hides the Telegram webhook secret in a header map and in setWebhook parameters', () => {
    expect(redactSecrets('{"x-telegram-bot-api-secret-token":"s3cr3t-value-here"}')).toBe(
      '{"x-telegram-bot-api-secret-token":"[redacted]"}',
    );
    expect(
      redactSecrets('/setWebhook?url=https://x.example/telegram/webhook&secret_token=abc'),
    ).toBe('/setWebhook?url=https://x.example/telegram/webhook&secret_token=[redacted]');
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-secret',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD-secret',
    'https://web.push.apple.com/QGx-secret-apple-token',
  ])('hides the path of a push service endpoint %s', (endpoint) => {
    const redacted = redactSecrets(`push to ${endpoint} failed`);
    expect(redacted).not.toMatch(/secret|APA91b/);
    expect(redacted).toMatch(/^push to https:\/\/[\w.-]+\/\[redacted\] failed$/);
  });

  it('hides any endpoint field of a logged object, whatever its host', () => {
    const line = JSON.stringify({ err: { endpoint: 'http://127.0.0.1:4000/push/abc-secret' } });
    expect(redactSecrets(line)).toBe('{"err":{"endpoint":"http://127.0.0.1:4000/[redacted]"}}');
  });

  it('hides credential parameters, user:password@ and the configured secrets, and nothing else', () => {
    expect(redactSecrets('https://u:p@x.example/a?key=K1&part=snippet&token=T')).toBe(
      'https://[redacted]@x.example/a?key=[redacted]&part=snippet&token=[redacted]',
    );
    expect(redactSecrets('the key is AIzaSyExample-key', ['AIzaSyExample-key'])).toBe(
      'the key is [redacted]',
    );
    const plain =
      'codeforces: FAILED, HTTP 503 at https://codeforces.com/api/contest.list?gym=false';
    expect(redactSecrets(plain)).toBe(plain);
  });

  it('leaves a JSON line valid, even where decoding a feed path would bring in a quote', () => {
    const line = JSON.stringify({ url: '/calendar/u/%22SECRET%5C.ics', msg: 'x' });
    const redacted = redactSecrets(line);
    expect(redacted).not.toContain('SECRET');
    expect(() => JSON.parse(redacted) as unknown).not.toThrow();
  });
});

describe('the logger', () => {
  it('redacts every part of every line: message, fields, stack, nested errors and causes', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        ...redactingLogOptions({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: undefined }),
        stream: { write: (line: string) => void lines.push(line) },
      },
    });
    const url = `https://api.telegram.org/bot${TOKEN}/getUpdates`;
    const inner = Object.assign(new Error(`request to ${url} failed`), { url });
    const outer = Object.assign(
      new Error("Network request for 'getUpdates' failed!", { cause: inner }),
      {
        error: inner,
      },
    );
    app.log.error({ err: outer, job: 'telegram-poll' }, `polling ${url} failed`);
    app.log.warn(new Error(`sendMessage to ${url} failed`));
    app.log.info(`bare token ${TOKEN}`);
    app.log.warn({ url: '/calendar/%75/FEEDSECRET.ics' }, 'GET /calendar/u/FEEDSECRET.ics failed');
    app.log.warn(
      { endpoint: 'https://fcm.googleapis.com/fcm/send/PUSHSECRET' },
      'POST https://discord.com/api/webhooks/1/HOOKSECRET failed',
    );
    await app.close();
    const output = lines.join('');
    expect(output).toContain('bot[redacted]/getUpdates');
    expect(output).toContain('"job":"telegram-poll"');
    expect(output).not.toContain(TOKEN);
    expect(output).not.toContain(TOKEN.split(':')[1]);
    expect(output).not.toMatch(/FEEDSECRET|PUSHSECRET|HOOKSECRET/);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });
});
