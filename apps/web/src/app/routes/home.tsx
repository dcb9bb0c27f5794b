import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox } from '@/components/ui/message-box';
import { Tabs } from '@/components/ui/tabs';
import { SubscribeButton } from '@/features/calendar';
import {
  usePastContests,
  useUpcomingContests,
  PastPanel,
  FilterBar,
  OtherTabMatches,
  SearchBox,
  TimeZoneNote,
  UpcomingPanel,
  upcomingMatches,
  goToPage,
  monthEnd,
  resetFilters,
  setLength,
  setMonth,
  setSearch,
  switchTab,
  togglePlatform,
  useHomeState,
  useRememberedFilters,
  useViewPreference,
  ViewSwitch,
  writeHomeState,
} from '@/features/contests';
import type { HomeState } from '@/features/contests';
import { FreshnessLine, LazyStaleNote, useStatus } from '@/features/status';
import { useCardsInPage } from '@/lib/cards-in-page';
import { useHydrated } from '@/lib/use-hydrated';
import { useNow } from '@/lib/use-now';
import { useContestActions } from '@/app/contest-actions';
import { useMe } from '@/features/auth';
import { LazyHidingScope, useHiddenSeries } from '@/features/hidden-series';
import type { Hiding } from '@/features/hidden-series';
import { useToast } from '@/components/ui/toaster';
import { apiRequest, isConnectionError } from '@/lib/api-client';
import { readSessionToken } from '@/lib/session-token';

const tabClass =
  'rounded-t-lg border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 data-[state=active]:border-sky-700 data-[state=active]:text-sky-800 dark:text-slate-400 dark:hover:text-slate-100 dark:data-[state=active]:border-sky-400 dark:data-[state=active]:text-sky-300';

