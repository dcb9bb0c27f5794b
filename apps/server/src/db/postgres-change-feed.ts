import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { parseEndedSessions, SESSIONS_ENDED_CHANNEL, type EndedSessions } from './sessions-ended';

const CHANNEL = 'contest_tracker_changes';
const noop = () => undefined;

export interface PostgresChangeFeedOptions {
  url: string;
  /** The app's pool, which announcements and heartbeats go through. */
  sql: postgres.Sql;
  /** How often the listener proves it still hears (its own heartbeat must come back). */
  heartbeatMs?: number;
}

/**
 * Changes announced by any instance on one PostgreSQL database, over LISTEN/NOTIFY. The listening
 * connection can die silently (a restart, a dropped link) and postgres-js gives up re-listening
 * after a long outage, so each instance sends itself a heartbeat through the same channel: when
 * one does not come back, the listener is replaced. Every (re)start of listening counts as a
 * change, since announcements may have been missed meanwhile. The same connection hears the
 * database's own announcements of ended sessions (decision 064); while it cannot listen, every
 * heartbeat drops all held sessions, so they are held no longer than a heartbeat or two unheard.
 */
export function createPostgresChangeFeed(options: PostgresChangeFeedOptions) {
  const instance = randomUUID();
  const ping = `ping:${instance}`;
  const listeners = new Set<() => void>();
  const sessionListeners = new Set<(ended: EndedSessions) => void>();
  let connection: postgres.Sql | undefined;
  let listening = false;
  let awaitingPing = false;
  let busy = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const endSessions = (ended: EndedSessions) => {
    for (const listener of sessionListeners) listener(ended);
  };
  const endAllSessions = () => {
    endSessions('all');
  };

  function onNotify(payload: string) {
    if (payload === ping) awaitingPing = false;
    // Our own announcements were acted on when made; others' heartbeats mean nothing here.
    else if (payload !== instance && !payload.startsWith('ping:')) emit();
  }

  async function listen() {
    const previous = connection;
    connection = undefined;
    await previous?.end({ timeout: 0 }).catch(noop);
    const next = postgres(options.url, { max: 1, onnotice: noop, connect_timeout: 10 });
    connection = next;
    try {
      // `emit` as onlisten: on this start and on any reconnect postgres-js makes by itself.
      await next.listen(CHANNEL, onNotify, emit);
      await next.listen(
        SESSIONS_ENDED_CHANNEL,
        (payload) => {
          endSessions(parseEndedSessions(payload));
        },
        endAllSessions,
      );
      if (closed) await next.end({ timeout: 0 });
    } catch (error) {
      await next.end({ timeout: 0 }).catch(noop);
      throw error;
    }
  }

  async function beat() {
    if (busy || closed) return;
    busy = true;
    try {
      if (!listening || awaitingPing) {
        listening = false;
        await listen();
        listening = true;
        awaitingPing = false;
      }
      awaitingPing = true;
      await options.sql.notify(CHANNEL, ping);
    } catch {
      // The database is unreachable: nothing was proven lost; try again on the next beat. A
      // session ended meanwhile may go unheard: none is held past this beat.
      awaitingPing = false;
      endAllSessions();
    } finally {
      busy = false;
    }
  }

  function start() {
    if (timer) return;
    void beat();
    timer = setInterval(() => void beat(), options.heartbeatMs ?? 5_000);
    timer.unref();
  }

  return {
    async announce() {
      await options.sql.notify(CHANNEL, instance);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    subscribeSessions(listener: (ended: EndedSessions) => void): () => void {
      sessionListeners.add(listener);
      start();
      return () => sessionListeners.delete(listener);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      listeners.clear();
      sessionListeners.clear();
      await connection?.end({ timeout: 0 }).catch(noop);
    },
  };
}
