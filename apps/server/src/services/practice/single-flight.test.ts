import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

describe('single flight', () => {
  it('shares one read among those asking while it runs; a dropped read is answered, not kept', async () => {
    const flight = createSingleFlight<number>();
    const kept: number[] = [];
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    const asked = [1, 2, 3].map(() => flight.run('u', read, (v) => kept.push(v)));
    expect(await Promise.all(asked)).toEqual([1, 1, 1]);
    expect(kept).toEqual([1]);
    // Done: the next ask reads again.
    const next = flight.run('u', read, (v) => kept.push(v));
    flight.drop('u');
    const after = flight.run('u', read, (v) => kept.push(v));
    expect([await next, await after]).toEqual([2, 3]);
    expect(kept).toEqual([1, 3]);
  });
});
