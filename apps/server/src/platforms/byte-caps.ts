/**
 * Each source's own byte cap, from the real answers measured (fixtures/upstream, PROVENANCE.md)
 * with headroom for growth: an answer many times larger than any real one is not that source's
 * answer, and is cut while it streams. UPSTREAM_MAX_BYTES stays the ceiling over all of them.
 * The README lists these.
 */
const KB = 1024;
const MB = 1024 * KB;

export const BYTE_CAPS = {
  /** contest.list: 591 KB whole (1 835 rounds, 2024-02), growing ~100 rounds a year. */
  codeforcesContests: 2 * MB,
  /** contest.list?gym=true: 1.24 MB whole (1 857 gyms, 2024-02). */
  codeforcesGyms: 4 * MB,
  /** user.status: ~850 bytes a submission, at most 1 000 asked at once (~850 KB). */
  codeforcesSubmissions: 4 * MB,
  /** problemset.problems: 1.47 MB whole (8 000 problems, 2022-03), the challenge pool's source. */
  codeforcesProblemset: 8 * MB,
  /** user.rating (2.7 KB for 11 contests), contest.standings with one row (12 KB). */
  codeforcesSmall: 1 * MB,
  /** contest.standings pages of 5 000 rows (~1 KB a row with its problems), user.info batches
   * of 300, contest.ratingChanges (~150 bytes a row, 30 000 rows at most): reconstructed sizes. */
  codeforcesStandingsPage: 16 * MB,
  /** allContests with four fields: ~100 bytes a contest (305 KB for 97 with descriptions). */
  leetcode: 1 * MB,
  /** contests/all: 12 KB. The user page is ~80–200 KB. */
  codechefContests: 1 * MB,
  codechefUserPage: 2 * MB,
  /** The contests page is about 100 KB, a user's profile ~12 KB, their history ~13 KB. */
  atcoderPage: 1 * MB,
  /** AtCoder Problems' contests.json: 89 KB in 2019, a few hundred KB today. */
  atcoderProblemsContests: 2 * MB,
  /** v3/user/submissions: 500 a page, ~270 bytes each (~135 KB). */
  atcoderSubmissions: 2 * MB,
  /** resources/problems.json and contest-problem.json: 1–2 MB each, whole. */
  atcoderProblemLists: 8 * MB,
  /** resources/problem-models.json: 138 KB for 2 108 problems (2021-01); ~7 000 today. */
  atcoderProblemModels: 8 * MB,
  /** zerotrac's data.json: 925 KB for 2 569 problems (2026-08). */
  leetcodeRatings: 4 * MB,
  /** DMOJ (1 000 contests a page), GeeksforGeeks, HackerEarth, HackerRank, Code360, yukicoder,
   * the Kattis contests page, the Hacker Cup rounds, Luogu (20 contests a page), the Universal
   * Cup's schedule: each answer a few KB to ~200 KB. */
  smallList: 1 * MB,
  /** Facebook's pages inline their data and preload lists (no real page measured: reconstructed);
   * its script bundles are a few hundred KB each. */
  hackerCupPage: 4 * MB,
  hackerCupBundle: 2 * MB,
  /** playlistItems: 50 items a page, ~13 KB. */
  youtube: 1 * MB,
} as const;
