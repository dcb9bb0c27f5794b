import { UpstreamError } from './upstream-error';

/**
 * Real answers nest a handful of levels (LeetCode's GraphQL: 5). A body nested deeper is not an
 * answer: parsing it would build millions of arrays (a 20 MB `[[[…]]]` took 875 MB), and every
 * reader of it after (zod, structured clone) recurses.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the text nests arrays and objects deeper than `max`, strings skipped; one pass. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** JSON.parse, refusing a body nested past MAX_JSON_DEPTH (not retried: it will not change). */
export function parseJsonText(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new UpstreamError(
      'parse_limit',
      `body nested deeper than ${MAX_JSON_DEPTH} levels (${text.length} bytes)`,
      false,
      undefined,
      'answer too deeply nested',
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError('invalid_json', `body is not valid JSON (${text.length} bytes)`, true);
  }
}
