import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fixtures = fileURLToPath(new URL('../../fixtures/upstream/youtube/', import.meta.url));

/** The demo playlist's instants are written as if fetched at this moment (see PROVENANCE.md). */
export const PLAYLIST_ANCHOR = new Date('2026-03-01T12:00:00Z');

export interface ReplayPlaylistItem {
  kind: string;
  etag: string;
  id: string;
  snippet: { publishedAt: string; resourceId: { videoId: string }; title: string } & Record<
    string,
    unknown
  >;
}

export function loadDemoPlaylistItems(): ReplayPlaylistItem[] {
  return JSON.parse(
    readFileSync(fixtures + 'demo-playlist-items.json', 'utf8'),
  ) as ReplayPlaylistItem[];
}

/** One recorded (real) body, served whole: for shape checks and "a body of the wrong shape". */
export function loadRecordedPlaylistBody(name: 'snippet-2019' | 'content-details-2026'): unknown {
  const file =
    name === 'snippet-2019'
      ? 'playlistItems_part-snippet__le-2019-07__jmoeller93-YoutubeFeed.json'
      : 'playlistItems_part-contentDetails_lastpage__2026-01-26__Anasbendahmane-Mrbeast_Analytics_Pipeline.json';
  return JSON.parse(readFileSync(fixtures + file, 'utf8')) as unknown;
}

/**
 * A playlist answered like `playlistItems.list`: newest first, pages of `maxResults` (at most
 * `pageSize`), opaque page tokens, the envelope of the recorded bodies; instants moved by `shiftMs`.
 */
export function playlistPage(
  items: readonly ReplayPlaylistItem[],
  query: URLSearchParams,
  options: { pageSize: number; shiftMs: number },
): unknown {
  const asked = Number(query.get('maxResults') ?? '5');
  const size = Math.max(1, Math.min(options.pageSize, Number.isFinite(asked) ? asked : 5));
  const token = query.get('pageToken');
  const start = token ? Number(/^EAAaB1BUOkN(\d+)$/.exec(token)?.[1] ?? '0') : 0;
  const page = items.slice(start, start + size).map((item, index) => ({
    ...item,
    snippet: {
      ...item.snippet,
      position: start + index,
      publishedAt: new Date(Date.parse(item.snippet.publishedAt) + options.shiftMs).toISOString(),
    },
  }));
  const next = start + size < items.length ? `EAAaB1BUOkN${start + size}` : undefined;
  const prev = start > 0 ? `EAEaB1BUOkN${Math.max(0, start - size)}` : undefined;
  return {
    kind: 'youtube#playlistItemListResponse',
    etag: `replay-${start}-${items.length}`,
    ...(next ? { nextPageToken: next } : {}),
    ...(prev ? { prevPageToken: prev } : {}),
    items: page,
    pageInfo: { totalResults: items.length, resultsPerPage: size },
  };
}

/** Google's answer when the key's daily quota is spent (403, reason quotaExceeded). */
export const QUOTA_EXCEEDED_BODY = {
  error: {
    code: 403,
    message:
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    errors: [
      {
        message:
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        domain: 'youtube.quota',
        reason: 'quotaExceeded',
      },
    ],
  },
};