export function HomePage() {
  const [state, update] = useHomeState();
  const [view, setView] = useViewPreference();
  const now = useNow();
  const renderActions = useContestActions();
  const upcoming = useUpcomingContests();
  const status = useStatus();
  const me = useMe();
  const { rememberFilters, rememberView } = useRememberedFilters({
    state,
    update,
    signedIn: !!me.data,
  });
  // The user's own change of platforms or length: shown, and remembered for the next visit.
  const changeFilters = (change: (current: HomeState) => HomeState) => {
    update(change);
    rememberFilters(change(state));
  };
  const hidden = useHiddenSeries(!!me.data);
  const queryClient = useQueryClient();
  const toast = useToast();
  const deps = useMemo(() => ({ queryClient, toast, request: apiRequest }), [queryClient, toast]);
  const [scope, setScope] = useState<Hiding>();
  const hiding = me.data ? scope : undefined;
  const past = usePastContests(
    {
      page: state.page,
      platforms: state.platforms,
      q: state.q,
      length: state.length,
      before: monthEnd(state.month),
      // With the token the server leaves hidden series out and adds the user's own results.
      asUser: hiding && (hiding.pastAsUser || (me.data?.hasResults === true && !hiding.shown)),
    },
    // Asked when its tab opens, or for a search (the Upcoming tab counts the past matches). With
    // a token, past pages wait for the hidden list, so hidden contests do not flash by.
    (state.tab === 'past' || state.q !== '') &&
      (readSessionToken() === null || (!me.isPending && (!me.data || hiding?.ready === true))),
  );
  const clearSearch = () => {
    update((current) => setSearch(current, ''));
  };
  // The pre-rendered page shows both lists loading; React adopts it as such (use-hydrated.ts).
  const hydrated = useHydrated();
  // Unless the server drew the first cards into the page (decision 070): those React adopts too.
  const cardsInPage = useCardsInPage();
  const upcomingData = hydrated || cardsInPage ? upcoming.data : undefined;
  const pastData = hydrated ? past.data : undefined;
  // Offline, a search the service worker never kept waits for the connection: said under the
  // box, which stays, rather than failing the page.
  const searchWaits =
    hydrated &&
    state.tab === 'past' &&
    state.q !== '' &&
    !past.data &&
    (past.isPaused || (past.isError && isConnectionError(past.error)));
  // Unknown (loading, failed, pre-rendered): every platform's toggle shows and nothing is blamed.
  const synced = (hydrated ? status.data : undefined)?.platforms;
  const stale = synced?.filter((p) => p.stale) ?? [];
  // Why the lists may be empty: the selected platforms (all when none is) that are not fresh.
  const missing = stale.filter(
    (p) => state.platforms.length === 0 || state.platforms.includes(p.platform),
  );
  // A search counts the other tab's matches too: the upcoming list is all here already; the past
  // count is the total of the past list's first page for the same search (the page the Past tab
  // opens on, so following the hint asks nothing more).
  const upcomingFound =
    state.q && upcomingData
      ? upcomingMatches(upcomingData.contests, state).filter(
          (c) => !hiding?.isHidden || hiding.shown || !hiding.isHidden(c),
        ).length
      : undefined;
  const otherTab = (tab: 'upcoming' | 'past', count: number | undefined) =>
    state.q && (
      <OtherTabMatches
        tab={tab}
        count={count}
        onOpen={() => {
          update((current) => switchTab(current, tab));
        }}
      />
    );
  const emptyNote = (what: 'upcoming' | 'past') =>
    missing.length > 0 && (
      <Suspense>
        <LazyStaleNote kind={what} stale={missing} now={now} />
      </Suspense>
    );

  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-3 md:gap-3 md:py-4"
    >
      {/* On a phone the header above already names the app: its line goes to the contests. */}
      <h1 className="sr-only text-2xl font-bold tracking-tight md:not-sr-only">Contest Tracker</h1>
      {stale.length > 0 && (
        <Suspense>
          <LazyStaleNote kind="banner" stale={stale} now={now} />
        </Suspense>
      )}
      {/* A failed background refresh keeps what is shown; only a list we cannot show at all fails the page. */}
      {hydrated &&
      ((upcoming.isError && !upcoming.data) ||
        (state.tab === 'past' && past.isError && !past.data && !searchWaits)) ? (
        <MessageBox
          action={
            <Button
              onClick={() => {
                void upcoming.refetch();
                void past.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          Failed to load contests. Please try again later.
        </MessageBox>
      ) : (
        <>
          <FilterBar
            search={
              <SearchBox
                value={state.q}
                note={searchWaits ? 'Search needs a connection' : undefined}
                onSearch={(q) => {
                  update((current) => setSearch(current, q));
                }}
              />
            }
            viewSwitch={
              <ViewSwitch
                value={view}
                onChange={(next) => {
                  setView(next);
                  rememberView(next);
                }}
              />
            }
            subscribe={<SubscribeButton platforms={state.platforms} />}
            reset={
              (state.platforms.length > 0 || state.length !== 'any') && (
                <Button
                  onClick={() => {
                    changeFilters(resetFilters);
                  }}
                >
                  Reset
                </Button>
              )
            }
            selected={state.platforms}
            platforms={synced?.map((p) => p.platform)}
            onToggle={(platform) => {
              changeFilters((current) => togglePlatform(current, platform));
            }}
            length={state.length}
            onLength={(length) => {
              changeFilters((current) => setLength(current, length));
            }}
          />
          {/* One line where there is room: a tablet's first screen had a row of cards less. */}
          <div className="flex flex-wrap gap-x-4 gap-y-2 md:gap-y-3">
            <FreshnessLine platforms={synced} now={now} />
            <TimeZoneNote now={now} />
          </div>
          <Tabs
            label="Contest lists"
            value={state.tab}
            onChange={(tab) => {
              update((current) => switchTab(current, tab));
            }}
            listClassName="mb-2 flex gap-2 border-b border-slate-200 dark:border-slate-800"
            tabClassName={tabClass}
            panelClassName="focus-visible:outline-none"
            tabs={[
              {
                value: 'upcoming',
                label: 'Upcoming Contests',
                panel: (
                  <>
                    {/* The cards' titles are h3s: the panel gives them the h2 the page's outline
                        needs (the tab itself is a button). */}
                    <h2 className="sr-only">Upcoming contests</h2>
                    <UpcomingPanel
                      contests={upcomingData?.contests}
                      platforms={state.platforms}
                      q={state.q}
                      length={state.length}
                      onClearSearch={clearSearch}
                      emptyNote={emptyNote('upcoming')}
                      otherTab={otherTab('past', state.tab === 'upcoming' ? pastData?.total : 0)}
                      now={now}
                      renderActions={hydrated ? renderActions : undefined}
                      hiding={hiding}
                      view={view}
                    />
                  </>
                ),
              },
              {
                value: 'past',
                label: 'Past Contests',
                panel: (
                  <>
                    <h2 className="sr-only">Past contests</h2>
                    <PastPanel
                      data={pastData}
                      page={state.page}
                      q={state.q}
                      month={state.month}
                      onMonthChange={(month) => {
                        update((current) => setMonth(current, month));
                      }}
                      pageHref={(page) => `?${writeHomeState(goToPage(state, page)).toString()}`}
                      onClearSearch={clearSearch}
                      emptyNote={emptyNote('past')}
                      otherTab={otherTab('upcoming', upcomingFound)}
                      loading={hydrated && past.isFetching}
                      now={now}
                      renderActions={renderActions}
                      hiding={hiding}
                      view={view}
                      onPageChange={(page) => {
                        update((current) => goToPage(current, page));
                      }}
                    />
                  </>
                ),
              },
            ]}
          />
        </>
      )}
      {/* After hydration only: the pre-rendered page has no such boundary to adopt. */}
      {hydrated && me.data && (
        <Suspense>
          <LazyHidingScope user={me.data} hidden={hidden} deps={deps} onChange={setScope} />
        </Suspense>
      )}
    </main>
  );
}
