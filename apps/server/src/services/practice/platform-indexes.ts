import type { CatalogProblem } from '#server/platforms/problem-catalog';
import { indexCatalog, type Curve } from './band-index';
import { createIdNumbers, type IdNumbers } from './id-bits';

/**
 * Per platform: its problem ids' numbers (kept for the life of the instance, so users' bitsets
 * stay right) and its catalog on curves, made again only when the catalog was read again (once
 * a day: its list is then another array).
 */
export function createPlatformIndexes() {
  const byPlatform = new Map<
    string,
    {
      numbers: IdNumbers;
      list: readonly CatalogProblem[] | undefined;
      curves: Curve[];
      /** How many catalog lists the curves were made for: a bitset made of an older one may lack its ids. */
      generation: number;
    }
  >();
  const of = (platform: string) => {
    let entry = byPlatform.get(platform);
    if (!entry) {
      entry = { numbers: createIdNumbers(), list: undefined, curves: [], generation: 0 };
      byPlatform.set(platform, entry);
    }
    return entry;
  };
  return {
    numbers: (platform: string): IdNumbers => of(platform).numbers,
    curves(platform: string, problems: readonly CatalogProblem[]): readonly Curve[] {
      const entry = of(platform);
      if (entry.list !== problems) {
        entry.curves = indexCatalog(problems, entry.numbers);
        entry.list = problems;
        entry.generation++;
      }
      return entry.curves;
    },
    /** Changes each time `curves` is given another list: what users' solved bitsets were made of. */
    generation: (platform: string): number => of(platform).generation,
  };
}
