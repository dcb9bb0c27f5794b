import { z } from 'zod';

const thumbnail = z.object({ url: z.string() });

/** One `playlistItems.list` item with `part=snippet`; only what the matcher and queue use. */
const playlistItemSchema = z.object({
  snippet: z.object({
    publishedAt: z.iso.datetime({ offset: true }),
    title: z.string(),
    // Absent on some items; an empty description says nothing either way.
    description: z.string().default(''),
    // Private and deleted videos come without thumbnails.
    thumbnails: z
      .object({
        default: thumbnail.optional(),
        medium: thumbnail.optional(),
        high: thumbnail.optional(),
      })
      .optional(),
    resourceId: z.object({ videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/) }),
  }),
});

export const playlistItemsPageSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(playlistItemSchema),
});
export type PlaylistItemsPage = z.infer<typeof playlistItemsPageSchema>;
