import type { Database } from '#server/db/database';
import { LOCKS } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import type { Logger } from '#server/lib/logger';
import { deliverDue, type DeliveryReport } from './deliver-due';
import { planDeliveries, type PlanReport } from './plan-deliveries';
import type { Senders } from './send-outcome';
import type { TelegramBot } from './telegram-bot';
import { handleTelegramUpdate, telegramUpdateSchema } from './telegram-updates';

export type SweepReport = PlanReport & { delivery: DeliveryReport };

interface Parts {
  claimSeconds: number;
  database: Database;
  clock: Clock;
  senders: Senders;
  /** PUBLIC_URL, for the link to the contest's page in each message. */
  publicUrl?: string | undefined;
  telegram: TelegramBot | undefined;
  log: Logger;
}

/** One sweep: plan what fell due since the last look, then send what is due and unclaimed. */
export async function sweepReminders(parts: Parts): Promise<SweepReport> {
  const { db } = parts.database;
  const plan = await planDeliveries(db, parts.clock.now());
  if (plan.dropped > 0) {
    parts.log.warn(
      { job: 'reminders', dropped: plan.dropped },
      'reminders fell due while no instance was running and their contests have started: not sent',
    );
  }
  const delivery = await deliverDue({
    db,
    now: () => parts.clock.now(),
    claimMs: parts.claimSeconds * 1000,
    senders: parts.senders,
    publicUrl: parts.publicUrl,
    onError: (deliveryId, error) => {
      parts.log.warn({ job: 'reminders', deliveryId, error }, 'reminder not sent; will retry');
    },
  });
  if (delivery.sent + delivery.failed + delivery.switchedOff > 0) {
    parts.log.info({ reminders: delivery }, 'reminders sent');
  }
  return { ...plan, delivery };
}

/**
 * Reads the bot's new updates (long polling). Telegram allows one reader per bot, so the
 * instances take turns under a lock; the offset confirms what was read.
 */
export function createTelegramPoller(parts: Parts, bot: TelegramBot) {
  let offset = 0;
  return async (options: { timeoutSeconds: number; signal?: AbortSignal }): Promise<number> => {
    const result = await parts.database.tryWithLock(LOCKS.telegram, async () => {
      const updates = await bot.getUpdates(offset, options.timeoutSeconds, options.signal);
      for (const raw of updates) {
        offset = Math.max(offset, raw.update_id + 1);
        const update = telegramUpdateSchema.safeParse(raw);
        if (!update.success) continue;
        const deps = { db: parts.database.db, clock: parts.clock, bot };
        await handleTelegramUpdate(deps, update.data).catch((error: unknown) => {
          parts.log.warn(
            { job: 'telegram-poll', err: error },
            'telegram-poll: an update could not be handled',
          );
        });
      }
      return updates.length;
    });
    return result.acquired ? result.value : 0;
  };
}
