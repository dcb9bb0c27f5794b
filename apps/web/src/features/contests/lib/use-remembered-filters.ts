import type { ContestView } from '@contest-tracker/contract/pure';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { accountPreferencesQuery, putAccountPreferences } from '../api/account-preferences';
import type { HomeState } from './home-state';
import {
  preferencesOf,
  readDevicePreferences,
  readDeviceView,
  saveDevicePreferences,
  withPreferences,
} from './filter-preferences';
import type { HomeStateUpdate } from './use-home-state';

/**
 * The home page opens on the platforms, length and view last chosen: this device's at once, then,
 * signed in, the account's (chosen on any device), unless the URL brings a filter of its own,
 * which wins. Returns what remembers a choice the user makes: on this device, and on the account
 * when signed in.
 */
export function useRememberedFilters(options: {
  state: HomeState;
  update: HomeStateUpdate;
  signedIn: boolean;
}) {
  const { state, update, signedIn } = options;
  const [params] = useSearchParams();
  // Decided once, as the page opens: later changes of the URL are the user's own.
  const [urlHasFilter] = useState(() => params.has('platforms') || params.has('length'));
  // A choice made on this page before the account's answer came is not overruled by it.
  const chosen = useRef(urlHasFilter);
  const queryClient = useQueryClient();
  const account = useQuery({ ...accountPreferencesQuery(), enabled: signedIn && !urlHasFilter });

  // Before the first paint after mounting, so the unfiltered lists never flash by.
  useLayoutEffect(() => {
    if (urlHasFilter) return;
    const saved = readDevicePreferences();
    if (saved) update((current) => withPreferences(current, saved), { replace: true });
    // Once, as the page opens (the update it makes is not a new opening).
  }, []);

  const fromAccount = account.data;
  useEffect(() => {
    if (!fromAccount || chosen.current) return;
    chosen.current = true;
    saveDevicePreferences(fromAccount);
    update((current) => withPreferences(current, fromAccount), { replace: true });
  }, [fromAccount, update]);

  const remember = useCallback(
    (next: HomeState, view: ContestView = readDeviceView()) => {
      chosen.current = true;
      const preferences = preferencesOf(next, view);
      saveDevicePreferences(preferences);
      if (!signedIn) return;
      // The device keeps the choice even when the account cannot be reached now.
      putAccountPreferences(preferences).then(
        (saved) => queryClient.setQueryData(accountPreferencesQuery().queryKey, saved),
        () => undefined,
      );
    },
    [queryClient, signedIn],
  );

  return {
    /** After the user changed the platforms or length to `next`. */
    rememberFilters: remember,
    /** After the user picked a view ('Cards | List'). */
    rememberView: useCallback(
      (view: ContestView) => {
        remember(state, view);
      },
      [remember, state],
    ),
  };
}
