/** Writes .br and .gz beside every text asset so the server sends them precompressed (both portal builds). */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Compresses one file beside itself (small files are sent as they are). */
export function compressFile(file: string): void {
  const data = readFileSync(file);
  if (data.length < 1024) return;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        // The public pages' build writes into the same directory: what an earlier build compressed stays.
        const br = `${file}.br`;
        try {
          if (statSync(br).mtimeMs >= statSync(file).mtimeMs) continue;
        } catch {
          // not compressed yet
        }
        compressFile(file);
      }
    },
  };
}
