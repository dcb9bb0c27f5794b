/**
 * Users' solved problems as bitsets (see id-bits), kept until their mark changes (a read of the
 * submissions added some: practice-repository's solvedMark) and read from the database only
 * then. At most `limit` users are kept, the least recently asked for leaving first: at 12k
 * problems a user costs about 1.5 KB, so 10,000 users about 15 MB.
 */
export function createSolvedMemory(limit: number) {
  const kept = new Map<string, { mark: string; bits: Uint32Array }>();
  return {
    /** The bitset kept under this mark; undefined when none is or the mark changed. */
    get(key: string, mark: string): Uint32Array | undefined {
      const entry = kept.get(key);
      if (!entry || entry.mark !== mark) return undefined;
      // Map keeps insertion order: moved to the end, it leaves last.
      kept.delete(key);
      kept.set(key, entry);
      return entry.bits;
    },
    set(key: string, mark: string, bits: Uint32Array) {
      kept.delete(key);
      kept.set(key, { mark, bits });
      for (const oldest of kept.keys()) {
        if (kept.size <= limit) break;
        kept.delete(oldest);
      }
    },
    get size() {
      return kept.size;
    },
  };
}
