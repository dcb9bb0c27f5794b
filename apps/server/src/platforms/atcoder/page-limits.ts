/**
 * The real page (~100 KB) nests about 20 deep and holds a few thousand elements. Past these the
 * page is not AtCoder's, and reading on would only cost time: the parse stops. A module of its own
 * so that the server's thread, which only hands pages to the worker, never loads the HTML parser.
 */
export const PAGE_LIMITS = { maxDepth: 256, maxElements: 100_000 };
export type PageLimits = typeof PAGE_LIMITS;
