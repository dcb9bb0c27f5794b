// The files a first visit loads besides index.html itself: the entry script, its modulepreloads
// and stylesheets, as named in the page (shared by compile-hints.mjs and report-size.mjs).
export function firstVisitAssets(html) {
  const assets = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g),
    // Attribute order is not guaranteed, so also match href before rel.
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="(?:modulepreload|stylesheet)"/g),
  ].map((match) => match[1]);
  return [...new Set(assets)];
}
