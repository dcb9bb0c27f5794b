import { z } from 'zod';

/**
 * What the contests page gives of a contest: its link `/c/<slug>` and the link's text. Slugs are
 * what Toph writes in its links (`inter-university-iiuc-tech-fest-2025`).
 */
export const tophLinkSchema = z.object({
  slug: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  title: z.string().min(1),
});
export type TophLink = z.infer<typeof tophLinkSchema>;

/**
 * What a contest's own page says of its time, in the sentence clist reads (fixtures PROVENANCE.md):
 * "This contest will start on <span data-timestamp="1742043600">…</span> and will run for
 * <strong>2 hours 30 minutes</strong>", or in the past tense once it has begun. The timestamp is
 * in epoch seconds.
 */
export const tophScheduleSchema = z.object({
  start: z.string().regex(/^[1-9]\d{8,10}$/),
  duration: z.string().min(1),
});
