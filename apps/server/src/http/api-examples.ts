import type {
  ApiBookmarksResponse,
  ApiContest,
  ApiPastResponse,
  ApiUpcomingResponse,
  BookmarksResponse,
  PastContestsResponse,
  UpcomingContestsResponse,
} from '@contest-tracker/contract';
import {
  toFirstClientContest,
  toFirstClientPast,
  toFirstClientUpcoming,
} from '#server/services/first-client-shape';

// Examples for the API document only: what a list answer looks like, with real-looking values.
const codeforces: ApiContest = {
  id: 'codeforces-1929',
  platform: 'codeforces',
  platformName: 'Codeforces',
  title: 'Codeforces Round 926 (Div. 2)',
  url: 'https://codeforces.com/contest/1929',
  startsAt: '2024-02-15T14:35:00.000Z',
  endsAt: '2024-02-15T16:35:00.000Z',
  durationSeconds: 7200,
  status: 'finished',
  solution: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', source: 'admin' },
};
const leetcode: ApiContest = {
  id: 'leetcode-weekly-contest-386',
  platform: 'leetcode',
  platformName: 'LeetCode',
  title: 'Weekly Contest 386',
  url: 'https://leetcode.com/contest/weekly-contest-386',
  startsAt: '2026-03-01T02:30:00.000Z',
  endsAt: '2026-03-01T04:00:00.000Z',
  durationSeconds: 5400,
  status: 'upcoming',
};

export const API_CONTEST = codeforces;
export const API_UPCOMING: ApiUpcomingResponse = { contests: [leetcode] };
export const API_PAST: ApiPastResponse = {
  contests: [codeforces],
  page: 0,
  pageSize: 12,
  hasMore: true,
  total: 2214,
};
export const API_BOOKMARKS: ApiBookmarksResponse = {
  contests: [leetcode],
  page: 0,
  pageSize: 12,
  hasMore: false,
};

// The first client's, mapped from ours as its answers are.
export const EXAMPLE_CONTEST = toFirstClientContest(codeforces);
export const EXAMPLE_UPCOMING: UpcomingContestsResponse = toFirstClientUpcoming(API_UPCOMING);
export const EXAMPLE_PAST: PastContestsResponse = toFirstClientPast(API_PAST);
export const EXAMPLE_BOOKMARKS: BookmarksResponse = {
  bookmarks: API_BOOKMARKS.contests.map(toFirstClientContest),
  page: 0,
  pageSize: 12,
  hasMore: false,
};
