import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who a platform call is for, as the rate gate orders them: the contest sync first (every user's
 * lists depend on it), then a user waiting on an answer, then background reads of handles. A call
 * made outside `asCallSource` counts as the sync's: the contest lists name no source.
 */
export type CallSource = 'sync' | 'user' | 'background';

const current = new AsyncLocalStorage<CallSource>();

export const callSource = (): CallSource => current.getStore() ?? 'sync';

export function asCallSource<T>(source: CallSource, run: () => Promise<T>): Promise<T> {
  return current.run(source, run);
}
