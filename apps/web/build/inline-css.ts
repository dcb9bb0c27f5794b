import type { Plugin } from 'vite';

/**
 * Puts the app's (small) stylesheet into the page as a <style>: one round trip less before the
 * first paint, where a <link> would block rendering. The server's Content-Security-Policy allows
 * inline styles (Google's sign-in button needs them too).
 */
export function inlineCss(): Plugin {
  return {
    name: 'contest-tracker:inline-css',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has linked the entry's stylesheets into the page.
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
          const href = /\bhref="\/?([^"]+)"/.exec(tag)?.[1];
          const css = href === undefined ? undefined : bundle[href];
          if (css?.type !== 'asset') return tag;
          // Only the page uses it: the file itself is not written. Deleting a bundle entry is how
          // Rollup (and Rolldown) plugins drop a file from the output.
          // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
          delete bundle[css.fileName];
          return `<style>${css.source.toString()}</style>`;
        });
      },
    },
  };
}
