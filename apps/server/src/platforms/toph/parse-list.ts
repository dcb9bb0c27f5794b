import { Parser } from 'htmlparser2';
import { UpstreamError } from '#server/platforms/upstream-error';
import { tophLinkSchema, type TophLink } from './schema';

/** `/c/<slug>` (or the absolute link), the contest's own page: not its standings or problems. */
const CONTEST_HREF = /^(?:https:\/\/toph\.co)?\/c\/([^/?#]+)\/?$/;

/**
 * The contests the contests page links to, in page order, one per slug, read in one streaming
 * pass. A page linking to no contest at all is not Toph's contests page (it always lists the
 * recent past ones too): an error rather than an empty list.
 */
export function parseTophContestsPage(html: string): TophLink[] {
  const bySlug = new Map<string, TophLink>();
  let open: { slug: string; text: string; depth: number } | undefined;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        if (name !== 'a' || open) return;
        const slug = CONTEST_HREF.exec(attributes.href ?? '')?.[1];
        if (slug !== undefined) open = { slug, text: '', depth };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag() {
        if (open?.depth === depth) {
          const link = tophLinkSchema.safeParse({
            slug: open.slug,
            title: open.text.replace(/\s+/g, ' ').trim(),
          });
          if (link.success && !bySlug.has(link.data.slug)) bySlug.set(link.data.slug, link.data);
          open = undefined;
        }
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (bySlug.size === 0) {
    throw new UpstreamError(
      'unexpected_shape',
      'toph: no contest links on the contests page',
      false,
      undefined,
      'unexpected answer: field /c/ links',
    );
  }
  return [...bySlug.values()];
}
