import type {
  BookmarksResponse,
  Contest,
  PastContestsResponse,
  UpcomingContestsResponse,
} from '@contest-tracker/contract';

// Examples for the API document only: what a list answer looks like, with real-looking values.
const codeforces: Contest = {
  id: 'codeforces-1929',
  _id: 'codeforces-1929',
  title: 'Codeforces Round 926 (Div. 2)',
  link: 'https://codeforces.com/contest/1929',
  type: 'Codeforces',
  start_date: '2024-02-15T14:35:00.000Z',
  duration: 120,
  status: 'finished',
  video_solution: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  solution_source: 'admin',
};
const leetcode: Contest = {
  id: 'leetcode-weekly-contest-386',
  _id: 'leetcode-weekly-contest-386',
  title: 'Weekly Contest 386',
  link: 'https://leetcode.com/contest/weekly-contest-386',
  type: 'LeetCode',
  start_date: '2026-03-01T02:30:00.000Z',
  duration: 90,
  status: 'upcoming',
};

export const EXAMPLE_CONTEST = codeforces;

export const EXAMPLE_UPCOMING: UpcomingContestsResponse = { upcomingContests: [leetcode] };

export const EXAMPLE_PAST: PastContestsResponse = {
  pastContests: [codeforces],
  page: 0,
  pageSize: 12,
  hasMore: true,
};

export const EXAMPLE_BOOKMARKS: BookmarksResponse = {
  bookmarks: [leetcode],
  page: 0,
  pageSize: 12,
  hasMore: false,
};
