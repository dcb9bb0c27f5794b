import type { ChannelKind } from '@contest-tracker/contract';
import type { ReminderMessage } from './reminder-message';

/**
 * How a send went. `gone`: the destination says it no longer exists (the channel is switched off,
 * with `reason` shown on /profile); otherwise a failure is retried, not before `retryAfterMs`.
 */
export type SendOutcome =
  | { ok: true }
  | { ok: false; gone: true; reason: string }
  | { ok: false; gone: false; error: string; retryAfterMs?: number };

export interface ChannelSender {
  send(destination: string, message: ReminderMessage): Promise<SendOutcome>;
}

export type Senders = Partial<Record<ChannelKind, ChannelSender>>;

export const failed = (error: string, retryAfterMs?: number): SendOutcome => ({
  ok: false,
  gone: false,
  error,
  ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
});
