/**
 * A platform's problem ids as small integers, so that a user's solved problems are a bitset of
 * about a bit per problem the platform has (12k problems: 1.5 KB) rather than a set of strings
 * (2,000 solved: about 100 KB). Numbers are only ever added: a bitset made before a catalog
 * refresh stays right after it.
 */
export function createIdNumbers() {
  const numbers = new Map<string, number>();
  return {
    numberOf(id: string): number {
      let n = numbers.get(id);
      if (n === undefined) {
        n = numbers.size;
        numbers.set(id, n);
      }
      return n;
    },
    get size() {
      return numbers.size;
    },
  };
}

export type IdNumbers = ReturnType<typeof createIdNumbers>;

/** The bitset of these ids, as long as the numbers given so far need. */
export function bitsOf(ids: Iterable<string>, numbers: IdNumbers): Uint32Array {
  const list = [...ids].map((id) => numbers.numberOf(id));
  const bits = new Uint32Array(Math.ceil(numbers.size / 32));
  for (const n of list) bits[n >>> 5] = (bits[n >>> 5] ?? 0) | (1 << (n & 31));
  return bits;
}

/** A number given after the bitset was made is past its end: not in it. */
export const hasBit = (bits: Uint32Array, n: number): boolean =>
  ((bits[n >>> 5] ?? 0) & (1 << (n & 31))) !== 0;
