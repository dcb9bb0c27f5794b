import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from './router';

type ParamsInit = URLSearchParams | Record<string, string>;

/**
 * The query string as URLSearchParams, and a setter that goes to the same page with new ones (a
 * new history entry, so Back returns to the previous filter or page; `replace` for a change the
 * user did not make, such as remembered filters).
 */
export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: ParamsInit | ((current: URLSearchParams) => ParamsInit),
      options: { replace?: boolean } = {},
    ) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(query ? `?${query}` : '?', options);
    },
    [navigate, search],
  );
  return [params, setParams] as const;
}
