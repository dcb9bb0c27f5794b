/**
 * How the replay server answers one of a platform's calls from recordings. Each platform module
 * lists its routes; the replay server (tests, the demo, benchmarks) knows no platform by name.
 */

/** A recorded JSON answer, its times moved so that `anchor` falls on the replay's "now". */
export interface RecordedSample {
  /** Under fixtures/upstream/. */
  file: string;
  anchor: Date;
  /** The body with every time moved by `shiftMs`, in the platform's own notation. */
  shift(body: unknown, shiftMs: number, now: Date): unknown;
  /**
   * A file of several answers (one per contest, say): the one this call asks for. Only where the
   * platform answers per parameter and one file per answer would be a route per answer. `body`:
   * the call's own (a GraphQL POST's variables name the user).
   */
  select?(answers: unknown, url: URL, body: string): unknown;
}

/** A text answer (an HTML page) built for a shift. */
export interface TextSample {
  anchor: Date;
  /** `url`: the call, where one route serves a page per parameter (Toph's `/c/:slug`). */
  text(shiftMs: number, url: URL): string;
}

export type ReplaySample = RecordedSample | TextSample;

/** An answer a route gives instead of its sample: the live service's refusal. */
export interface ReplayRefusal {
  status: number;
  contentType: string;
  body: string;
}

/** What a route's gate sees of a call. */
export interface ReplayCall {
  /** Lower-case names, as Node gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The sample the upstream currently serves. */
  sample: string;
}

export interface ReplayRoute {
  /**
   * Named in faults and request logs: the platform id, or another name for a platform's second
   * source (AtCoder's contests page beside AtCoder Problems' list).
   */
  upstream: string;
  method: 'GET' | 'POST';
  /** `:name` segments match any one segment (`/users/:handle`). */
  path: string;
  /**
   * Served under this prefix, and the platform's base settings point there: two platforms whose
   * real paths are the same (Kattis' and Toph's `/contests`) share the replay's one origin.
   */
  mount?: string;
  /** Query parameters the call must carry to be this route's (Codeforces' gym=true). */
  query?: Readonly<Record<string, string>>;
  /** A POST whose body holds this (a GraphQL field: `userContestRankingHistory`). */
  bodyIncludes?: string;
  /** Default `application/json`. */
  contentType?: string;
  samples: Readonly<Record<string, ReplaySample>>;
  /** The sample served until a test picks another. */
  defaultSample: string;
  /**
   * What `npm run demo` serves instead: where the product needs the user to act on the platform
   * (a submission that proves a handle), an answer as if they had.
   */
  demoSample?: string;
  /** The 'shape' fault's body: well formed, but not what the adapter reads. */
  wrongShape?: string;
  /** Headers sent with every sample (a page's Set-Cookie). */
  headers?: Readonly<Record<string, string>>;
  /** What the live service refuses (LeetCode: a POST without Referer), before any fault. */
  refuse?(call: ReplayCall): ReplayRefusal | undefined;
}

export const isTextSample = (sample: ReplaySample): sample is TextSample => 'text' in sample;
