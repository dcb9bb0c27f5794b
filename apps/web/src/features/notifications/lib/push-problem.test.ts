import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { GaveUp, PermissionRefused, pushProblem } from './push-problem';

const BLOCKED =
  'This browser blocked notifications for this site. Allow them in the site settings, then try again.';

describe('pushProblem', () => {
  it.each([
    [new DOMException('Registration failed - permission denied', 'NotAllowedError'), BLOCKED],
    [new DOMException('Registration failed - permission denied', 'AbortError'), BLOCKED],
    [new PermissionRefused('denied'), BLOCKED],
    [
      new PermissionRefused('default'),
      'The browser’s question was closed without an answer. Press the button again and choose Allow.',
    ],
    [
      new DOMException('Registration failed - push service not available', 'AbortError'),
      'This browser’s push service did not answer. Check the connection and try again; in Brave, first turn on ‘Use Google services for push messaging’ in its privacy settings. Or use Discord.',
    ],
    [
      new DOMException('Failed to register a ServiceWorker', 'InvalidStateError'),
      'This browser cannot receive notifications here (a private window cannot). Open the site in a normal window, or use Discord.',
    ],
    [
      new TypeError('Failed to fetch'),
      'The server could not be reached. Check the connection, then try again.',
    ],
    [
      new GaveUp('late'),
      'The browser did not finish turning notifications on within 15 seconds. Check that it allows notifications for this site (the icon beside the address), then try again; or use Discord.',
    ],
    [
      new ApiError(400, 'bad_request', 'kind: at most 10 channels a user'),
      'kind: at most 10 channels a user',
    ],
    [
      'something odd',
      'Notifications could not be turned on for this device. Reload the page and try again, or use Discord.',
    ],
  ])('says %s as a sentence with a next step', (error, sentence) => {
    expect(pushProblem(error, 'Discord')).toBe(sentence);
  });
});
