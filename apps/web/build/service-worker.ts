import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

const SOURCE = new URL('../sw/service-worker.ts', import.meta.url);
const PAGES = ['index.html', 'home.html'];
/** Files of `public/` a visit never needs offline. */
const NOT_PRECACHED = new Set(['robots.txt']);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Emits sw.js (from sw/service-worker.ts) with the list of files to precache and a build id that
 * changes whenever any output changes, so a new build installs a new worker. The id is also put
 * into the pages as `<meta name="app-build">`, which the app compares with the last one it ran
 * to say 'Updated'. After prerender-home, so home.html is in the bundle to be stamped.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'contest-tracker:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const outputs = Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName));
      const hash = createHash('sha256');
      for (const file of outputs) {
        hash.update(file.fileName).update(file.type === 'chunk' ? file.code : file.source);
      }
      const publicFiles = publicDir
        ? listFiles(publicDir).filter((name) => !NOT_PRECACHED.has(name))
        : [];
      for (const name of publicFiles) hash.update(name).update(readFileSync(join(publicDir, name)));
      const buildId = hash.digest('hex').slice(0, 16);

      for (const name of PAGES) {
        const page = bundle[name];
        if (page?.type !== 'asset') continue;
        page.source = page.source
          .toString()
          .replace('</head>', `  <meta name="app-build" content="${buildId}" />\n  </head>`);
      }
      const precache = [
        ...outputs.map((file) => file.fileName).filter((name) => name !== 'home.html'),
        ...publicFiles,
      ].map((name) => `/${name}`);

      const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), 'service-worker.ts', {
        lang: 'ts',
      });
      const header =
        `const __PRECACHE__ = ${JSON.stringify(precache)};\n` +
        `const __BUILD_ID__ = ${JSON.stringify(buildId)};\n`;
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: header + code.replace(/^export \{\};?\s*$/m, ''),
      });
    },
  };
}
