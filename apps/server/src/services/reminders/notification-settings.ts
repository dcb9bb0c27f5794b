import type { ChannelKind, Notifications, RulesBody } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import {
  getTimeZone,
  listChannels,
  listRules,
  replaceRules,
} from '#server/db/notifications-repository';
import { AppError } from '#server/lib/app-error';
import type { Clock } from '#server/lib/clock';
import { toApiChannel } from './channel-setup';

export async function getNotifications(
  db: Db,
  userId: number,
  available: readonly ChannelKind[],
): Promise<Notifications> {
  const [channels, rules, timeZone] = await Promise.all([
    listChannels(db, userId),
    listRules(db, userId),
    getTimeZone(db, userId),
  ]);
  return {
    channels: channels.map((row) => toApiChannel(row)),
    rules,
    timeZone,
    available: [...available],
  };
}

/** Saves the whole rule list; a channel id the user does not own is a 400 naming it. */
export async function saveRules(
  deps: { db: Db; clock: Clock; available: readonly ChannelKind[] },
  userId: number,
  body: RulesBody,
): Promise<Notifications> {
  const owned = new Set((await listChannels(deps.db, userId)).map((channel) => channel.id));
  body.rules.forEach((rule, ruleIndex) => {
    rule.channelIds.forEach((id, channelIndex) => {
      if (!owned.has(id)) {
        throw new AppError(
          'bad_request',
          `rules.${ruleIndex}.channelIds.${channelIndex}: no such channel`,
        );
      }
    });
  });
  await replaceRules(deps.db, userId, { ...body, now: deps.clock.now() });
  return getNotifications(deps.db, userId, deps.available);
}
