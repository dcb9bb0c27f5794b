import { parse } from 'fast-querystring';

/** Query strings whose parsed value is kept (and, per route, its validated value). */
const KNOWN_QUERIES = 256;
/** Longer query strings (searches, mostly) are parsed every time rather than kept. */
const MAX_KEPT_LENGTH = 64;

/**
 * Fastify's query string parser (the one it uses by default), remembering what it parsed: the lists
 * are asked again and again with the same few query strings (`page=0`), so each is parsed once and
 * the same frozen object handed to every request that sends it. The validator keeps its answer per
 * object (`schema-compilers.ts`), so a known query string costs one lookup by its text. Anyone can
 * make up new ones: the memory is small and starts over when full.
 */
export function rememberingQueryParser(): (text: string) => Record<string, unknown> {
  const known = new Map<string, Record<string, unknown>>();
  return (text) => {
    const kept = known.get(text);
    if (kept) return kept;
    const parsed = parse(text) as Record<string, unknown>;
    if (text.length > MAX_KEPT_LENGTH) return parsed;
    if (known.size >= KNOWN_QUERIES) known.clear();
    const frozen = deepFreeze(parsed);
    known.set(text, frozen);
    return frozen;
  };
}

/** Frozen, arrays too: a handler that wrote to a shared value would throw, not change the next request's. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
