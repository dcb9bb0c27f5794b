import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router';
import { readHomeState, writeHomeState, type HomeState } from './home-state';

/** The home page's filter, tab and page, kept in the URL so views can be shared and go back. */
export function useHomeState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readHomeState(params), [params]);
  const update = useCallback(
    (change: (current: HomeState) => HomeState, options: { replace?: boolean } = {}) => {
      setParams((current) => writeHomeState(change(readHomeState(current))), options);
    },
    [setParams],
  );
  return [state, update] as const;
}

export type HomeStateUpdate = ReturnType<typeof useHomeState>[1];
