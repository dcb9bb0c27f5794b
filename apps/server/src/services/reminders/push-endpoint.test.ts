import { describe, expect, it } from 'vitest';
import {
  checkEndpoint,
  DEFAULT_PUSH_HOSTS,
  isAllowedHost,
  isPublicAddress,
  type PinnedAddress,
  type PushEndpointRules,
} from './push-endpoint';

const family = (address: string): 4 | 6 => (address.includes(':') ? 6 : 4);
/** DNS as a test says: each name answers with these addresses; an unknown name fails. */
const rules = (
  names: Record<string, string[]>,
  more: Partial<PushEndpointRules> = {},
): PushEndpointRules => ({
  allowedHosts: DEFAULT_PUSH_HOSTS,
  allowHttp: false,
  resolve: (host) => {
    const addresses = names[host];
    if (!addresses) return Promise.reject(new Error(`ENOTFOUND ${host}`));
    return Promise.resolve(addresses.map((address) => ({ address, family: family(address) })));
  },
  ...more,
});

describe('push endpoints', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '64:ff9b::a00:1',
    'not-an-address',
  ])('counts %s as not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '142.250.74.106',
    '8.8.8.8',
    '172.32.0.1',
    '2a00:1450:4001:80b::200a',
    '::ffff:8.8.8.8',
  ])('counts %s as public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('matches host names exactly, and *. names only under their domain', () => {
    const hosts = DEFAULT_PUSH_HOSTS;
    expect(isAllowedHost('fcm.googleapis.com', hosts)).toBe(true);
    expect(isAllowedHost('FCM.googleapis.com', hosts)).toBe(true);
    expect(isAllowedHost('wns2-by3p.notify.windows.com', hosts)).toBe(true);
    expect(isAllowedHost('notify.windows.com', hosts)).toBe(false);
    expect(isAllowedHost('evilnotify.windows.com', hosts)).toBe(false);
    expect(isAllowedHost('fcm.googleapis.com.evil.example', hosts)).toBe(false);
    expect(isAllowedHost('evil-fcm.googleapis.com', hosts)).toBe(false);
    expect(isAllowedHost('fcm.googleapis.com.', hosts)).toBe(false);
  });

  it('pins the first address of a push service whose every address is public', async () => {
    const checked = await checkEndpoint(
      'https://fcm.googleapis.com/fcm/send/abc',
      rules({ 'fcm.googleapis.com': ['142.250.74.106', '2a00:1450:4001:80b::200a'] }),
    );
    expect(checked).toMatchObject({
      ok: true,
      address: { address: '142.250.74.106', family: 4 } satisfies PinnedAddress,
    });
  });

  it('refuses a name with any address that is not public, a name DNS does not know, and a bad URL', async () => {
    const dns = rules({
      'fcm.googleapis.com': ['142.250.74.106', '10.0.0.7'],
      'web.push.apple.com': ['::ffff:127.0.0.1'],
    });
    const problem = async (endpoint: string) => {
      const checked = await checkEndpoint(endpoint, dns);
      return checked.ok ? 'accepted' : checked.problem;
    };
    expect(await problem('https://fcm.googleapis.com/fcm/send/abc')).toBe('address');
    expect(await problem('https://web.push.apple.com/QGx')).toBe('address');
    expect(await problem('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(
      'unresolved',
    );
    expect(await problem('https://[::1]/x')).toBe('host');
    expect(await problem('https://142.250.74.106/fcm/send/abc')).toBe('host');
    expect(await problem('http://fcm.googleapis.com/fcm/send/abc')).toBe('scheme');
    expect(await problem('ftp://fcm.googleapis.com/x')).toBe('scheme');
    expect(await problem('not a url')).toBe('scheme');
  });

  it('lets a plain-http local push service in with the test-only setting, on loopback only', async () => {
    const dns = rules(
      { 'push.test': ['127.0.0.1'], 'lan.test': ['192.168.1.20'] },
      { allowHttp: true },
    );
    const accepted = await checkEndpoint('http://push.test:8080/push/x', dns);
    expect(accepted).toMatchObject({ ok: true, address: { address: '127.0.0.1' } });
    expect(await checkEndpoint('http://lan.test/push/x', dns)).toEqual({
      ok: false,
      problem: 'address',
    });
    expect(await checkEndpoint('http://[::1]:8080/push/x', dns)).toMatchObject({ ok: true });
    // https endpoints keep every rule.
    expect(await checkEndpoint('https://push.test/push/x', dns)).toEqual({
      ok: false,
      problem: 'host',
    });
  });
});
