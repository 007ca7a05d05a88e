import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|wasm)$/;
// below this a compressed copy saves less than the extra request header costs
const MIN_BYTES = 1024;

async function compressFile(file: string): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // the server prefers a copy only when it exists, so a copy that does not help is left out
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible output file, once per build, so
 * the server sends them as they are instead of compressing each response (core/web-assets.ts).
 */
export function precompress(): Plugin {
  return {
    name: 'kg-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name))
          .map((name) => compressFile(path.join(dir, name))),
      );
    },
  };
}
