import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { describeIssues } from '@contest-tracker/contract';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import { cleanTitle, plainText } from '#server/platforms/clean-title';
import { redactSecrets } from '#server/lib/redact-secrets';
import { UpstreamError } from '#server/platforms/upstream-error';
import { playlistItemsPageSchema, type PlaylistItemsPage } from './schema';

export interface PlaylistVideo {
  videoId: string;
  playlistId: string;
  title: string;
  description: string;
  publishedAt: Date;
  thumbnailUrl: string | null;
}

/** Titles YouTube gives videos we may not see: nothing to match, and they may come back public. */
const HIDDEN_TITLES = new Set(['Private video', 'Deleted video']);

/** Every page costs a quota unit; no uploads list is longer than this many pages of 50. */
const MAX_PAGES = 100;

export interface YoutubeClientDeps {
  /** An origin, like the platforms' (`https://www.googleapis.com`); tests point it at a replay. */
  baseUrl: string;
  apiKey: string;
  http: HttpClientOptions;
}

/** A YouTube video id: what goes into the watch links the site and the feeds show. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function parsePlaylistPage(raw: unknown): PlaylistItemsPage {
  const parsed = playlistItemsPageSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UpstreamError(
      'unexpected_shape',
      'youtube: ' + describeIssues(parsed.error.issues),
      false,
      undefined,
      'bad answer',
    );
  }
  return parsed.data;
}

/** The short public category of a failure: never Google's words, a host or a URL. */
function categoryOf(error: UpstreamError): string {
  switch (error.kind) {
    case 'http_status':
    case 'rate_limited':
      return error.message.match(/^HTTP \d{3}/)?.[0] ?? 'HTTP error';
    case 'redirect':
      return 'redirect refused';
    case 'invalid_json':
    case 'unexpected_shape':
      return 'bad answer';
    default:
      return error.publicMessage;
  }
}

/**
 * Google says why in the body; the one reason an operator must tell apart is the daily quota.
 * The details (redacted of keys and tokens) are for the log; the category is for /api/status.
 */
function explain(error: unknown, playlistId: string, apiKey: string): never {
  if (!(error instanceof UpstreamError)) throw error;
  const detail = redactSecrets(error.message, [apiKey]);
  if (/^HTTP 403\b.*quota/i.test(error.message)) {
    throw new UpstreamError(
      'upstream_failed',
      `youtube: the API key's daily quota is used up (403 quotaExceeded) reading ${playlistId}`,
      false,
      undefined,
      'quota exceeded',
    );
  }
  throw new UpstreamError(
    error.kind,
    `youtube (${playlistId}): ${detail}`,
    false,
    undefined,
    categoryOf(error),
  );
}

/** A thumbnail is shown as an image: only a plain https address of sane length is kept. */
function httpsOrNull(url: string | undefined): string | null {
  if (url === undefined || url.length > 2_000) return null;
  return URL.parse(url)?.protocol === 'https:' ? url : null;
}

export function createYoutubeClient(deps: YoutubeClientDeps) {
  const base = deps.baseUrl;
  return {
    /**
     * The playlist's videos, newest first, up to (not including) the first one `seen` knows:
     * an uploads playlist lists new videos first, so one page a run is the usual cost.
     */
    async newVideos(
      playlistId: string,
      seen: (videoIds: readonly string[]) => Promise<ReadonlySet<string>>,
      signal: AbortSignal,
    ): Promise<{ videos: PlaylistVideo[]; pages: number; skipped: number }> {
      const videos: PlaylistVideo[] = [];
      // Items whose id is not a video id: never stored, counted for the log.
      let skipped = 0;
      let pageToken: string | undefined;
      for (let pages = 1; pages <= MAX_PAGES; pages++) {
        const url = new URL(`${base}/youtube/v3/playlistItems`);
        url.search = new URLSearchParams({
          part: 'snippet',
          maxResults: '50',
          playlistId,
          key: deps.apiKey,
          ...(pageToken ? { pageToken } : {}),
        }).toString();
        const raw = await requestJson(
          { url: url.toString(), maxBytes: BYTE_CAPS.youtube },
          deps.http,
          signal,
        ).catch((error: unknown) => explain(error, playlistId, deps.apiKey));
        const page = parsePlaylistPage(raw);
        const known = await seen(page.items.map((item) => item.snippet.resourceId.videoId));
        for (const { snippet } of page.items) {
          if (known.has(snippet.resourceId.videoId)) return { videos, pages, skipped };
          if (HIDDEN_TITLES.has(snippet.title)) continue;
          if (!VIDEO_ID.test(snippet.resourceId.videoId)) {
            skipped++;
            continue;
          }
          const thumbnails = snippet.thumbnails;
          videos.push({
            videoId: snippet.resourceId.videoId,
            playlistId,
            // The database refuses NUL: control characters go, so one video never blocks a run.
            title: cleanTitle(snippet.title),
            description: plainText(snippet.description).slice(0, 5000),
            publishedAt: new Date(snippet.publishedAt),
            thumbnailUrl: httpsOrNull(
              (thumbnails?.medium ?? thumbnails?.high ?? thumbnails?.default)?.url,
            ),
          });
        }
        pageToken = page.nextPageToken;
        if (!pageToken) return { videos, pages, skipped };
      }
      return { videos, pages: MAX_PAGES, skipped };
    },
  };
}

export type YoutubeClient = ReturnType<typeof createYoutubeClient>;
