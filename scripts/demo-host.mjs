// `npm run demo` signs anyone in as its admin: it listens on this machine only. Checked before the
// build (scripts/check-demo-host.mjs, first in the npm script) and again by the demo itself, which
// bundles this file (for `node dist/bin/demo.js` run directly).
import { isIPv4 } from 'node:net';

/** 127.0.0.0/8, ::1 (also as an IPv4-mapped or bracketed address) and localhost. */
function isLoopback(host) {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === 'localhost.' || name === '::1') return true;
  const ipv4 = name.replace(/^::ffff:/, '');
  return isIPv4(ipv4) && ipv4.split('.')[0] === '127';
}

/**
 * Why the demo will not listen on `host` (the HOST setting; unset is 127.0.0.1), or undefined.
 * @param {string | undefined} host
 * @returns {string | undefined}
 */
export function demoHostRefusal(host) {
  if (host === undefined || host.trim() === '' || isLoopback(host)) return undefined;
  return `The demo signs anyone in as its admin: it listens on loopback only (HOST=${host.trim()} refused).`;
}
