import { describe, expect, it } from 'vitest';
import { parseEndedSessions } from './sessions-ended';

describe("the database's announcements of ended sessions", () => {
  it("reads the trigger's user ids, and '*' as everyone", () => {
    expect(parseEndedSessions('7')).toEqual({ userIds: [7] });
    expect(parseEndedSessions('1,20,300')).toEqual({ userIds: [1, 20, 300] });
    expect(parseEndedSessions('*')).toBe('all');
  });

  it('drops everything on what it cannot read (never fewer sessions than announced)', () => {
    for (const payload of ['', '1,', 'a', '1;2', ' 1', '**']) {
      expect(parseEndedSessions(payload), payload).toBe('all');
    }
  });
});
