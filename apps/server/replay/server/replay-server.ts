import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '#server/lib/clock';
import { PLATFORM_MODULES } from '#server/platforms/modules';
import {
  createCodeforcesOAuthProvider,
  REPLAY_OAUTH_APP,
} from '#replay/platforms/codeforces/oauth-provider';
import { PLATFORM_REPLAY } from '#replay/platforms/routes';
import { readFixtureJson } from './fixtures';
import { isTextSample, type ReplayRoute } from './replay-route';
import { replayShiftMs } from './replay-shift';
import {
  loadDemoPlaylistItems,
  loadRecordedPlaylistBody,
  PLAYLIST_ANCHOR,
  playlistPage,
  QUOTA_EXCEEDED_BODY,
  type ReplayPlaylistItem,
} from './youtube-playlist';

/**
 * Every upstream replayed here: each platform's routes (replay/platforms/<id>/) (a platform id, or a name for a
 * platform's second source) and the YouTube Data API (`youtube`).
 */
export type Upstream = string;

export type Fault =
  | { type: 'status'; status: number; retryAfterSeconds?: number }
  /** Accepts the request and never answers. */
  | { type: 'timeout' }
  /** Sends the first half of the real body, then ends: invalid JSON. */
  | { type: 'truncated' }
  /** Valid JSON of the wrong shape (for YouTube: a real body asked with part=contentDetails). */
  | { type: 'shape' }
  /** YouTube's 403 quotaExceeded. */
  | { type: 'quota' }
  /** A body of `bytes` bytes, streamed as the client reads it; Content-Length only if `declared`. */
  | { type: 'huge'; bytes: number; declared?: boolean }
  /** A redirect to `location` (another origin, an internal address…). */
  | { type: 'redirect'; status?: number; location: string }
  /** The usual answer, changed by `edit` (bad rows in a good list; a page of it, by `url`). */
  | { type: 'edit'; edit: (body: unknown, url: URL) => unknown }
  /** Any status with a body of our choosing (an error page quoting secrets). */
  | { type: 'raw'; status: number; body: string; contentType?: string };

interface FaultRule {
  fault: Fault;
  /** How many requests still get the fault; undefined → every request. */
  remaining?: number;
}

interface ReplayRequest {
  platform: Upstream;
  method: string;
  url: string;
  body: string;
  at: Date;
}

const YOUTUBE_PATH = '/youtube/v3/playlistItems';
/** The routes of a platform module, found by its id (none for a module with no recordings). */
const byId: Readonly<Partial<Record<string, readonly ReplayRoute[]>>> = PLATFORM_REPLAY;
const routesOf = (id: string): readonly ReplayRoute[] => byId[id] ?? [];
const platformRoutes = (): readonly ReplayRoute[] =>
  Object.keys(PLATFORM_MODULES).flatMap(routesOf);

/** `/users/:handle/history/json` matches `/users/rishgod/history/json`. */
function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]))
  );
}

/**
 * The route for a call: one asking for query parameters (or a body holding a GraphQL field)
 * wins over one that does not.
 */
function routeFor(
  routes: readonly ReplayRoute[],
  method: string | undefined,
  url: URL,
  body: string,
) {
  const candidates = routes.filter(
    (route) =>
      pathMatches(`${route.mount ?? ''}${route.path}`, url.pathname) &&
      route.method === method &&
      (route.bodyIncludes === undefined || body.includes(route.bodyIncludes)) &&
      Object.entries(route.query ?? {}).every(
        ([key, value]) => url.searchParams.get(key) === value,
      ),
  );
  return candidates.find((route) => route.query ?? route.bodyIncludes) ?? candidates[0];
}

/**
 * A local stand-in for the platforms and YouTube: answers their calls with the recorded samples
 * their modules name, times shifted to the injected clock, and can be told to misbehave.
 */
