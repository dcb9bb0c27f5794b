import {
  allCaptures,
  NO_MATCH,
  normalizeText,
  type KnownContest,
  type VideoMatch,
  type VideoText,
} from '#server/platforms/video-match';

/** One Codeforces round as a title names it: 'Codeforces Round 926 (Div. 2)' → codeforces/926/2. */
interface RoundKey {
  series: string;
  number: number;
  /** '1', '2', '3', '4', or '1+2' for a combined round; undefined when the title does not say. */
  div?: string;
}

// Series Codeforces itself runs: a video naming one is about Codeforces even before we list it.
const OWN_SERIES = new Set([
  'codeforces',
  'educational',
  'global',
  'kotlin-episode',
  'kotlin-practice',
]);

// Most specific first: each match is blanked out so a later, looser pattern cannot reuse it.
const PATTERNS: { pattern: RegExp; series: (m: RegExpExecArray) => string }[] = [
  {
    pattern: /\bedu(?:cational)?\.?\s+(?:codeforces\s+|cf\s+)?(?:round|раунд)\s*#?\s*(\d+)(?!\d)/gu,
    series: () => 'educational',
  },
  {
    pattern: /(?:\b(?:codeforces|cf)\s+)?\bglobal\s+(?:round|раунд)\s*#?\s*(\d+)(?!\d)/gu,
    series: () => 'global',
  },
  {
    pattern: /\bkotlin\s+heroes\s*:?\s*(episode|practice)\s*#?\s*(\d+)(?!\d)/gu,
    series: (m) => `kotlin-${m[1] ?? ''}`,
  },
  {
    pattern: /\b(hello|good\s*bye)\s+(\d{4})(?!\d)/gu,
    series: (m) => (m[1]?.startsWith('hello') ? 'hello' : 'goodbye'),
  },
  {
    // 'Codeforces Round 926', 'CF Round #926', 'Pinely Round 3', 'think-cell Round 1'.
    pattern: /([\p{L}\p{N}][\p{L}\p{N}-]*)\s+(?:round|раунд)\s*#?\s*(\d+)(?!\d)/gu,
    series: (m) => {
      const word = m[1] ?? '';
      return word === 'cf' || word === 'кодфорсес' ? 'codeforces' : word;
    },
  },
];

const DIV_WORD = String.raw`(?:div|див)(?:ision)?\.?\s*`;
// What follows a round's number: '(Div. 2)', ' Div 1 + Div 2', '(Rated for Div. 2)', ' [Див. 1]'.
const DIVISION = new RegExp(
  String.raw`^[\s(\[|:,–—-]*(?:rated for\s+)?${DIV_WORD}([1-4])(?:\s*(?:\+|&|and|,)\s*(?:${DIV_WORD})?([1-4])(?!\d))?`,
  'u',
);

/** Every round the text names, in order of appearance. */
function parseRoundKeys(text: string): RoundKey[] {
  let rest = normalizeText(text);
  const found: { at: number; key: RoundKey }[] = [];
  for (const { pattern, series } of PATTERNS) {
    for (const match of rest.matchAll(pattern)) {
      const number = Number(match.at(-1));
      const end = match.index + match[0].length;
      const div = DIVISION.exec(rest.slice(end, end + 40));
      const key: RoundKey = { series: series(match), number };
      if (div?.[1]) key.div = div[2] ? `${div[1]}+${div[2]}` : div[1];
      found.push({ at: match.index, key });
    }
    rest = rest.replace(pattern, (whole) => ' '.repeat(whole.length));
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.key);
}

const LINK = /\bcodeforces\.com\/(?:contests?|problemset\/problem)\/(\d+)(?!\d)/gu;

/** Contest ids linked from the text: `codeforces.com/contest/1929`, `…/problemset/problem/1929/C`. */
function linkedContestIds(text: string): string[] {
  return allCaptures(LINK, normalizeText(text));
}

function sameKey(a: RoundKey, b: RoundKey) {
  return a.series === b.series && a.number === b.number;
}

/** The known contests one round key can mean; divisions are told apart when the title says. */
function candidatesFor(key: RoundKey, keyed: readonly { id: string; key: RoundKey }[]): string[] {
  const same = keyed.filter((contest) => sameKey(contest.key, key));
  if (!key.div) return same.map((contest) => contest.id);
  const division = same.filter((contest) => !contest.key.div || contest.key.div === key.div);
  return (division.length > 0 ? division : same).map((contest) => contest.id);
}

/**
 * Codeforces: a `codeforces.com/contest/N` link in the title or description is the strongest
 * signal; otherwise the round the title names, compared by series, number and division with the
 * rounds we list (so 'Round 92' never means 926, and Div. 1 and Div. 2 stay apart).
 */
export function matchCodeforcesVideo(
  video: VideoText,
  contests: readonly KnownContest[],
): VideoMatch {
  const known = new Set(contests.map((contest) => contest.externalId));
  const keyed = contests.flatMap((contest) => {
    const [key] = parseRoundKeys(contest.title);
    return key ? [{ id: contest.externalId, key }] : [];
  });
  const knownSeries = new Set(keyed.map((contest) => contest.key.series));
  const keys = parseRoundKeys(video.title).filter(
    (key) => OWN_SERIES.has(key.series) || knownSeries.has(key.series),
  );
  const fromTitle = [...new Set(keys.flatMap((key) => candidatesFor(key, keyed)))];
  const links = linkedContestIds(`${video.title}\n${video.description}`);

  if (links.length === 1 && links[0] !== undefined) {
    const linked = links[0];
    const agrees = keys.length === 0 || fromTitle.includes(linked);
    if (known.has(linked) && agrees) return { kind: 'exact', externalIds: [linked] };
    const candidates = [...new Set([...(known.has(linked) ? [linked] : []), ...fromTitle])];
    return {
      kind: 'queue',
      candidates,
      reason: known.has(linked)
        ? 'its link and its title name different rounds'
        : `links contest ${linked}, which we do not have yet`,
    };
  }
  if (links.length > 1) {
    const candidates = [...new Set([...links.filter((id) => known.has(id)), ...fromTitle])];
    return { kind: 'queue', candidates, reason: 'links several contests' };
  }
  if (keys.length === 0) return NO_MATCH;
  if (keys.length === 1 && fromTitle.length === 1 && fromTitle[0] !== undefined) {
    return { kind: 'exact', externalIds: [fromTitle[0]] };
  }
  if (fromTitle.length === 0) {
    return { kind: 'queue', candidates: [], reason: 'names a round we do not have yet' };
  }
  return { kind: 'queue', candidates: fromTitle, reason: 'could be several rounds' };
}
