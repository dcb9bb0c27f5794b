// Who a Codeforces round rates, from its name: Div. 2 and Educational rounds rate those below 2100,
// Div. 3 below 1600, Div. 4 below 1400; Div. 1, Div. 1 + 2 and Global rounds everyone who takes part.
// Rounds named unrated (and the other known unrated kinds) are not predicted.

export type RatedBound = { rated: false } | { rated: true; below: number | undefined };

const UNRATED = /unrated|april fools|kotlin heroes|testing round|\bvk cup\b.*mirror/i;

export function ratedBound(name: string): RatedBound {
  if (UNRATED.test(name)) return { rated: false };
  if (/div\.?\s*1\s*\+\s*(div\.?\s*)?2/i.test(name)) return { rated: true, below: undefined };
  if (/educational/i.test(name) || /div\.?\s*2/i.test(name)) return { rated: true, below: 2100 };
  if (/div\.?\s*3/i.test(name)) return { rated: true, below: 1600 };
  if (/div\.?\s*4/i.test(name)) return { rated: true, below: 1400 };
  return { rated: true, below: undefined };
}
