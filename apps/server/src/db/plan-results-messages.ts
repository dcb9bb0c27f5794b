import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './sql-rows';

const line = (row: string) =>
  sql.raw(`jsonb_build_object(
  'handle', ${row}.handle, 'rank', ${row}.rank,
  'oldRating', ${row}.old_rating, 'newRating', ${row}.new_rating)`);

/**
 * The followed handles of the rule's user who took part, best rank first; none without
 * `include_following`. Needs `r` (the rule), `c` (the contest) and `rc` (the user's own row).
 */
const following = sql`case when r.include_following then coalesce((
    select jsonb_agg(${line('f')} order by f.rank, f.handle_key)
    from rating_changes f
    join user_following uf
      on uf.user_id = r.user_id and uf.platform = c.platform and uf.handle_key = f.handle_key
    where f.contest_id = c.id and f.handle_key <> rc.handle_key), '[]'::jsonb)
  else '[]'::jsonb end`;

/** Each user's `results` rules, channels and own row in the round, as the statements read them. */
const readers = (contestId: string, alsoJoin = sql``) => sql`
  from rating_changes rc
  join contests c on c.id = rc.contest_id
  join user_handles h
    on h.platform = c.platform and lower(h.handle) = rc.handle_key and h.verified_at is not null
  join notification_rules r on r.user_id = h.user_id and r.scope = 'results'
  join notification_channels ch
    on ch.id = any(r.channel_ids) and ch.user_id = r.user_id and ch.status = 'active'
  ${alsoJoin}
  where rc.contest_id = ${contestId}`;

/** The channel's first message of the round, whose prediction the official change is held to. */
const toldBefore = sql`
  join reminder_deliveries d
    on d.channel_id = ch.id and d.contest_id = c.id and d.kind = 'results'`;

/**
 * Puts a round's results messages into the reminders' outbox, in the transaction that wrote its
 * changes (issue 49, decision 059). Each channel of a user's `results` rule gets one `results`
 * message per round, whichever prediction or instance comes first: the outbox's unique key
 * (channel, contest, kind, …) makes every later save a no-op. With the official changes, a
 * `results-final` message, once too, where the official change differs from the prediction that
 * message gave. A user who did not take part (no row of their verified handle) gets none.
 */
export async function planResultsMessages(
  tx: Db,
  round: { contestId: string; final: boolean; now: Date },
): Promise<number> {
  const at = sql`${round.now.toISOString()}::timestamptz`;
  // One row per channel: of two rules naming it, the one with the followed handles wins.
  const first = await tx.execute(sql`
    insert into reminder_deliveries
      (user_id, channel_id, contest_id, kind, lead_minutes, starts_at, revision, due_at, status,
       next_attempt_at, payload)
    select distinct on (ch.id) r.user_id, ch.id, c.id, 'results', 0, c.starts_at, 0, ${at},
      'pending', ${at},
      jsonb_build_object('final', ${round.final}::boolean, 'own', ${line('rc')},
        'following', ${following})
    ${readers(round.contestId)}
    order by ch.id, r.include_following desc
    on conflict do nothing
    returning id`);
  if (!round.final) return rowsOf(first).length;
  const second = await tx.execute(sql`
    insert into reminder_deliveries
      (user_id, channel_id, contest_id, kind, lead_minutes, starts_at, revision, due_at, status,
       next_attempt_at, payload)
    select distinct on (ch.id) r.user_id, ch.id, c.id, 'results-final', 0, c.starts_at, 0, ${at},
      'pending', ${at},
      jsonb_build_object('final', true, 'own', ${line('rc')}, 'predicted', d.payload -> 'own',
        'following', ${following})
    ${readers(round.contestId, toldBefore)}
      and (d.payload ->> 'final')::boolean = false
      and ((d.payload -> 'own' ->> 'oldRating')::int <> rc.old_rating
        or (d.payload -> 'own' ->> 'newRating')::int <> rc.new_rating)
    order by ch.id, r.include_following desc
    on conflict do nothing
    returning id`);
  return rowsOf(first).length + rowsOf(second).length;
}
