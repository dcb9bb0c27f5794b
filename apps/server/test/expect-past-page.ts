import { expect } from 'vitest';

const PAGE_SIZE = 12;

/** One past page is exactly its slice of the full expected list, and says whether more follow. */
export function expectPastPage(
  body: { pastContests: readonly { id: string }[]; hasMore: boolean },
  expected: readonly { id: string }[],
  page: number,
  what: string,
) {
  const slice = expected.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  expect(
    body.pastContests.map((c) => c.id),
    what,
  ).toEqual(slice.map((c) => c.id));
  expect(body.hasMore, what).toBe(expected.length > (page + 1) * PAGE_SIZE);
}
