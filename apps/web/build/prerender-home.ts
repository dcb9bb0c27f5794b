import { resolve } from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import type * as HomeEntry from '../src/prerender-home';
// By path, not package name: Vite bundles the config's own files but loads packages with Node.
import { HOME_RENDERER_FILE } from '../../../packages/contract/src/pages.ts';
import { APP_ALIASES } from './aliases.ts';

const ENTRY = '/src/prerender-home.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Emits home.html beside index.html: the same page with the home page's first screen rendered into
 * #root by React (src/prerender-home.tsx), which the server sends for a bare `/` (decision 009).
 */
export function prerenderHome(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'contest-tracker:prerender-home',
    apply: 'build',
    // After Vite has written index.html into the bundle (and inline-css has filled it).
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      // resolve, not join: an absolute --outDir (a second build beside the first) stays as given.
      outDir = resolve(config.root, config.build.outDir);
    },
    // Once the app is written: the same entry as one self-contained module for Node.
    async closeBundle() {
      await buildHomeRenderer(root, outDir);
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('the build has no index.html');
      const html = index.source.toString();
      if (!html.includes(EMPTY_ROOT)) return this.error(`index.html has no ${EMPTY_ROOT}`);
      const { url, markup } = await renderHome(root);
      const filled = `<div id="root" data-prerendered="${url}">${markup}</div>`;
      this.emitFile({
        type: 'asset',
        fileName: 'home.html',
        source: html.replace(EMPTY_ROOT, filled),
      });
    },
  };
}

/** Loads the server-side entry through a Vite server in middleware mode, as Vite's SSR guide does. */
async function renderHome(root: string): Promise<{ url: string; markup: string }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: APP_ALIASES },
    server: { middlewareMode: true, hmr: false, ws: false },
    // Nothing is served to a browser: no dependency pre-bundling.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule(ENTRY)) as typeof HomeEntry;
    return { url: entry.PRERENDERED_URL, markup: entry.renderHome() };
  } finally {
    await server.close();
  }
}

/**
 * dist/ssr/home.mjs: the server-side entry with React and the app bundled in, for the server to
 * render the home page with the upcoming list's first cards, once per answer of the list.
 */
async function buildHomeRenderer(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: APP_ALIASES },
    // React's production build, chosen now: the server may run without NODE_ENV.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'node20',
      rolldownOptions: {
        output: {
          entryFileNames: HOME_RENDERER_FILE,
          // The app's lazy pages, beside it: nothing of the server's module among the browser's files.
          chunkFileNames: 'ssr/[name]-[hash].mjs',
          assetFileNames: 'ssr/[name]-[hash][extname]',
        },
        // Libraries' "use client" lines mean nothing to a server render.
        onLog(level, log, handler) {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
        },
      },
    },
  });
}
