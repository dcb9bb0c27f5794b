import { describe, expect, it } from 'vitest';
import { convolve } from './fft-convolve';

const direct = (a: number[], b: number[]) => {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      out[i + j] = (out[i + j] ?? 0) + x * y;
    });
  });
  return out;
};

const expectClose = (got: Float64Array, want: number[]) => {
  expect(got).toHaveLength(want.length);
  want.forEach((x, i) => {
    expect(got[i]).toBeCloseTo(x, 9);
  });
};

describe('convolve', () => {
  it('equals the direct sum on small and uneven inputs', () => {
    expectClose(convolve([0.125, 0.25, 0.5], [4, 3, 2, 1]), [0.5, 1.375, 3, 2.125, 1.25, 0.5]);
    const a = Array.from({ length: 300 }, (_, i) => Math.sin(i) + 1);
    const b = Array.from({ length: 77 }, (_, i) => (i % 5) * 0.3);
    expectClose(convolve(a, b), direct(a, b));
  });

  it('keeps a single element', () => {
    expectClose(convolve([3], [2]), [6]);
  });
});
