import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type ContentCoding = 'br' | 'gzip';

/** One form of an answer: its bytes as sent and the ETag of exactly those bytes. */
interface AnswerForm {
  readonly body: Buffer;
  readonly etag: string;
  readonly coding?: ContentCoding;
}

/** An answer encoded once (JSON, or text given as a Buffer): plain, and compressed when worth it. */
export interface CachedAnswer {
  /** The cache generation it was built in; it is served only while that generation lasts. */
  readonly generation: number;
  readonly identity: AnswerForm;
  readonly br?: AnswerForm;
  readonly gzip?: AnswerForm;
}

/** Below this, compression saves less than its headers and CPU cost. */
const MIN_COMPRESSED_BYTES = 1024;
/** What an entry costs besides its bytes (key, objects, headers), counted against the bound. */
const ENTRY_OVERHEAD_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function encode(value: unknown, generation: number): Promise<CachedAnswer> {
  // A Buffer is a finished body (a calendar); anything else is sent as JSON.
  const body = Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64url');
  const identity = { body, etag: `"${hash}"` };
  if (body.length < MIN_COMPRESSED_BYTES) return { generation, identity };
  // Quality 5: most of brotli's gain at gzip's speed; each answer is compressed once, off the loop.
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body),
  ]);
  return {
    generation,
    identity,
    br: { body: br, etag: `"${hash}-br"`, coding: 'br' },
    gzip: { body: gz, etag: `"${hash}-gzip"`, coding: 'gzip' },
  };
}

const sizeOf = (answer: CachedAnswer, key: string) =>
  ENTRY_OVERHEAD_BYTES +
  key.length +
  answer.identity.body.length +
  (answer.br?.body.length ?? 0) +
  (answer.gzip?.body.length ?? 0);

export interface AnswerCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Answers built once per key and kept, least recently used first out, within a count and a byte
 * bound. `invalidate()` starts a new generation: an answer is stored only if no invalidation
 * happened while it was built, and served only in the generation it was built in, so nothing
 * read before an invalidation is served after it. Concurrent misses of one key share one build.
 */
export function createAnswerCache(options: AnswerCacheOptions = {}) {
  let generation = 0;
  let builds = 0;
  const entries = new LRUCache<string, CachedAnswer>({
    max: options.maxEntries ?? 1_000,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: sizeOf,
  });
  const building = new Map<string, Promise<CachedAnswer>>();

  function peek(key: string): CachedAnswer | undefined {
    const hit = entries.get(key);
    return hit?.generation === generation ? hit : undefined;
  }

  function startBuild(key: string, make: () => Promise<unknown>): Promise<CachedAnswer> {
    const started = generation;
    builds++;
    const work = make()
      .then((value) => encode(value, started))
      .then((answer) => {
        if (started === generation) entries.set(key, answer);
        return answer;
      });
    building.set(key, work);
    // Registered before any caller awaits `work`, so a caller that loops finds it gone.
    const done = () => {
      if (building.get(key) === work) building.delete(key);
    };
    work.then(done, done);
    return work;
  }

  return {
    /** The stored answer for `key` in the current generation, without waiting. */
    peek,
    /** The answer for `key`, built by `make` (its JSON value, or its bytes) when none is stored. */
    async get(key: string, make: () => Promise<unknown>): Promise<CachedAnswer> {
      for (;;) {
        const hit = peek(key);
        if (hit) return hit;
        const answer = await (building.get(key) ?? startBuild(key, make));
        if (answer.generation === generation) return answer;
        // An invalidation landed while it was being built: build again from the new data.
      }
    },
    invalidate() {
      generation++;
      entries.clear();
      building.clear();
    },
    get generation() {
      return generation;
    },
    /** For operators and tests: what is held, and how many builds ran. */
    stats() {
      return { entries: entries.size, bytes: entries.calculatedSize, builds };
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/**
 * An answer built for one request and compressed like a cached one: for answers of a few KB asked
 * once per visit (the sync status, 8 KB of JSON, 1 KB compressed).
 */
export function compressedAnswer(value: unknown): Promise<CachedAnswer> {
  return encode(value, -1);
}

/** An answer built for one request (not cached, not compressed), with the ETag of its bytes. */
export function uncachedAnswer(body: Buffer): CachedAnswer {
  const hash = createHash('sha1').update(body).digest('base64url');
  return { generation: -1, identity: { body, etag: `"${hash}"` } };
}
