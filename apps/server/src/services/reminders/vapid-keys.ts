import { createECDH } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from '#server/config/env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Set when this start made them: the server logs it once. */
  generatedInto?: string;
}

const storedSchema = z.object({ publicKey: z.string(), privateKey: z.string() });

/**
 * The settings' keys, or those kept in DATA_DIR, or new ones written there (owner-only). Push
 * subscriptions are bound to the public key: it must not change under them.
 */
export function resolveVapidKeys(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'DATA_DIR'>,
): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const file = join(config.DATA_DIR, 'vapid-keys.json');
  try {
    return storedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    const keys = newVapidKeys();
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    chmodSync(file, 0o600);
    return { ...keys, generatedInto: file };
  }
}

/**
 * A P-256 key pair as VAPID writes it (RFC 8292): the public key as an uncompressed point, the
 * private key as its 32 bytes, both base64url (what web-push's generateVAPIDKeys makes, without
 * loading web-push at start-up).
 */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // A key with leading zero bytes comes back shorter: VAPID wants all 32.
  const secret = curve.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - secret.length), secret]);
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}
