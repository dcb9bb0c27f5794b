import type { QueuedVideo } from '@contest-tracker/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { QueuedVideoCard } from './queued-video-card';

const VIDEO: QueuedVideo = {
  videoId: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Weekly Contest 439 | Solutions',
  publishedAt: '2025-03-02T10:00:00.000Z',
  thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
  reason: null,
  candidates: [],
};
const NOW = new Date('2025-03-03T00:00:00.000Z');

const card = () => screen.getByTestId('queued-video');
// The thumbnail is decorative (alt=""), so it is found as an element, not by role.
const thumbnail = () => card().querySelector('img');

describe('QueuedVideoCard thumbnail', () => {
  it('shows the video’s thumbnail, decorative beside its title', () => {
    renderWithApp(<QueuedVideoCard video={VIDEO} now={NOW} />);
    expect(thumbnail()).toHaveAttribute('src', VIDEO.thumbnailUrl);
    expect(thumbnail()).toHaveAttribute('alt', '');
    expect(screen.queryByTestId('thumbnail-placeholder')).not.toBeInTheDocument();
  });

  it('draws a neutral placeholder of the same size when the thumbnail cannot load', () => {
    renderWithApp(<QueuedVideoCard video={VIDEO} now={NOW} />);
    const image = thumbnail();
    if (!image) throw new Error('no thumbnail');
    fireEvent.error(image);
    expect(thumbnail()).toBeNull();
    const placeholder = screen.getByTestId('thumbnail-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('width', '320');
    expect(placeholder).toHaveAttribute('height', '180');
    expect(screen.getByRole('link', { name: /Weekly Contest 439 \| Solutions/ })).toBeVisible();
  });

  it('draws the placeholder when the video has no thumbnail at all', () => {
    renderWithApp(<QueuedVideoCard video={{ ...VIDEO, thumbnailUrl: null }} now={NOW} />);
    expect(thumbnail()).toBeNull();
    expect(screen.getByTestId('thumbnail-placeholder')).toBeInTheDocument();
  });
});

describe('QueuedVideoCard dismiss', () => {
  it('asks once before dismissing for good; Keep it leaves the video as it was', async () => {
    const { user, api } = renderWithApp(<QueuedVideoCard video={VIDEO} now={NOW} />, {
      api: {
        [`POST /api/admin/solutions/${VIDEO.videoId}/dismiss`]: () =>
          new Response(null, { status: 204 }),
      },
    });
    const dismissCalls = () => api.calls.filter((call) => call.path.endsWith('/dismiss'));
    await user.click(screen.getByRole('button', { name: /^Dismiss\s*Weekly Contest 439/ }));
    expect(dismissCalls()).toEqual([]);
    const question = screen.getByRole('group', { name: 'Dismiss for good?' });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: 'Dismiss for good?' })).not.toBeInTheDocument();
    expect(dismissCalls()).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Dismiss\s*Weekly Contest 439/ }));
    await user.click(
      screen.getByRole('button', { name: /^Dismiss for good\s*Weekly Contest 439/ }),
    );
    await waitFor(() => {
      expect(dismissCalls()).toHaveLength(1);
    });
  });
});
