import { Parser } from 'htmlparser2';

/** What the handles need of CodeChef's user page (`/users/<handle>`). */
interface UserPage {
  /** The Name the user saved, as the page's heading shows it (entities read, tags dropped). */
  name?: string;
  /** The rating history the page's chart draws (`var all_rating = [...];`), as JSON text. */
  ratingHistory?: string;
}

const USER_BLOCK = 'user-details-container';
const RATING_HISTORY = /var all_rating = (\[.*?\]);/s;

/**
 * Reads the user page in one streaming pass of htmlparser2 (no tree is built, so no markup costs
 * more than linear time; the page's size is capped). Undefined when the page has no user block:
 * CodeChef answers an unknown handle with another page.
 */
export function readUserPage(html: string): UserPage | undefined {
  const page: UserPage = {};
  // An object: the callbacks set it, and the check after the parse must see that.
  const seen = { userPage: false };
  let depth = 0;
  // The user block's depth while inside it; the heading's text while it is read.
  let blockDepth: number | undefined;
  let heading: string | undefined;
  let script: string | undefined;

  const parser = new Parser({
    onopentag(name, attributes) {
      depth++;
      const classes = (attributes.class ?? '').split(/\s+/);
      if (blockDepth === undefined && classes.includes(USER_BLOCK)) {
        blockDepth = depth;
        seen.userPage = true;
      } else if (name === 'h1' && blockDepth !== undefined && page.name === undefined) {
        heading = '';
      } else if (name === 'script') {
        script = '';
      }
    },
    ontext(text) {
      if (heading !== undefined) heading += text;
      if (script !== undefined) script += text;
    },
    onclosetag(name, isImplied) {
      // A heading the page never closes is a cut page, not a Name.
      if (name === 'h1' && heading !== undefined) {
        if (!isImplied) page.name = heading.trim();
        heading = undefined;
      }
      if (name === 'script' && script !== undefined) {
        page.ratingHistory ??= RATING_HISTORY.exec(script)?.[1];
        script = undefined;
      }
      if (depth === blockDepth) blockDepth = undefined;
      depth--;
    },
  });
  parser.end(html);
  return seen.userPage ? page : undefined;
}
