import { Parser } from 'htmlparser2';

/** What the Hacker Cup page gives the GraphQL call: its form token and the script bundles. */
export interface HackerCupPage {
  /** The `LSD` token Facebook's GraphQL expects with an anonymous call. */
  lsd: string | undefined;
  /** The page's script bundles (`…/rsrc.php/…js`), where the query ids are defined. */
  bundles: string[];
}

/** `["LSD",[],{"token":"AVqH…"},323]` in the page's inline data, as clist reads it. */
const LSD = /\["LSD",\[\],\{"token":"([^"]+)"/;

const isBundle = (href: string | undefined): href is string =>
  href !== undefined && href.includes('rsrc') && /\.js\b/.test(href);

/**
 * The token and bundles of `facebook.com/codingcompetitions/hacker-cup/`, found as clist finds
 * them (aropan/clist, legacy/module/facebook.com/index.php): bundles are the `<link>` preloads
 * and `<script src>` under `rsrc`, the token sits in an inline script's data. One streaming
 * pass; scripts' text is searched, never run.
 */
export function parseHackerCupPage(html: string): HackerCupPage {
  const bundles = new Set<string>();
  const found: { lsd?: string } = {};
  let script: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'link' && isBundle(attributes.href)) bundles.add(attributes.href);
        if (name === 'script') {
          if (isBundle(attributes.src)) bundles.add(attributes.src);
          script = '';
        }
      },
      ontext(text) {
        if (script !== undefined) script += text;
      },
      onclosetag(name) {
        if (name !== 'script' || script === undefined) return;
        found.lsd ??= LSD.exec(script)?.[1];
        script = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { lsd: found.lsd, bundles: [...bundles] };
}

/**
 * The persisted query's id a bundle defines:
 * `__d("CodingCompetitionsContestSeriesRootQuery_facebookRelayOperation",[],(function(…){e.exports="…"})`.
 */
export function queryIdIn(bundle: string, query: string): string | undefined {
  const start = bundle.indexOf(`__d("${query}_facebookRelayOperation"`);
  if (start < 0) return undefined;
  return /exports="(\d+)"/.exec(bundle.slice(start, start + 300))?.[1];
}
