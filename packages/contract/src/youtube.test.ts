import { describe, expect, it } from 'vitest';
import { uploadSolutionBodySchema } from './accounts';
import { describeIssues } from './errors';
import { canonicalYouTubeUrl } from './youtube';

const CANONICAL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('canonicalYouTubeUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ/',
    '  https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ',
  ])('stores %s in one form', (input) => {
    expect(canonicalYouTubeUrl(input)).toBe(CANONICAL);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://evil.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'javascript:alert(1)',
    'not a link',
    '',
  ])('refuses %s', (input) => {
    expect(canonicalYouTubeUrl(input)).toBeUndefined();
  });

  it('gives the exact 400 message for a bad link', () => {
    const result = uploadSolutionBodySchema.safeParse({
      contestId: 'codeforces-1',
      videoSolution: 'https://vimeo.com/1',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(describeIssues(result.error.issues)).toBe(
        'videoSolution must be a YouTube video link',
      );
    }
  });
});
