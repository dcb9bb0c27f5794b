import { describe, expect, it } from 'vitest';
import { prettyLine, usePrettyLogs } from './log-destination';

describe('log lines', () => {
  it('turns a pino JSON line into one readable line with its fields', () => {
    const json = JSON.stringify({
      level: 40,
      time: Date.UTC(2026, 2, 1, 12, 0, 5),
      pid: 1,
      hostname: 'h',
      msg: 'leetcode: FAILED, HTTP 503',
      sync: 'leetcode',
      ok: false,
    });
    const line = prettyLine(json);
    expect(line).toMatch(
      /^\d\d:\d\d:05 WARN {2}leetcode: FAILED, HTTP 503 sync=leetcode ok=false$/,
    );
    expect(line).not.toContain('hostname');
  });

  it('is pretty only in a terminal, unless LOG_FORMAT says otherwise', () => {
    expect(usePrettyLogs('auto', true)).toBe(true);
    expect(usePrettyLogs('auto', false)).toBe(false);
    expect(usePrettyLogs('json', true)).toBe(false);
    expect(usePrettyLogs('pretty', false)).toBe(true);
  });
});
