import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config/env';
import { redactSecrets } from './redact-secrets';

/** The slice of pino's interface (Fastify's logger) that the app's modules log through. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** Fastify's request serializer: what a request log line says about it (its URL is redacted below). */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The settings that are credentials: each is removed from every log line, however it got there. */
type SecretSettings = Pick<
  Config,
  | 'TELEGRAM_BOT_TOKEN'
  | 'TELEGRAM_WEBHOOK_SECRET'
  | 'YOUTUBE_API_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'CODEFORCES_OAUTH_CLIENT_SECRET'
>;

function configuredSecrets(config: SecretSettings): string[] {
  return [
    config.TELEGRAM_BOT_TOKEN,
    config.TELEGRAM_WEBHOOK_SECRET,
    config.YOUTUBE_API_KEY,
    config.VAPID_PRIVATE_KEY,
    config.CODEFORCES_OAUTH_CLIENT_SECRET,
  ].filter((secret): secret is string => secret !== undefined);
}

/**
 * The logger's one redaction (bot tokens, webhook paths, feed secrets, push endpoints): pino hands
 * every finished line (message, error with its stack and causes, request URL, bindings) to
 * `streamWrite` before any destination sees it, so no way of logging goes around it.
 */
export function redactingLogOptions(config: SecretSettings) {
  const known = configuredSecrets(config);
  return {
    serializers: { req: loggedRequest },
    hooks: { streamWrite: (line: string) => redactSecrets(line, known) },
  };
}
