// What a first visit to / downloads, gzipped: the same sum as apps/web/scripts/report-size.mjs
// (entry script + modulepreloads + stylesheets named in dist/index.html), as a function.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstVisitSize {
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export function firstVisitSize(distDir: string): FirstVisitSize {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g),
    // Attribute order is not guaranteed, so also match href before rel.
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="(?:modulepreload|stylesheet)"/g),
  ].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));

  const size: FirstVisitSize = { jsGzipBytes: 0, cssGzipBytes: 0 };
  for (const asset of new Set(assets)) {
    const bytes = gzipSync(readFileSync(join(distDir, asset)), { level: 9 }).length;
    if (asset.endsWith('.js')) size.jsGzipBytes += bytes;
    else if (asset.endsWith('.css')) size.cssGzipBytes += bytes;
  }
  // The build inlines the stylesheet into index.html.
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    size.cssGzipBytes += gzipSync(match[1] ?? '', { level: 9 }).length;
  }
  return size;
}
