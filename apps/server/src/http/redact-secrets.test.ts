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
});
