import type { Logger } from '#server/lib/logger';
import type { ChannelParts } from '#server/services/reminders/channel-setup';
import type { Config } from './env';
import { nonGoogleKeySources } from './google-key-source';

/** What an operator should fix, said once at start-up. */
export function warnAtStart(config: Config, webPush: ChannelParts['webPush'], log: Logger) {
  const { generatedInto, publicKey } = webPush;
  if (generatedInto) {
    log.warn(
      { file: generatedInto, publicKey },
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: made new web push keys and kept them there; set both to the same keys on every instance',
    );
  }
  if (!config.ALLOW_INSECURE_GOOGLE_KEYS) return;
  log.warn(
    { nonGoogle: nonGoogleKeySources(config) },
    'ALLOW_INSECURE_GOOGLE_KEYS=1: Google ID tokens are checked against GOOGLE_JWKS_URL and GOOGLE_ISSUERS even where they are not Google, so whoever serves those keys can sign in as anyone (an admin too)',
  );
}
