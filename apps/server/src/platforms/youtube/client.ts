import { describeIssues } from '@contest-tracker/contract';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
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

export function parsePlaylistPage(raw: unknown): PlaylistItemsPage {
  const parsed = playlistItemsPageSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UpstreamError(
      'unexpected_shape',
      'youtube: ' + describeIssues(parsed.error.issues),
      false,
    );
  }
  return parsed.data;
}

/** Google says why in the body; the one reason an operator must tell apart is the daily quota. */
function explain(error: unknown, playlistId: string): never {
  if (error instanceof UpstreamError && /^HTTP 403\b.*quota/i.test(error.message)) {
    throw new UpstreamError(
      'upstream_failed',
      `youtube: the API key's daily quota is used up (403 quotaExceeded) reading ${playlistId}`,
      false,
    );
  }
  if (error instanceof UpstreamError) {
    throw new UpstreamError(error.kind, `youtube (${playlistId}): ${error.message}`, false);
  }
  throw error;
}

export function createYoutubeClient(deps: YoutubeClientDeps) {
  const base = deps.baseUrl.replace(/\/+$/, '');
  return {
    /**
     * The playlist's videos, newest first, up to (not including) the first one `seen` knows:
     * an uploads playlist lists new videos first, so one page a run is the usual cost.
     */
    async newVideos(
      playlistId: string,
      seen: (videoIds: readonly string[]) => Promise<ReadonlySet<string>>,
      signal: AbortSignal,
    ): Promise<{ videos: PlaylistVideo[]; pages: number }> {
      const videos: PlaylistVideo[] = [];
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
        const raw = await requestJson({ url: url.toString() }, deps.http, signal).catch(
          (error: unknown) => explain(error, playlistId),
        );
        const page = parsePlaylistPage(raw);
        const known = await seen(page.items.map((item) => item.snippet.resourceId.videoId));
        for (const { snippet } of page.items) {
          if (known.has(snippet.resourceId.videoId)) return { videos, pages };
          if (HIDDEN_TITLES.has(snippet.title)) continue;
          const thumbnails = snippet.thumbnails;
          videos.push({
            videoId: snippet.resourceId.videoId,
            playlistId,
            title: snippet.title,
            description: snippet.description.slice(0, 5000),
            publishedAt: new Date(snippet.publishedAt),
            thumbnailUrl:
              (thumbnails?.medium ?? thumbnails?.high ?? thumbnails?.default)?.url ?? null,
          });
        }
        pageToken = page.nextPageToken;
        if (!pageToken) return { videos, pages };
      }
      return { videos, pages: MAX_PAGES };
    },
  };
}

export type YoutubeClient = ReturnType<typeof createYoutubeClient>;
