import { serveOneJob } from './off-thread';
import { parseJsonText } from './parse-json';

/** The worker's side of parse-json-off-thread.ts: one body in, its value or a failure out. */
serveOneJob((text: string) => parseJsonText(text));
