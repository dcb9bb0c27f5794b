import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformId } from '@contest-tracker/contract';
import type { Clock } from '#server/lib/clock';
import {
  ATCODER_ANCHOR,
  ATCODER_PAGE_WITHOUT_TABLES,
  atcoderPage,
  type AtcoderPageName,
} from './atcoder-page';
import { replayBody, type SampleName } from './samples';
import {
  loadDemoPlaylistItems,
  loadRecordedPlaylistBody,
  PLAYLIST_ANCHOR,
  playlistPage,
  QUOTA_EXCEEDED_BODY,
  type ReplayPlaylistItem,
} from './youtube-playlist';

/** Every upstream replayed here: the platforms and the YouTube Data API. */
/** `atcoder` is AtCoder Problems' past-contest list; `atcoderPage` the contests page. */
export type Upstream = PlatformId | 'youtube' | 'atcoderPage';

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
  /** The usual answer, changed by `edit` (bad rows in a good list). */
  | { type: 'edit'; edit: (body: unknown) => unknown }
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

const ROUTES: { platform: Upstream; method: string; path: string }[] = [
  { platform: 'codeforces', method: 'GET', path: '/api/contest.list' },
  { platform: 'leetcode', method: 'POST', path: '/graphql' },
  { platform: 'codechef', method: 'GET', path: '/api/list/contests/all' },
  { platform: 'youtube', method: 'GET', path: '/youtube/v3/playlistItems' },
  { platform: 'atcoderPage', method: 'GET', path: '/contests/' },
  { platform: 'atcoder', method: 'GET', path: '/atcoder/resources/contests.json' },
];

const DEFAULT_SAMPLES: Record<PlatformId, SampleName> = {
  codeforces: 'codeforces',
  leetcode: 'leetcode',
  codechef: 'codechef',
  atcoder: 'atcoderProblems',
};

/**
 * A local stand-in for the three platforms: answers their contest-list calls with the recorded
 * samples, times shifted to the injected clock, and can be told to misbehave.
 */
export async function startReplayServer(options: { clock: Clock; port?: number }) {
  const samples = { ...DEFAULT_SAMPLES };
  const faults = new Map<Upstream, FaultRule>();
  const youtube = { items: loadDemoPlaylistItems(), pageSize: 50 };
  const requests: ReplayRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const hugeBytesSent: number[] = [];
  // Whole minutes, so replayed contests start at times a person would schedule.
  const startedAt = new Date(Math.floor(options.clock.now().getTime() / 60_000) * 60_000);

  let atcoderPageName: AtcoderPageName = 'duringAbc140';

  const bodyFor = (platform: Upstream, url: URL): string => {
    if (platform === 'atcoderPage') {
      return atcoderPage(atcoderPageName, startedAt.getTime() - ATCODER_ANCHOR.getTime());
    }
    if (platform === 'youtube') {
      const shiftMs = startedAt.getTime() - PLAYLIST_ANCHOR.getTime();
      return JSON.stringify(
        playlistPage(youtube.items, url.searchParams, { pageSize: youtube.pageSize, shiftMs }),
      );
    }
    const sample: SampleName =
      platform === 'codeforces' && url.searchParams.get('gym') === 'true'
        ? 'codeforcesGym'
        : samples[platform];
    const shifted = replayBody(sample, startedAt, options.clock.now());
    const fault = faults.get(platform)?.fault;
    return JSON.stringify(fault?.type === 'edit' ? fault.edit(shifted) : shifted);
  };

  const answer = (platform: Upstream, url: URL, res: ServerResponse) => {
    const rule = faults.get(platform);
    const body = bodyFor(platform, url);
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
    if (platform === 'atcoderPage') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      if (fault?.type === 'truncated') res.end(body.slice(0, Math.floor(body.length / 2)));
      else res.end(fault?.type === 'shape' ? ATCODER_PAGE_WITHOUT_TABLES : body);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (fault?.type === 'truncated') res.end(body.slice(0, Math.floor(body.length / 2)));
    else if (fault?.type === 'shape') {
      res.end(
        JSON.stringify(
          platform === 'youtube'
            ? loadRecordedPlaylistBody('content-details-2026')
            : { unexpected: [1, 2, 3] },
        ),
      );
    } else res.end(body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://replay.local');
    const route = ROUTES.find((r) => r.path === url.pathname && r.method === req.method);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (!route) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      requests.push({
        platform: route.platform,
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        body: Buffer.concat(chunks).toString('utf8'),
        at: options.clock.now(),
      });
      answer(route.platform, url, res);
    });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    /** The three *_API_BASE settings pointing here. */
    bases: {
      CODEFORCES_API_BASE: origin,
      LEETCODE_API_BASE: origin,
      CODECHEF_API_BASE: origin,
      ATCODER_BASE: origin,
      ATCODER_PROBLEMS_BASE: origin,
    },
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
    useAtcoderPage(name: AtcoderPageName) {
      atcoderPageName = name;
    },
    useSample(platform: PlatformId, sample: SampleName) {
      samples[platform] = sample;
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
