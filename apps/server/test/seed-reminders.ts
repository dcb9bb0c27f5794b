import { upsertContests } from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import { bookmarks, users } from '#server/db/schema';
import { notificationChannels, notificationRules } from '#server/db/schema-reminders';

/**
 * `count` users, each with a Discord webhook of its own (id `webhookBase + n`), a bookmark on one
 * contest starting at `startsAt`, and a rule reminding of bookmarks `leadMinutes` before: written
 * straight to the tables, as many users' saved settings would be.
 */
export async function seedReminders(
  db: Db,
  options: {
    count: number;
    startsAt: Date;
    leadMinutes: number;
    createdAt: Date;
    webhookBase?: number;
  },
): Promise<{ contestId: string }> {
  const base = options.webhookBase ?? 100_000;
  await upsertContests(
    db,
    [
      {
        platform: 'codeforces',
        externalId: '995000',
        title: 'Seeded Round',
        url: 'https://codeforces.com/contest/995000',
        startsAt: options.startsAt,
        durationMinutes: 120,
      },
    ],
    options.createdAt,
  );
  const contestId = 'codeforces-995000';
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: options.count }, (_, n) => ({
        googleSub: `seeded-${n}`,
        email: `seeded-${n}@example.com`,
        name: `Seeded ${n}`,
        notificationTimeZone: 'UTC',
      })),
    )
    .returning({ id: users.id });
  await db.insert(notificationChannels).values(
    made.map((user, n) => ({
      id: `seeded-channel-${n}`,
      userId: user.id,
      kind: 'discord' as const,
      destination: `https://discord.com/api/webhooks/${base + n}/seeded-token`,
      label: `Discord webhook ${n}`,
      status: 'active' as const,
      createdAt: options.createdAt,
    })),
  );
  await db.insert(bookmarks).values(made.map((user) => ({ userId: user.id, contestId })));
  await db.insert(notificationRules).values(
    made.map((user, n) => ({
      userId: user.id,
      position: 0,
      scope: 'bookmarks' as const,
      leadMinutes: [options.leadMinutes],
      channelIds: [`seeded-channel-${n}`],
      createdAt: options.createdAt,
    })),
  );
  return { contestId };
}
