import { CARDS_IN_PAGE_ATTRIBUTE, UPCOMING_IN_PAGE_ID } from '@contest-tracker/contract/pure';
import { createAnswerCache, type CachedAnswer } from '#server/lib/answer-cache';

const BODY_END = '</body>';
const ROOT_OPEN = '<div id="root"';

/**
 * Draws the home page's markup with the upcoming list's first cards: the web build's
 * `ssr/home.mjs` (decision 070), given the list as the API answers it.
 */
export type HomeRenderer = (list: unknown) => string;

/**
 * The page with `markup` in place of what #root holds, marked `data-cards` so the app adopts it as
 * a page with cards (main.tsx). #root is the body's last element (index.html), so its end is the
 * last `</div>` before `</body>`. Undefined for a page not shaped so.
 */
export function withCards(html: string, markup: string): string | undefined {
  const open = html.indexOf(ROOT_OPEN);
  const openEnd = html.indexOf('>', open);
  const close = html.lastIndexOf('</div>', html.lastIndexOf(BODY_END));
  if (open === -1 || openEnd === -1 || close < openEnd) return undefined;
  return `${html.slice(0, openEnd)} ${CARDS_IN_PAGE_ATTRIBUTE}>${markup}${html.slice(close)}`;
}

/**
 * The list's JSON as a data block: a browser never runs `type="application/json"`, so the
 * page's CSP needs nothing new. Its text ends at the first `</script`, so every `<` is written
 * `\u003c`, which JSON reads as the same character (our lists hold none today: the bytes are the
 * API's).
 */
function upcomingDataBlock(answer: CachedAnswer): string {
  const json = answer.identity.body.toString('utf8').replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${UPCOMING_IN_PAGE_ID}">${json}</script>`;
}

/** The home page with the block put in before `</body>` (or at its end, if it has none). */
export function withUpcoming(html: string, answer: CachedAnswer): string {
  const block = upcomingDataBlock(answer);
  const at = html.lastIndexOf(BODY_END);
  return at === -1 ? html + block : html.slice(0, at) + block + html.slice(at);
}

/**
 * The pre-rendered home page carrying the current upcoming list, made (and compressed, and given
 * its ETag) once per answer of the list: keyed by that answer's ETag, so a sync or a contest
 * starting makes a new page, and a client holding this one is answered 304.
 */
export function createHomePages(
  html: string,
  drawing?: { render: HomeRenderer; onError: (error: unknown) => void },
) {
  // A few answers at most live at once (the current one, and one being replaced).
  const pages = createAnswerCache({ maxEntries: 4, maxBytes: 8 * 1024 * 1024 });
  /** With the first cards drawn when the renderer is there and works; the list either way. */
  function make(list: CachedAnswer): string {
    if (drawing) {
      try {
        const markup = drawing.render(JSON.parse(list.identity.body.toString('utf8')));
        const drawn = withCards(html, markup);
        if (drawn !== undefined) return withUpcoming(drawn, list);
      } catch (error) {
        drawing.onError(error);
      }
    }
    return withUpcoming(html, list);
  }
  return {
    /** The page for this list if it was made already: no promise (the commonest visit). */
    held: (list: CachedAnswer) => pages.peek(list.identity.etag),
    page: (list: CachedAnswer) =>
      pages.get(list.identity.etag, () => Promise.resolve(Buffer.from(make(list), 'utf8'))),
  };
}