export async function startReplayServer(options: {
  clock: Clock;
  port?: number;
  /** Tests may replay other routes (a throw-away platform's); the platforms' modules otherwise. */
  routes?: readonly ReplayRoute[];
  /** `npm run demo`: routes that have a demo sample serve it. */
  demo?: boolean;
  /**
   * Move each recording by whole hours, keeping its contests' minutes past the hour (the demo,
   * `replayShiftMs`); otherwise its anchor falls exactly on the start.
   */
  keepRecordedMinutes?: boolean;
}) {
  const routes = options.routes ?? platformRoutes();
  const current = new Map(
    routes.map((route) => [
      route.upstream,
      (options.demo ? route.demoSample : undefined) ?? route.defaultSample,
    ]),
  );
  const faults = new Map<Upstream, FaultRule>();
  // Sign in with Codeforces: a stateful OpenID provider, not a recording (codes are single-use).
  const codeforcesOAuth = createCodeforcesOAuthProvider({
    app: REPLAY_OAUTH_APP,
    clock: options.clock,
  });
  const youtube = { items: loadDemoPlaylistItems(), pageSize: 50 };
  const requests: ReplayRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const hugeBytesSent: number[] = [];
  // Whole minutes, so replayed contests start at times a person would schedule.
  const startedAt = new Date(Math.floor(options.clock.now().getTime() / 60_000) * 60_000);

  const bodyFor = (route: ReplayRoute | undefined, url: URL, asked: string): string => {
    const shiftTo = startedAt.getTime();
    if (!route) {
      const shiftMs = shiftTo - PLAYLIST_ANCHOR.getTime();
      return JSON.stringify(
        playlistPage(youtube.items, url.searchParams, { pageSize: youtube.pageSize, shiftMs }),
      );
    }
    const name = current.get(route.upstream) ?? route.defaultSample;
    const sample = route.samples[name];
    if (!sample) throw new Error(`${route.upstream} has no sample ${name}`);
    const shiftMs = replayShiftMs(sample.anchor, startedAt, options.keepRecordedMinutes ?? false);
    const fault = faults.get(route.upstream)?.fault;
    const json = route.contentType === undefined;
    if (isTextSample(sample)) {
      const text = sample.text(shiftMs, url);
      return fault?.type === 'edit' && json
        ? JSON.stringify(fault.edit(JSON.parse(text), url))
        : text;
    }
    const recorded = readFixtureJson(sample.file);
    const chosen = sample.select ? sample.select(recorded, url, asked) : recorded;
    const shifted = sample.shift(chosen, shiftMs, options.clock.now());
    return JSON.stringify(fault?.type === 'edit' ? fault.edit(shifted, url) : shifted);
  };

  const answer = (route: ReplayRoute | undefined, url: URL, asked: string, res: ServerResponse) => {
    const platform = route?.upstream ?? 'youtube';
    const rule = faults.get(platform);
    const body = bodyFor(route, url, asked);
    if (rule && rule.remaining !== undefined && --rule.remaining <= 0) faults.delete(platform);
    const fault = rule?.fault;
    if (fault?.type === 'quota') {
      res.writeHead(403, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(QUOTA_EXCEEDED_BODY, null, 2));
      return;
    }
    if (fault?.type === 'timeout') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (fault?.type === 'status') {
      const headers: Record<string, string> = { 'content-type': 'text/html' };
      if (fault.retryAfterSeconds !== undefined) {
        headers['retry-after'] = String(fault.retryAfterSeconds);
      }
      res.writeHead(fault.status, headers).end(`<html><body>Error ${fault.status}</body></html>`);
      return;
    }
    if (fault?.type === 'huge') {
      streamHuge(res, fault.bytes, fault.declared ?? false, (sent) => hugeBytesSent.push(sent));
      return;
    }
    if (fault?.type === 'redirect') {
      res.writeHead(fault.status ?? 302, { location: fault.location }).end();
      return;
    }
    if (fault?.type === 'raw') {
      res.writeHead(fault.status, { 'content-type': fault.contentType ?? 'text/html' });
      res.end(fault.body);
      return;
    }
    res.writeHead(200, {
      ...route?.headers,
      'content-type': route?.contentType ?? 'application/json',
    });
    if (fault?.type === 'truncated') res.end(body.slice(0, Math.floor(body.length / 2)));
    else if (fault?.type === 'shape') {
      res.end(
        route
          ? (route.wrongShape ?? JSON.stringify({ unexpected: [1, 2, 3] }))
          : JSON.stringify(loadRecordedPlaylistBody('content-details-2026')),
      );
    } else res.end(body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://replay.local');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (codeforcesOAuth.answer(req, res, url, body)) {
        const at = options.clock.now();
        requests.push({
          platform: 'codeforcesOAuth',
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          body,
          at,
        });
        return;
      }
      const route = routeFor(routes, req.method, url, body);
      const youtubeCall = !route && url.pathname === YOUTUBE_PATH && req.method === 'GET';
      if (!route && !youtubeCall) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      requests.push({
        platform: route?.upstream ?? 'youtube',
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        body,
        at: options.clock.now(),
      });
      const sample = route ? (current.get(route.upstream) ?? route.defaultSample) : '';
      const refusal = route?.refuse?.({ headers: req.headers, sample });
      if (refusal) {
        res.writeHead(refusal.status, { 'content-type': refusal.contentType }).end(refusal.body);
        return;
      }
      answer(route, url, body, res);
    });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    /** Every platform's base URL settings pointing here (Sign in with Codeforces too). */
    bases: Object.fromEntries([
      ...Object.values(PLATFORM_MODULES).flatMap((module) =>
        module.settings.map(
          (setting) =>
            [
              setting.name,
              origin + (routesOf(module.id).find((r) => r.mount)?.mount ?? ''),
            ] as const,
        ),
      ),
      ['CODEFORCES_OAUTH_BASE', origin],
    ]) as Record<string, string>,
    /** The local OpenID provider at /oauth/authorize and /oauth/token (its app: REPLAY_OAUTH_APP). */
    codeforcesOAuth,
    requests,
    /** The YouTube Data API setting pointing here. */
    youtubeBase: origin,
    /** Bytes each 'huge' answer had handed to the socket when the client stopped reading. */
    hugeBytesSent,
    requestsFor: (platform: Upstream) => requests.filter((r) => r.platform === platform),
    /** The replayed playlist, newest first; tests add uploads at the front or remove videos. */
    youtube: {
      get items(): readonly ReplayPlaylistItem[] {
        return youtube.items;
      },
      setItems(items: readonly ReplayPlaylistItem[]) {
        youtube.items = [...items];
      },
      setPageSize(size: number) {
        youtube.pageSize = size;
      },
    },
    setFault(platform: Upstream, fault: Fault | undefined, times?: number) {
      if (fault)
        faults.set(platform, { fault, ...(times === undefined ? {} : { remaining: times }) });
      else faults.delete(platform);
    },
    /** Serves another of the upstream's recorded samples (by the name its module gives it). */
    useSample(upstream: Upstream, sample: string) {
      const route = routes.find((r) => r.upstream === upstream);
      if (!route?.samples[sample]) throw new Error(`${upstream} has no sample ${sample}`);
      current.set(upstream, sample);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

const CHUNK = Buffer.alloc(64 * 1024, ' ');

/** Writes only as fast as the client reads (backpressure), so what was sent is what was read. */
function streamHuge(
  res: ServerResponse,
  bytes: number,
  declared: boolean,
  done: (sent: number) => void,
) {
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(declared ? { 'content-length': String(bytes) } : {}),
  });
  let sent = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    done(sent);
  };
  res.on('close', finish);
  const pump = () => {
    while (sent < bytes && !res.destroyed) {
      const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sent));
      sent += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!res.destroyed) res.end(finish);
  };
  pump();
}

export type ReplayServer = Awaited<ReturnType<typeof startReplayServer>>;
