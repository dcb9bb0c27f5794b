import type { ContentCoding } from '#server/lib/answer-cache';

/**
 * The coding to answer with, from an Accept-Encoding header: br over gzip when both are accepted,
 * none when neither is (or when `q=0` refuses it). Junk in the header only means "no coding".
 */
export function negotiateEncoding(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  return undefined;
}
