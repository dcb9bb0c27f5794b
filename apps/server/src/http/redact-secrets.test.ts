import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-secrets';

describe('redactUrl', () => {
  it('hides a personal feed secret and keeps the rest of the URL', () => {
    const secret = 'A'.repeat(43);
    expect(redactUrl(`/calendar/u/${secret}.ics?x=1`)).toBe('/calendar/u/[redacted]?x=1');
    expect(redactUrl('/calendar/contests.ics?platforms=codeforces')).toBe(
      '/calendar/contests.ics?platforms=codeforces',
    );
  });

  it.each([
    '/calendar/%75/SECRET.ics',
    '/calendar/%75/SECRET.ics/',
    '/%63alendar/u/SECRET.ics',
    '/calendar%2Fu%2FSECRET.ics',
    '/calendar/u/%53ECRET.ics',
  ])('hides the secret of a percent-encoded feed path %s', (url) => {
    const redacted = redactUrl(`${url}?x=1`);
    expect(redacted).not.toMatch(/SECRET|%53ECRET/);
    expect(redacted).toMatch(/^\/calendar\/u\/\[redacted\]\/?\?x=1$/);
  });
});
