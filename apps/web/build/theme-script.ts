// By path, not package name: Vite bundles the config's own files but loads packages with Node.
import { THEME_SCRIPT } from '../../../packages/contract/src/theme-script.ts';
import type { Plugin } from 'vite';

/**
 * Puts the theme script at the top of <head>, in the dev server and the build alike (so also in
 * the pre-rendered home.html): the theme is set before anything paints. The server's CSP allows
 * this exact text by its hash.
 */
export function themeScript(): Plugin {
  return {
    name: 'contest-tracker:theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }],
    },
  };
}
