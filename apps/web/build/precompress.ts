import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
// Below a packet's worth, compressing gains nothing on the wire.
const MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes a .br and a .gz beside each built file worth compressing, at the highest levels, so the
 * server sends compressed bytes without compressing per request (@fastify/static's preCompressed).
 */
export function precompress(): Plugin {
  return {
    name: 'contest-tracker:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (dir === undefined) return;
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (bytes.length < MIN_BYTES) return;
          const path = join(dir, file.fileName);
          await writeFile(`${path}.gz`, await gzipAsync(bytes, { level: 9 }));
          const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
          await writeFile(`${path}.br`, await brotliAsync(bytes, brotli));
        }),
      );
    },
  };
}
