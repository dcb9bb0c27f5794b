import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { parseSchedulePage } from './parse-page';

function limitError(html: string): UpstreamError {
  try {
    parseSchedulePage(html);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('parseSchedulePage', () => {
  it('stops on markup no schedule has: too deep, or too many elements', () => {
    expect(limitError('<div>'.repeat(300)).kind).toBe('parse_limit');
    expect(limitError('<p></p>'.repeat(20_001))).toMatchObject({
      kind: 'parse_limit',
      publicMessage: 'page too large',
    });
    // A page just inside both limits is read.
    expect(parseSchedulePage('<div>'.repeat(250) + '<p></p>'.repeat(19_000)).tables).toEqual([]);
  });
});
