import type { ApiContest, User } from '@contest-tracker/contract';
import { useEffect, useMemo, useState } from 'react';
import type { HiddenSeriesState } from '../api/use-hidden-series';
import type { Hiding } from '../hiding';
import { hideSeries, type HideDeps } from '../lib/hide-series';
import { HiddenToggle } from './hidden-toggle';

/**
 * Loaded only for a signed-in user (the first visit does not carry it): works out what the home
 * page needs to leave their hidden series out and hands it up through `onChange`.
 */
export default function HidingScope({
  user,
  hidden,
  deps,
  onChange,
}: {
  user: User;
  /** The hidden list's query, run by the page (its hook is in the first visit already). */
  hidden: { data: HiddenSeriesState | undefined; isPending: boolean };
  deps: HideDeps;
  onChange: (hiding: Hiding) => void;
}) {
  const [shown, setShown] = useState(false);

  const hiding = useMemo((): Hiding => {
    const bookmarkIds = new Set(user.bookmarks);
    const state = hidden.data?.series.length ? hidden.data : undefined;
    const toggle = () => {
      setShown((current) => !current);
    };
    return {
      ready: !hidden.isPending,
      ...(state ? { isHidden: (contest: ApiContest) => state.isHidden(contest, bookmarkIds) } : {}),
      shown,
      pastAsUser: state !== undefined && !shown,
      toggle: (count) => <HiddenToggle count={count} shown={shown} onToggle={toggle} />,
      menuGroups: (contest) => [
        {
          id: 'hiding',
          items: [
            {
              id: 'hide-series',
              label: 'Hide contests like this',
              onSelect: () => {
                void hideSeries(deps, contest);
              },
            },
          ],
        },
      ],
    };
  }, [hidden.data, hidden.isPending, shown, user, deps]);

  useEffect(() => {
    onChange(hiding);
  }, [hiding, onChange]);
  return null;
}
