import { ApiError } from '@/lib/api-client';

/** Thrown when 'Enable notifications on this device' waited too long for the browser. */
export class GaveUp extends Error {
  override readonly name = 'GaveUp';
}

/** The permission question was answered no (or closed): `Notification.requestPermission()`. */
export class PermissionRefused extends Error {
  override readonly name = 'PermissionRefused';
  constructor(readonly permission: NotificationPermission) {
    super(`permission ${permission}`);
  }
}

const BLOCKED =
  'This browser blocked notifications for this site. Allow them in the site settings, then try again.';

/**
 * What went wrong enabling this device, as a sentence and a next step: the browsers' own words
 * ('Registration failed - permission denied', 'AbortError') mean nothing to most people. The
 * server's answers are already written for people and pass as they are.
 */
export function pushProblem(error: unknown, otherChannels: string): string {
  if (error instanceof ApiError || (error instanceof Error && error.name === 'PushRefused')) {
    return error.message;
  }
  if (error instanceof GaveUp) {
    return `The browser did not finish turning notifications on within 15 seconds. Check that it allows notifications for this site (the icon beside the address), then try again; or use ${otherChannels}.`;
  }
  if (error instanceof PermissionRefused) {
    return error.permission === 'denied'
      ? BLOCKED
      : 'The browser’s question was closed without an answer. Press the button again and choose Allow.';
  }
  // A DOMException (what the browsers throw here) is not an Error in every engine: read it as is.
  const { name, message } = described(error);
  if (name === 'NotAllowedError' || /permission denied/i.test(message)) return BLOCKED;
  if (name === 'AbortError' || /push service/i.test(message)) {
    return `This browser’s push service did not answer. Check the connection and try again; in Brave, first turn on ‘Use Google services for push messaging’ in its privacy settings. Or use ${otherChannels}.`;
  }
  if (name === 'InvalidStateError' || name === 'NotSupportedError') {
    return `This browser cannot receive notifications here (a private window cannot). Open the site in a normal window, or use ${otherChannels}.`;
  }
  if (name === 'InvalidAccessError') {
    return 'The browser refused the server’s notification key. Reload the page, then try again.';
  }
  if (name === 'SecurityError') {
    return 'Notifications need the site’s secure (https) address. Open it there, then try again.';
  }
  if (error instanceof TypeError) {
    return 'The server could not be reached. Check the connection, then try again.';
  }
  return `Notifications could not be turned on for this device. Reload the page and try again, or use ${otherChannels}.`;
}

/**
 * `work`, unless it takes longer than `ms`: then GaveUp. The browser's own steps (the permission
 * question, the push service) may never answer, and a button must not say 'Enabling…' forever.
 */
export function giveUpAfter<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new GaveUp(`gave up after ${ms} ms`));
    }, ms);
  });
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timer);
  });
}

function described(error: unknown): { name: string; message: string } {
  if (typeof error !== 'object' || error === null) return { name: '', message: '' };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return {
    name: typeof name === 'string' ? name : '',
    message: typeof message === 'string' ? message : '',
  };
}
