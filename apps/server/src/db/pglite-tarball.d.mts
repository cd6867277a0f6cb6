/** See pglite-tarball.mjs. */
export declare function tarball(path: string): Blob;
