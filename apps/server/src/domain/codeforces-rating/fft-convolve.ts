// Linear convolution of two real sequences by an iterative radix-2 FFT, in O(m log m) where m is
// the next power of two of a.length + b.length - 1. Both inputs are packed into one complex
// transform (a as the real part, b as the imaginary part), which halves the work.

function transform(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const size = re.length;
  for (let i = 1, j = 0; i < size; i++) {
    let bit = size >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const tr = re[i] as number;
      re[i] = re[j] as number;
      re[j] = tr;
      const ti = im[i] as number;
      im[i] = im[j] as number;
      im[j] = ti;
    }
  }
  for (let len = 2; len <= size; len <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / len;
    const half = len >> 1;
    for (let k = 0; k < half; k++) {
      // Twiddles computed directly, not by repeated multiplication, so errors do not accumulate.
      const wr = Math.cos(angle * k);
      const wi = Math.sin(angle * k);
      for (let start = 0; start < size; start += len) {
        const p = start + k;
        const q = p + half;
        const qr = re[q] as number;
        const qi = im[q] as number;
        const xr = qr * wr - qi * wi;
        const xi = qr * wi + qi * wr;
        const pr = re[p] as number;
        const pi = im[p] as number;
        re[q] = pr - xr;
        im[q] = pi - xi;
        re[p] = pr + xr;
        im[p] = pi + xi;
      }
    }
  }
}

/** c[k] = Σ a[i]·b[k − i], of length a.length + b.length − 1. */
export function convolve(a: ArrayLike<number>, b: ArrayLike<number>): Float64Array {
  const length = a.length + b.length - 1;
  let size = 1;
  while (size < length) size <<= 1;
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let i = 0; i < a.length; i++) re[i] = a[i] as number;
  for (let i = 0; i < b.length; i++) im[i] = b[i] as number;
  transform(re, im, false);
  // With z = A + iB, A·B = (z[k]² − conj(z[−k])²) / 4i; its inverse transform is real.
  const pr = new Float64Array(size);
  const pi = new Float64Array(size);
  for (let k = 0; k < size; k++) {
    const m = (size - k) & (size - 1);
    const zr = re[k] as number;
    const zi = im[k] as number;
    const cr = re[m] as number;
    const ci = -(im[m] as number);
    // (z² − c²) / 4i, with z² = (zr² − zi², 2 zr zi) and c² likewise.
    const dr = zr * zr - zi * zi - (cr * cr - ci * ci);
    const di = 2 * zr * zi - 2 * cr * ci;
    pr[k] = di / 4;
    pi[k] = -dr / 4;
  }
  transform(pr, pi, true);
  const out = new Float64Array(length);
  for (let i = 0; i < length; i++) out[i] = (pr[i] as number) / size;
  return out;
}
