import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './negotiate-encoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['BR', 'br'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['br;q=0.000', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [';;,,q=,br;q=abc', undefined],
    [undefined, undefined],
  ])('answers %j with %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });
});
