import { describe, expect, it } from 'vitest';
import { demoHostRefusal } from '../../../scripts/demo-host.mjs';

describe('demoHostRefusal', () => {
  it.each([
    undefined,
    '127.0.0.1',
    '127.3.2.1',
    '::1',
    '[::1]',
    'localhost',
    'LocalHost',
    '::ffff:127.0.0.1',
  ])('lets the demo listen on loopback: %s', (host) => {
    expect(demoHostRefusal(host)).toBeUndefined();
  });

  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.20',
    '10.0.0.1',
    'example.com',
    '127.0.0.1.nip.io',
    '128.0.0.1',
  ])('refuses any other HOST in one line saying why: %s', (host) => {
    expect(demoHostRefusal(host)).toBe(
      `The demo signs anyone in as its admin: it listens on loopback only (HOST=${host} refused).`,
    );
  });
});
