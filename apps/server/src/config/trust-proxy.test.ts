import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from './trust-proxy';

describe('fastifyTrustProxy', () => {
  it('passes booleans and address lists through', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(true)).toBe(true);
    expect(fastifyTrustProxy(['10.0.0.1', '::1/128'])).toEqual(['10.0.0.1', '::1/128']);
  });

  it('turns a hop count into a function trusting that many hops', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect(trust('198.51.100.1', 0)).toBe(true);
    expect(trust('198.51.100.2', 1)).toBe(true);
    expect(trust('198.51.100.3', 2)).toBe(false);
  });
});
