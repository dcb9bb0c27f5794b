import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
// Fields every pino line has, or that only machines want; the rest are shown after the message.
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'v']);

/** 'HH:MM:SS WARN  codeforces: FAILED, HTTP 503  detail="HTTP 503" durationMs=40' */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time) : new Date();
  const level = LEVELS[Number(entry.level)] ?? 'INFO ';
  const extras = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const msg = typeof entry.msg === 'string' ? entry.msg : '';
  return [time.toTimeString().slice(0, 8), level, msg, ...extras].join(' ').trimEnd();
}

/** Pino writes one JSON line per call; in a terminal a person reads these instead. */
export function prettyStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = chunk.toString('utf8').split('\n').filter(Boolean);
      out.write(lines.map(prettyLine).join('\n') + '\n');
      done();
    },
  });
}

/** Pretty only for a person at a terminal; JSON for files, pipes and LOG_FORMAT=json. */
export function usePrettyLogs(format: 'auto' | 'json' | 'pretty', isTty: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTty);
}
