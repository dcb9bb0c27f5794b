import { serveOneJob } from '#server/platforms/off-thread';
import type { PageLimits } from './page-limits';
import { parseAtcoderContestsPage } from './parse-page';

/** The worker's side of parse-page-off-thread.ts: one page in, its rows or a failure out. */
export type ParseRequest = { html: string; limits: PageLimits };

serveOneJob((request: ParseRequest) => parseAtcoderContestsPage(request.html, request.limits));
