import type { Logger, Plugin } from 'vite';
import { FIRST_VISIT_JS_BUDGET_KB, firstVisitSize } from './first-visit-size.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints what a first visit loads, gzipped, once the build is written; fails it over budget. */
export function sizeReport(): Plugin {
  let logger: Logger | undefined;
  let written: string | undefined;
  return {
    name: 'contest-tracker:size-report',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle({ dir }) {
      written = dir;
    },
    // The last hook: the report comes after Vite's list of files, as the build's last word.
    closeBundle() {
      if (written === undefined) return;
      const { jsGzipBytes, cssGzipBytes } = firstVisitSize(written);
      logger?.info(
        `first visit: JS ${kb(jsGzipBytes)} KB gzip (budget ${FIRST_VISIT_JS_BUDGET_KB} KB), CSS ${kb(cssGzipBytes)} KB gzip`,
      );
      if (jsGzipBytes > FIRST_VISIT_JS_BUDGET_KB * 1024) {
        this.error(`first-visit JS is over the ${FIRST_VISIT_JS_BUDGET_KB} KB budget`);
      }
    },
  };
}
