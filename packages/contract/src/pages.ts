/**
 * Every page of the web app, by path. The web router draws one route per entry and the server
 * answers each with the page (200); any other path that is not the API is a 404. A `:name`
 * segment is a parameter: the server answers 200 only when what it names exists (a contest's
 * page for a contest we have), 404 with the same page otherwise.
 */
export const APP_PAGES = {
  home: '/',
  profile: '/profile',
  status: '/status',
  myBookmarks: '/my_bookmarks',
  adminSolutions: '/admin/solutions',
  upsolve: '/upsolve',
  practice: '/practice',
  contest: '/contest/:id',
} as const;
export type AppPage = keyof typeof APP_PAGES;

/** The pages whose path has a parameter (`/contest/:id`). */
export type ParamPage = {
  [P in AppPage]: (typeof APP_PAGES)[P] extends `${string}:${string}` ? P : never;
}[AppPage];

/** A contest's page: `/contest/codeforces-1929` (our id, as `/api/contests/:id` takes it). */
export const contestPagePath = (id: string): string => `/contest/${encodeURIComponent(id)}`;

export interface PageMatch {
  page: AppPage;
  /** Each `:name` segment's value, decoded. */
  params: Readonly<Record<string, string>>;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Matches one page's path against a pathname's segments; a parameter takes any non-empty one. */
function matchPath(pattern: string, segments: readonly string[]): PageMatch['params'] | undefined {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return undefined;
      continue;
    }
    const value = segment === '' ? undefined : decodeSegment(segment);
    if (value === undefined) return undefined;
    params[part.slice(1)] = value;
  }
  return params;
}

/** The page at this path (a trailing slash aside) and its parameters, or none. */
export function matchAppPage(pathname: string): PageMatch | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/');
  for (const [page, pattern] of Object.entries(APP_PAGES) as [AppPage, string][]) {
    const params = matchPath(pattern, segments);
    if (params) return { page, params };
  }
  return undefined;
}

/**
 * The id of the `<script type="application/json">` in which the server puts the upcoming list
 * (GET /api/contests/upcoming's answer) into the home page it serves, so the first cards need no
 * request (decision 051).
 */
export const UPCOMING_IN_PAGE_ID = 'upcoming-contests';

/**
 * The attribute on `#root` saying the server drew the home page's first cards into it (decision
 * 070): the app then adopts them as they are.
 */
export const CARDS_IN_PAGE_ATTRIBUTE = 'data-cards';

/**
 * The web build's module that draws them, inside the build's folder (WEB_DIST_DIR); the server
 * loads it and never serves it (decision 070).
 */
export const HOME_RENDERER_FILE = 'ssr/home.mjs';
