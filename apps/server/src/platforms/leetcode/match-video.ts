import {
  allCaptures,
  decide,
  normalizeText,
  type KnownContest,
  type VideoMatch,
  type VideoText,
} from '#server/platforms/video-match';

// 'Weekly Contest 391', 'LeetCode Biweekly Contest 127', 'Bi-Weekly Contest #127', 'leetcode weekly 391'.
const WEEKLY = /(?<!bi-?\s?)\bweekly\s+contest\s*#?\s*(\d+)(?!\d)/gu;
const BIWEEKLY = /\bbi-?\s?weekly\s+contest\s*#?\s*(\d+)(?!\d)/gu;
const SHORT_WEEKLY = /\bleetcode\s+weekly\s*#?\s*(\d+)(?!\d)/gu;
const SHORT_BIWEEKLY = /\bleetcode\s+bi-?\s?weekly\s*#?\s*(\d+)(?!\d)/gu;
// leetcode.cn names them in Chinese: '第 391 场周赛' (weekly), '第 127 场双周赛' (biweekly).
const CN_WEEKLY = /第\s*(\d+)\s*场\s*周赛/gu;
const CN_BIWEEKLY = /第\s*(\d+)\s*场\s*双周赛/gu;
const LINK = /\bleetcode\.(?:com|cn)\/contest\/((?:bi)?weekly-contest-\d+)(?!\d)/gu;

/** The contest slugs the text names: `weekly-contest-391`, `biweekly-contest-127`. */
function namedLeetcodeSlugs(title: string, description: string): string[] {
  const text = normalizeText(title);
  const slugs = [
    ...[WEEKLY, SHORT_WEEKLY, CN_WEEKLY].flatMap((p) =>
      allCaptures(p, text).map((n) => `weekly-contest-${Number(n)}`),
    ),
    ...[BIWEEKLY, SHORT_BIWEEKLY, CN_BIWEEKLY].flatMap((p) =>
      allCaptures(p, text).map((n) => `biweekly-contest-${Number(n)}`),
    ),
    ...allCaptures(LINK, normalizeText(`${title}\n${description}`)),
  ];
  return [...new Set(slugs)];
}

/** LeetCode: 'Weekly Contest 391' / 'Biweekly Contest 127' (or a contest link) → that slug. */
export function matchLeetcodeVideo(
  video: VideoText,
  contests: readonly KnownContest[],
): VideoMatch {
  const known = new Set(contests.map((contest) => contest.externalId));
  const named = namedLeetcodeSlugs(video.title, video.description);
  return decide(
    named,
    named.filter((slug) => known.has(slug)),
    'LeetCode contest',
  );
}
