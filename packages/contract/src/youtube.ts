const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/**
 * The one stored form of a YouTube video link, `https://www.youtube.com/watch?v=ID`, from any of
 * youtube.com/watch?v=ID, youtu.be/ID, youtube.com/live/ID or youtube.com/shorts/ID over https.
 * Anything else (other sites, playlists, channels, http, odd ports) gives undefined.
 */
export function canonicalYouTubeUrl(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.port || url.username || url.password) return undefined;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be') {
    id = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    id =
      url.pathname === '/watch' || url.pathname === '/watch/'
        ? url.searchParams.get('v')
        : /^\/(?:live|shorts)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  }
  return id && VIDEO_ID.test(id) ? `https://www.youtube.com/watch?v=${id}` : undefined;
}
