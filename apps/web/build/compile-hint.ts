import type { Plugin } from 'vite';

/** V8's file-wide compile hint: https://v8.dev/blog/explicit-compile-hints */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the first visit's entry script for eager compilation. Almost every function in it runs
 * while the first screen is drawn (React, the router, the home page), so compiling them while
 * the script streams in, off the main thread, spares the main thread compiling each one lazily
 * at its first call, inside the start-up's longest tasks. The lazy chunks keep V8's default.
 */
export function compileHint(): Plugin {
  return {
    name: 'contest-tracker:compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // Last: after minification, which drops comments, and after Vite puts its preload helper
      // first in the entry. V8 reads the hint only as the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // A source map (when the build makes one) maps the code a line further down.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(map.source.toString()) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
