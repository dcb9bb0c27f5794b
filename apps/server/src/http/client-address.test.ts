import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps each IPv4 address apart', () => {
    expect(addressKey('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe(addressKey('203.0.113.7'));
    expect(addressKey('::ffff:cb00:7107')).toBe('ip:203.0.113.7');
  });

  it('groups IPv6 addresses by their /64', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('ip:2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('2001:0DB8:0001:0002:0:0:0:9')).toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('ip:fe80::/64');
  });

  it('keeps another /64 apart', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('2001:db8:2:2::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('counts what is not an address under the peer that sent it', () => {
    for (const forwarded of ['198.51.100.7:1234', '198.51.100.7:5678', 'unknown', '10.1', '']) {
      expect(addressKey(forwarded, '127.0.0.1')).toBe('ip:127.0.0.1');
    }
    expect(addressKey('[2001:db8::1]:443', '::ffff:127.0.0.1')).toBe('ip:127.0.0.1');
    expect(addressKey('unknown')).toBe('ip:unknown');
  });
});
