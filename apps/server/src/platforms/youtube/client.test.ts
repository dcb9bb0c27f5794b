import { describe, expect, it } from 'vitest';
import { loadRecordedPlaylistBody } from '#replay/server/youtube-playlist';
import { parsePlaylistPage } from './client';

describe('parsePlaylistPage on recorded playlistItems bodies', () => {
  it('reads a real part=snippet body: video ids from resourceId, private items without thumbnails', () => {
    const page = parsePlaylistPage(loadRecordedPlaylistBody('snippet-2019'));
    expect(page.items).toHaveLength(11);
    expect(page.nextPageToken).toBeUndefined();
    const [first, privateVideo] = page.items;
    expect(first?.snippet).toMatchObject({
      title: 'Raiffeisen Serviceportal - Login',
      publishedAt: '2017-03-23T17:14:49.000Z',
      resourceId: { videoId: '1Ip-D6Ch-YU' },
    });
    expect(privateVideo?.snippet.title).toBe('Private video');
    expect(privateVideo?.snippet.thumbnails).toBeUndefined();
  });

  it('refuses a real part=contentDetails body (no snippet), naming the field', () => {
    expect(() => parsePlaylistPage(loadRecordedPlaylistBody('content-details-2026'))).toThrow(
      /youtube: items\.0\.snippet/,
    );
  });
});
