// What a first visit to / downloads besides the page itself, and how much of it may be JavaScript.
// The one definition of both: the build's size report (size-report.ts) and the front-end bench
// (bench/frontend.ts) read them from here (docs/decisions/006).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** First-visit JavaScript, gzipped, may not exceed this. */
export const FIRST_VISIT_JS_BUDGET_KB = 100;

export interface FirstVisitSize {
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/** The files the page names for its first load: the entry script, its modulepreloads, stylesheets. */
function firstVisitAssets(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const assets = tags.flatMap((tag) => {
    const src = /^<script\b.*\bsrc="([^"]+)"/.exec(tag)?.[1];
    const loaded = /\brel="(?:modulepreload|stylesheet)"/.test(tag);
    const href = loaded ? /\bhref="([^"]+)"/.exec(tag)?.[1] : undefined;
    const url = src ?? href;
    return url === undefined ? [] : [url];
  });
  return [...new Set(assets)];
}

/** The gzip size (level 9) of a built app's first visit: its files plus any inlined <style>. */
export function firstVisitSize(distDir: string): FirstVisitSize {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const gzipped = (bytes: string | Buffer) => gzipSync(bytes, { level: 9 }).length;
  const size: FirstVisitSize = { jsGzipBytes: 0, cssGzipBytes: 0 };
  for (const asset of firstVisitAssets(html)) {
    const bytes = gzipped(readFileSync(join(distDir, asset)));
    if (asset.endsWith('.js')) size.jsGzipBytes += bytes;
    else if (asset.endsWith('.css')) size.cssGzipBytes += bytes;
  }
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    size.cssGzipBytes += gzipped(match[1] ?? '');
  }
  return size;
}
