// A data directory tarball as PGlite's `loadDataDir` wants it (something with `type` and `arrayBuffer()`).
// Plain JavaScript: the PGlite worker (pglite-worker.mjs) runs without tsx and imports it too.
import { readFileSync } from 'node:fs';

/**
 * Read from the file at once: Node 20's Blob.arrayBuffer() copies a large blob in small chunks and took
 * about 4 of the 6 s a test file spent opening the seeded 184 MB copy.
 * @param {string} path an uncompressed tar (dumpDataDir('none'))
 * @returns {{ type: string; arrayBuffer(): Promise<ArrayBuffer> }}
 */
export function tarball(path) {
  return {
    type: 'application/x-tar',
    async arrayBuffer() {
      const bytes = readFileSync(path);
      return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? bytes.buffer
        : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    },
  };
}
