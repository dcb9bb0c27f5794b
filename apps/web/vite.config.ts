import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_ALIASES } from './build/aliases.ts';
import { compileHint } from './build/compile-hint.ts';
import { inlineCss } from './build/inline-css.ts';
import { precompress } from './build/precompress.ts';
import { prerenderHome } from './build/prerender-home.ts';
import { serviceWorker } from './build/service-worker.ts';
import { sizeReport } from './build/size-report.ts';
import { themeScript } from './build/theme-script.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  // The build-only steps, in the order they act: the stylesheet goes into index.html, home.html is
  // rendered from it, the service worker is made with the list of files and the build's id, every
  // file is compressed once written, and the first visit's size is checked.
  plugins: [
    themeScript(),
    react(),
    compileHint(),
    tailwindcss(),
    inlineCss(),
    prerenderHome(),
    serviceWorker(),
    precompress(),
    sizeReport(),
  ],
  resolve: { alias: APP_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Compressing at the highest levels takes seconds by design: no warning about slow plugins.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: { codeSplitting: { groups: [{ name: 'first-visit', tags: ['$initial'] }] } },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/contests', '/api', '/user', '/auth', '/calendar'].map((p) => [p, api]),
    ),
  },
});
