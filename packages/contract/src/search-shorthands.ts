/**
 * Series names people type short: 'abc 139' for 'AtCoder Beginner Contest 139'. Each shorthand
 * word followed by a number stands for its series' words (the platform's name among them, as a
 * contest is searched by its platform's name and title); the number stays. Words are the search's
 * tokens (lower case, letters split from digits), so 'ABC139' and 'abc 139' read alike.
 */
const NUMBERED_SERIES: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    abc: ['atcoder', 'beginner', 'contest'],
    arc: ['atcoder', 'regular', 'contest'],
    agc: ['atcoder', 'grand', 'contest'],
    ahc: ['atcoder', 'heuristic', 'contest'],
    edu: ['educational', 'codeforces', 'round'],
    weekly: ['leetcode', 'weekly', 'contest'],
    biweekly: ['leetcode', 'biweekly', 'contest'],
    starters: ['codechef', 'starters'],
  }),
);

const isNumber = (token: string | undefined) => token !== undefined && /^\p{N}+$/u.test(token);

/**
 * The query's tokens with every shorthand resolved. 'div 2' and 'div2' need nothing: their tokens
 * are already those of 'Div. 2'. A shorthand without a number is an ordinary word ('weekly'
 * alone still finds any weekly contest).
 */
export function expandShorthands(tokens: readonly string[]): string[] {
  return tokens.flatMap((token, i) => {
    const series = NUMBERED_SERIES.get(token);
    return series && isNumber(tokens[i + 1]) ? [...series] : [token];
  });
}
