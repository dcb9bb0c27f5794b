/**
 * Every page of the web app, by path. The web router draws one route per entry and the server
 * answers each with the page (200); any other path that is not the API is a 404.
 */
export const APP_PAGES = {
  home: '/',
  profile: '/profile',
  status: '/status',
  myBookmarks: '/my_bookmarks',
  adminSolutions: '/admin/solutions',
  upsolve: '/upsolve',
  practice: '/practice',
} as const;
export type AppPage = keyof typeof APP_PAGES;

/**
 * The id of the `<script type="application/json">` in which the server puts the upcoming list
 * (GET /api/contests/upcoming's answer) into the home page it serves, so the first cards need no
 * request (decision 051).
 */
export const UPCOMING_IN_PAGE_ID = 'upcoming-contests';
