import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
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
    const keys = webpush.generateVAPIDKeys();
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    chmodSync(file, 0o600);
    return { ...keys, generatedInto: file };
  }
}
